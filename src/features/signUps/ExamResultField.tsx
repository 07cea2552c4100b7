import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { EXAM_EVENTS } from '@machines/validation';

export interface ExamResultFieldProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** The message under the choice, already in the user's language. */
  readonly error?: string;
}

/** Passed or failed: the exam result one trainee's form, or a batch of them, records. */
export function ExamResultField({ value, onChange, error }: ExamResultFieldProps) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <FormControl error={Boolean(error)} required>
      <FormLabel id={labelId}>{t('signUp.field.event')}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        name="event"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {EXAM_EVENTS.map((event) => (
          <FormControlLabel
            key={event}
            value={event}
            control={<Radio />}
            label={t(`workflowEvent.${event}`)}
          />
        ))}
      </RadioGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
