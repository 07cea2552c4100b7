import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { IMAGE_TYPES, type UploadMachine } from '@machines/app/upload';
import type { CourseChoices, InstitutionPerson } from '@machines/contracts';
import {
  courseWithDatesDraftSchema,
  courseWithDatesSubmissionSchema,
} from '@machines/validation/course';
import { FormContext } from '../../components/actorContexts';
import { ApplicationFormFrame } from '../../components/ApplicationFormFrame';
import { DateField } from '../../components/DateField';
import { FormActions, useDraftOrSubmitForm } from '../../components/draftOrSubmitForm';
import { staysWithParam } from '../../components/formParam';
import { FormUploadField, useUploadFields } from '../../components/FormUploadField';
import { PeoplePicker } from '../../components/PeoplePicker';
import { appUploadMachine } from '../../components/uploadBinding';
import type { Course } from '../../lib/api/courses';
import { EDIT_PARAM } from './courseActors';
import {
  COURSE_FORM_FIELDS,
  initialCourseValues,
  type CourseFormValues,
  type ScheduleRow,
} from './courseForm';
import { CourseCompanionPages } from './CourseCompanionPages';
import { LevelSelect } from './LevelSelect';
import { ScheduleEditor } from './ScheduleEditor';

/** The form sits on its list's page: another `?edit=` means leaving it. */
const staysOnForm = staysWithParam(EDIT_PARAM);
const COVER_FIELDS = ['coverFileId'] as const;

export interface CourseFormProps {
  /** The course being changed; `null` for a new one. */
  readonly course: Course | null;
  /** Why a reviewer returned it, shown above the form. */
  readonly returnComment: string | null;
  /** The levels the course may teach and lead to; `undefined` while they load. */
  readonly choices: CourseChoices | undefined;
  /** The institution's teachers; `undefined` while they load. */
  readonly teachers: readonly InstitutionPerson[] | undefined;
  /** Back to the list (the guard asks first when there are unsaved changes). */
  readonly onClose: () => void;
  /** The cover's upload machine (stories give one that needs no server). */
  readonly uploadLogic?: UploadMachine;
}

/**
 * A training course, bound to the form machine (FormContext): its name, the course level
 * it teaches (of the institution's line) and the certificate level it leads to, the
 * description, fee, places, where (or online), the sign-up deadline, credit hours, a
 * cover picture, its teachers and its dates. Save as a draft (a name is enough) or submit
 * (every field and a date at least); the course and its dates go in one call.
 */
export function CourseForm({
  course,
  returnComment,
  choices,
  teachers,
  onClose,
  uploadLogic = appUploadMachine,
}: CourseFormProps) {
  const { t } = useTranslation();
  const { formik, textField, messageOf, setValue, saveDraft, submit, state } =
    useDraftOrSubmitForm<CourseFormValues>({
      initialValues: initialCourseValues(course),
      draftSchema: courseWithDatesDraftSchema,
      submissionSchema: courseWithDatesSubmissionSchema,
      fieldNames: COURSE_FORM_FIELDS,
      idPrefix: 'course',
    });
  const { busy, savingDraft, submitting, dirty } = state;
  // The course's id once a draft exists: a new course gets it with its first draft.
  const savedId = FormContext.useSelector((s) => s.context.recordId);
  const { values } = formik;
  const online = values.online === 'true';
  const field = (name: Exclude<keyof CourseFormValues, 'teacherIds' | 'dates'>) => ({
    ...textField(name),
    label: t(`course.field.${name}`),
    required: name !== 'coverFileId' && !(name === 'location' && online),
  });
  const uploads = useUploadFields(COVER_FIELDS, (name, id) => {
    if (values[name] !== id) setValue(name, id);
  });
  const serverErrors = (key: string) => messageOf(key as keyof CourseFormValues & string);
  // Formik keeps a list's errors per row; the list's own message is a string.
  const shown = formik.submitCount > 0 || Boolean(formik.touched.dates);
  const dateErrors = formik.errors.dates;
  const rowErrors = Array.isArray(dateErrors) ? dateErrors : [];
  const scheduleError =
    typeof dateErrors === 'string' && shown ? t(dateErrors) : serverErrors('dates');

  return (
    <ApplicationFormFrame
      title={t(course ? 'course.formTitleEdit' : 'course.formTitleNew')}
      status={course && { family: 'course', code: course.status }}
      returned={returnComment ? { title: t('course.returnComment'), comment: returnComment } : null}
      submitted={
        state.submitted
          ? {
              title: t('course.submittedTitle'),
              text: t('course.submittedText'),
              backLabel: t('course.backToList'),
              onBack: onClose,
            }
          : null
      }
      onSubmit={submit}
      dirty={dirty}
      staysOnForm={staysOnForm}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Box sx={{ gridColumn: { md: '1 / -1' } }}>
          <TextField {...field('name')} />
        </Box>
        <LevelSelect
          {...field('courseLevelId')}
          types={choices?.courseTypes}
          saved={
            course && {
              id: course.courseLevelId,
              type: course.courseType,
              level: course.courseLevel,
            }
          }
          helperText={
            messageOf('courseLevelId') ??
            t(choices?.courseTypes.length === 0 ? 'course.noCourseLevels' : 'course.levelHint')
          }
        />
        <LevelSelect
          {...field('certificateLevelId')}
          types={choices?.certificateTypes}
          saved={
            course && {
              id: course.certificateLevelId,
              type: course.certificateType,
              level: course.certificateLevel,
            }
          }
          helperText={messageOf('certificateLevelId') ?? t('course.certificateHint')}
        />
        <TextField
          {...field('fee')}
          slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 11 } }}
        />
        <TextField
          {...field('capacity')}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
        />
        <TextField
          {...field('creditHours')}
          slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 5 } }}
        />
        <DateField
          id="course-signUpDeadline"
          name="signUpDeadline"
          label={t('course.field.signUpDeadline')}
          value={values.signUpDeadline}
          onChange={(value) => {
            void formik.setFieldTouched('signUpDeadline', true, false);
            setValue('signUpDeadline', value);
          }}
          error={Boolean(messageOf('signUpDeadline'))}
          helperText={messageOf('signUpDeadline') ?? ' '}
          width="100%"
          required
          disabled={busy}
        />
        <FormControlLabel
          control={
            <Switch
              name="online"
              checked={online}
              onChange={(event) => setValue('online', event.target.checked ? 'true' : '')}
              disabled={busy}
            />
          }
          label={t('course.field.online')}
        />
        <TextField {...field('location')} disabled={busy || online} />
        <Box sx={{ gridColumn: { md: '1 / -1' } }}>
          <PeoplePicker
            id="course-teacherIds"
            label={t('course.field.teacherIds')}
            options={teachers ?? []}
            named={course?.teachers ?? []}
            value={values.teacherIds}
            onChange={(ids) => setValue('teacherIds', ids)}
            loading={teachers === undefined}
            required
            disabled={busy}
            error={messageOf('teacherIds')}
            hint={t(teachers?.length === 0 ? 'course.noTeachers' : 'course.teachersHint')}
          />
        </Box>
        <Box sx={{ gridColumn: { md: '1 / -1' } }}>
          <TextField {...field('description')} multiline minRows={4} />
        </Box>
        <FormUploadField
          logic={uploadLogic}
          accept={IMAGE_TYPES}
          stored={course?.cover ?? null}
          onStored={uploads.onStored.coverFileId}
          onBusy={uploads.onBusy.coverFileId}
          name="cover"
          label={t('course.field.coverFileId')}
          hint={t('course.coverHint')}
          error={messageOf('coverFileId')}
        />
        <Box sx={{ gridColumn: { md: '1 / -1' } }}>
          <ScheduleEditor
            rows={values.dates}
            onChange={(rows: ScheduleRow[]) => {
              void formik.setFieldTouched('dates', true, false);
              setValue('dates', rows);
            }}
            messageOf={(index, name) => {
              const message = shown ? rowErrors[index]?.[name as never] : undefined;
              return typeof message === 'string' ? t(message) : undefined;
            }}
            rowMessageOf={(index) => serverErrors(`dates.${index}`)}
            error={scheduleError}
            disabled={busy}
          />
        </Box>
        <Box sx={{ gridColumn: { md: '1 / -1' } }}>
          <CourseCompanionPages courseId={savedId === null ? null : Number(savedId)} />
        </Box>
      </Box>

      <FormActions
        onCancel={onClose}
        onSaveDraft={() => void saveDraft()}
        saveDraftLabel={t('course.saveDraft')}
        submitLabel={t('course.submit')}
        savingDraft={savingDraft}
        submitting={submitting}
        busy={busy}
        uploading={uploads.uploading}
      />
    </ApplicationFormFrame>
  );
}
