import { useTranslation } from 'react-i18next';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { OpenCourse, OpenTrainingDate } from '@machines/contracts';

export interface SessionFieldProps {
  /** Prefixes the label's id (one form's field apart from another's). */
  readonly idPrefix: string;
  readonly course: OpenCourse;
  /** The sessions offered; the course's open ones unless narrowed. */
  readonly sessions?: readonly OpenTrainingDate[];
  readonly value: string;
  readonly error: string | undefined;
  readonly onChange: (trainingDateId: string) => void;
  /** A session that cannot be chosen; by default a full one. */
  readonly isDisabled?: (session: OpenTrainingDate) => boolean;
}

/** A full session cannot be chosen. */
const isFull = (session: OpenTrainingDate) => session.remainingPlaces === 0;

/**
 * What a form starts with: the one session that can be chosen when there is only one
 * (issue 42: a course with one session preselects it), else none.
 */
export function onlySession(sessions: readonly OpenTrainingDate[]): string {
  const open = sessions.filter((session) => !isFull(session));
  return open.length === 1 && open[0] ? String(open[0].id) : '';
}

/** A session of the course to choose, each with its days, place and free places. */
export function SessionField({
  idPrefix,
  course,
  sessions = course.dates,
  value,
  error,
  onChange,
  isDisabled = isFull,
}: SessionFieldProps) {
  const { t } = useTranslation();
  const labelId = `${idPrefix}-session-label`;
  return (
    <FormControl error={Boolean(error)} required>
      <FormLabel id={labelId}>{t('signUp.field.trainingDateId')}</FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        name="trainingDateId"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {sessions.map((session) => (
          <FormControlLabel
            key={session.id}
            value={String(session.id)}
            disabled={isDisabled(session)}
            control={<Radio />}
            label={t('signUp.sessionOption', {
              from: session.startsOn,
              to: session.endsOn,
              location: session.location || (course.online ? t('signUp.online') : course.location),
              count: session.remainingPlaces,
            })}
          />
        ))}
      </RadioGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
