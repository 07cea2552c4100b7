import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { MAX_TRAINING_DATES } from '@machines/validation/course';
import { DateField } from '../../components/DateField';
import { EMPTY_DATE, type ScheduleRow } from './courseForm';

type RowField = keyof ScheduleRow;

export interface ScheduleEditorProps {
  readonly rows: readonly ScheduleRow[];
  readonly onChange: (rows: ScheduleRow[]) => void;
  /** A row field's message (the form's own, translated), if any. */
  readonly messageOf: (index: number, field: RowField) => string | undefined;
  /** What the server said about a whole date (over the places, before the deadline). */
  readonly rowMessageOf: (index: number) => string | undefined;
  /** What is wrong with the schedule as a whole (no date yet). */
  readonly error: string | undefined;
  readonly disabled: boolean;
}

/**
 * A course's dated sessions: each a first and last day, its places and where (a course's
 * place when left empty); added and removed in place, at most `MAX_TRAINING_DATES`.
 */
export function ScheduleEditor({
  rows,
  onChange,
  messageOf,
  rowMessageOf,
  error,
  disabled,
}: ScheduleEditorProps) {
  const { t } = useTranslation();
  const change = (index: number, field: RowField, value: string) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, [field]: value } : row)));
  const remove = (index: number) => onChange(rows.filter((_row, at) => at !== index));
  const headingId = 'course-dates-heading';

  return (
    <Stack spacing={1.5} component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle1" component="h3">
        {t('course.field.dates')}
        <Box component="span" sx={{ color: 'error.main' }} aria-hidden>
          {' *'}
        </Box>
      </Typography>
      {rows.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('course.schedule.empty')}
        </Typography>
      )}
      {rows.map((row, index) => {
        const label = (field: RowField) => t(`course.schedule.${field}`);
        const dateField = (field: 'startsOn' | 'endsOn') => {
          const message = messageOf(index, field);
          return (
            <DateField
              id={`course-dates-${index}-${field}`}
              name={`dates.${index}.${field}`}
              label={label(field)}
              value={row[field]}
              onChange={(value) => change(index, field, value)}
              error={Boolean(message)}
              helperText={message ?? ' '}
              width="100%"
              required
              disabled={disabled}
            />
          );
        };
        const textField = (field: 'capacity' | 'location') => {
          const message = messageOf(index, field);
          return (
            <TextField
              id={`course-dates-${index}-${field}`}
              name={`dates.${index}.${field}`}
              label={label(field)}
              value={row[field]}
              onChange={(event) => change(index, field, event.target.value)}
              error={Boolean(message)}
              helperText={message ?? ' '}
              required={field === 'capacity'}
              disabled={disabled}
              fullWidth
              {...(field === 'capacity' && {
                slotProps: { htmlInput: { inputMode: 'numeric', maxLength: 5 } },
              })}
            />
          );
        };
        const rowMessage = rowMessageOf(index);
        return (
          <Paper
            key={index}
            variant="outlined"
            component="fieldset"
            sx={{ p: 2, m: 0, borderColor: rowMessage ? 'error.main' : undefined }}
          >
            <Typography component="legend" variant="body2" sx={{ px: 0.5 }}>
              {t('course.schedule.row', { number: index + 1 })}
            </Typography>
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                alignItems: 'start',
                gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 0.6fr 1.6fr auto' },
              }}
            >
              {dateField('startsOn')}
              {dateField('endsOn')}
              {textField('capacity')}
              {textField('location')}
              <Tooltip title={t('course.schedule.remove', { number: index + 1 })}>
                <span>
                  <IconButton
                    aria-label={t('course.schedule.remove', { number: index + 1 })}
                    onClick={() => remove(index)}
                    disabled={disabled}
                    sx={{ mt: 1 }}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                </span>
              </Tooltip>
            </Box>
            {rowMessage && (
              <Alert severity="error" sx={{ mt: 1 }}>
                {rowMessage}
              </Alert>
            )}
          </Paper>
        );
      })}
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Box>
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={() => onChange([...rows, EMPTY_DATE])}
          disabled={disabled || rows.length >= MAX_TRAINING_DATES}
        >
          {t('course.schedule.add')}
        </Button>
      </Box>
    </Stack>
  );
}
