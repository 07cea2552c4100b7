import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { statusFamilies, type StatusFamilyName } from '@machines/workflows';
import { labelWidth } from '../lib/labelWidth';
import { DateField } from './DateField';
import { StatusChip } from './StatusChip';

export type FilterField =
  | { readonly kind: 'text'; readonly name: string; readonly label: string }
  /** A status of a family, each option shown as its chip. */
  | {
      readonly kind: 'status';
      readonly name: string;
      readonly label: string;
      readonly family: StatusFamilyName;
      /** The codes offered, when not every status of the family (certificates: 6, 8, 9). */
      readonly codes?: readonly number[];
    }
  /** One of fixed values, each with its label (a login result, an action code). */
  | {
      readonly kind: 'select';
      readonly name: string;
      readonly label: string;
      readonly options: readonly { readonly value: string; readonly label: string }[];
    }
  /** Two dates (YYYY-MM-DD), from and to, both optional. */
  | {
      readonly kind: 'dateRange';
      readonly from: string;
      readonly to: string;
      readonly fromLabel: string;
      readonly toLabel: string;
    };

export type FilterValues = Readonly<Record<string, string>>;

export interface FilterBarProps {
  readonly fields: readonly FilterField[];
  /** The filters in force (the list's query); typing changes nothing until applied. */
  readonly values: FilterValues;
  readonly onApply: (values: Record<string, string>) => void;
  readonly onClear: () => void;
  readonly label?: string;
}

const namesOf = (field: FilterField): string[] =>
  field.kind === 'dateRange' ? [field.from, field.to] : [field.name];

/** Which date ranges run backwards. */
function backwardsRanges(fields: readonly FilterField[], draft: FilterValues): Set<string> {
  const wrong = new Set<string>();
  for (const field of fields) {
    if (field.kind !== 'dateRange') continue;
    const from = draft[field.from];
    const to = draft[field.to];
    if (from && to && from > to) wrong.add(field.to);
  }
  return wrong;
}

/**
 * A list's filters as a form: text, status (options labelled like the status chips),
 * a choice among fixed values, and date ranges. Enter or the search button applies them; reset clears them. When the
 * filters change from outside (back, forward), the fields follow.
 */
export function FilterBar({ fields, values, onApply, onClear, label }: FilterBarProps) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const [draft, setDraft] = useState<FilterValues>(values);
  const [shown, setShown] = useState<FilterValues>(values);
  if (shown !== values) {
    // The query changed under us (history navigation): show what is in force.
    setShown(values);
    setDraft(values);
  }

  const set = (name: string, value: string) =>
    setDraft((current) => ({ ...current, [name]: value }));
  const value = (name: string) => draft[name] ?? '';
  const wrong = backwardsRanges(fields, draft);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (wrong.size > 0) return;
    const names = fields.flatMap(namesOf);
    onApply(Object.fromEntries(names.map((name) => [name, value(name).trim()])));
  };

  return (
    <Stack
      component="form"
      role="search"
      aria-label={label ?? t('filter.label')}
      onSubmit={submit}
      onReset={(event) => {
        event.preventDefault();
        setDraft({});
        onClear();
      }}
      direction="row"
      useFlexGap
      spacing={1.5}
      sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
    >
      {fields.map((field) => {
        switch (field.kind) {
          case 'text':
            return (
              <TextField
                key={field.name}
                id={`${idPrefix}-${field.name}`}
                name={field.name}
                label={field.label}
                value={value(field.name)}
                onChange={(event) => set(field.name, event.target.value)}
                // The label sits inside the empty field: room for all of it (issue 18).
                sx={{ width: Math.max(200, labelWidth(field.label, { size: 16 }) + 40) }}
              />
            );
          case 'status': {
            const statuses = statusFamilies[field.family].statuses.filter(
              (status) => !field.codes || field.codes.includes(status.meta.code),
            );
            return (
              <TextField
                key={field.name}
                id={`${idPrefix}-${field.name}`}
                name={field.name}
                select
                label={field.label}
                value={value(field.name)}
                onChange={(event) => set(field.name, event.target.value)}
                sx={{ width: 180 }}
                slotProps={{
                  select: {
                    renderValue: (selected) =>
                      selected === '' ? (
                        t('filter.all')
                      ) : (
                        <StatusChip family={field.family} code={Number(selected)} />
                      ),
                    displayEmpty: true,
                  },
                  inputLabel: { shrink: true },
                }}
              >
                <MenuItem value="">{t('filter.all')}</MenuItem>
                {statuses.map((status) => (
                  <MenuItem key={status.meta.code} value={String(status.meta.code)}>
                    <StatusChip family={field.family} code={status.meta.code} />
                  </MenuItem>
                ))}
              </TextField>
            );
          }
          case 'select':
            return (
              <TextField
                key={field.name}
                id={`${idPrefix}-${field.name}`}
                name={field.name}
                select
                label={field.label}
                value={value(field.name)}
                onChange={(event) => set(field.name, event.target.value)}
                sx={{ width: 180 }}
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              >
                <MenuItem value="">{t('filter.all')}</MenuItem>
                {field.options.map((option) => (
                  <MenuItem key={option.value} value={option.value}>
                    {option.label}
                  </MenuItem>
                ))}
              </TextField>
            );
          case 'dateRange':
            return (
              <Stack key={field.from} direction="row" spacing={1}>
                {[
                  { name: field.from, label: field.fromLabel },
                  { name: field.to, label: field.toLabel },
                ].map((end) => (
                  <DateField
                    key={end.name}
                    id={`${idPrefix}-${end.name}`}
                    name={end.name}
                    label={end.label}
                    value={value(end.name)}
                    onChange={(date) => set(end.name, date)}
                    error={wrong.has(end.name)}
                    helperText={wrong.has(end.name) ? t('filter.dateRangeBackwards') : undefined}
                  />
                ))}
              </Stack>
            );
        }
      })}
      <Stack direction="row" spacing={1} sx={{ pt: 0.25 }}>
        <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
          {t('filter.search')}
        </Button>
        <Button type="reset">{t('filter.reset')}</Button>
      </Stack>
    </Stack>
  );
}
