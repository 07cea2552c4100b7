import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { OpenCourse } from '@machines/contracts';
import { DetailResultView, RecordDialog } from '../../components/RecordDialog';
import { ONCE } from '../../components/detailLoader';
import { ApplicableCoursesContext, type applicableCoursesLoader } from './signUpActors';

/**
 * Finding a course, then signing up for it: the picker (retried on failure) until a course
 * is chosen, then that course's sign-up form (bound by the caller, like the loader).
 */
export function CoursePickerFlow({
  loader,
  onClose,
  renderForm,
}: {
  readonly loader: typeof applicableCoursesLoader;
  readonly onClose: () => void;
  readonly renderForm: (course: OpenCourse) => ReactNode;
}) {
  const [attempt, setAttempt] = useState(0);
  const [course, setCourse] = useState<OpenCourse | null>(null);
  if (course) return renderForm(course);
  return (
    <ApplicableCoursesContext.Provider key={attempt} logic={loader} options={{ input: ONCE }}>
      <CoursePickerDialog
        onClose={onClose}
        onReload={() => setAttempt((n) => n + 1)}
        onPick={setCourse}
      />
    </ApplicableCoursesContext.Provider>
  );
}

export interface CoursePickerDialogProps {
  readonly onClose: () => void;
  readonly onReload: () => void;
  /** The course chosen: its sign-up form comes next. */
  readonly onPick: (course: OpenCourse) => void;
}

/**
 * Finding a course to sign up for by its name (ApplicableCoursesContext,
 * `train/applycourselist`): loading, failed with a retry, none open to the caller (said
 * so), or the courses with places left to search and choose from.
 */
export function CoursePickerDialog({ onClose, onReload, onPick }: CoursePickerDialogProps) {
  const { t } = useTranslation();
  const result = ApplicableCoursesContext.useSelector((s) => s.output);
  return (
    <RecordDialog title={t('signUp.picker.title')} onClose={onClose}>
      <DetailResultView
        result={result}
        failedTitle={t('signUp.picker.loadFailed')}
        onReload={onReload}
      >
        {(courses) =>
          courses.length === 0 ? (
            <Alert severity="info">{t('signUp.picker.none')}</Alert>
          ) : (
            <CourseChoice courses={courses} onPick={onPick} />
          )
        }
      </DetailResultView>
    </RecordDialog>
  );
}

function CourseChoice({
  courses,
  onPick,
}: {
  readonly courses: readonly OpenCourse[];
  readonly onPick: (course: OpenCourse) => void;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<OpenCourse | null>(null);
  const describe = (course: OpenCourse) =>
    t('signUp.picker.option', {
      institution: course.companyName,
      deadline: course.signUpDeadline,
      count: course.remainingPlaces,
    });
  return (
    <Stack
      component="form"
      spacing={2}
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen) onPick(chosen);
      }}
    >
      <Autocomplete
        options={courses}
        value={chosen}
        onChange={(_, course) => setChosen(course)}
        getOptionLabel={(course) => course.name}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        noOptionsText={t('signUp.picker.noMatch')}
        renderOption={({ key, ...props }, course) => (
          <li key={key} {...props}>
            <Stack>
              <Typography>{course.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {describe(course)}
              </Typography>
            </Stack>
          </li>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('signUp.picker.course')}
            helperText={chosen ? describe(chosen) : ' '}
            autoFocus
          />
        )}
      />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" disabled={!chosen}>
          {t('signUp.picker.next')}
        </Button>
      </Stack>
    </Stack>
  );
}
