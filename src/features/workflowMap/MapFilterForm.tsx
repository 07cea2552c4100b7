import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ListPage } from '@machines/app/list';
import type { ListQuery } from '@machines/app/listQuery';
import { BUSINESS_LINES } from '@machines/validation/catalogue';
import { filtersOf, LIFECYCLE_NAMES, LIFECYCLES } from '@machines/workflowMap/lifecycles';
import { DateField } from '../../components/DateField';
import type { MapPeriod } from '../../lib/api/workflowMap';
import { InstitutionPicker } from './InstitutionPicker';
import { withFilters } from './mapSearch';

/** A select's empty choice: every line, every institution. */
const ALL = '';

const SELECT_SLOTS = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

export interface MapFilterFormProps {
  readonly period: MapPeriod;
  /** The name of the institution narrowed to (from the figures, once loaded; null: unknown). */
  readonly institutionName: string | null | undefined;
  /** Finds the institutions the lifecycle can be narrowed to, by a part of their name. */
  readonly searchInstitutions: (query: ListQuery) => Promise<ListPage>;
  readonly onShow: (period: MapPeriod) => void;
}

/**
 * What the map shows: a lifecycle, a business line and an institution where the lifecycle has
 * them (each shown as soon as chosen), and a period of days (shown on submit, once it runs
 * forwards).
 */
export function MapFilterForm({
  period,
  institutionName,
  searchInstitutions,
  onShow,
}: MapFilterFormProps) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const [draft, setDraft] = useState({ from: period.from, to: period.to });
  const backwards = draft.from !== '' && draft.to !== '' && draft.from > draft.to;
  const offers = filtersOf(LIFECYCLES[period.lifecycle]);
  const narrow = (filters: Pick<MapPeriod, 'businessLine' | 'institution'>) =>
    onShow(withFilters(period, { ...period, ...filters }));
  return (
    <Stack
      component="form"
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'flex-start', mt: 2 }}
      aria-label={t('workflowMap.periodLabel')}
      onSubmit={(event) => {
        event.preventDefault();
        if (!backwards && draft.from && draft.to) onShow({ ...period, ...draft });
      }}
    >
      <TextField
        select
        id={`${idPrefix}-lifecycle`}
        label={t('workflowMap.field.lifecycle')}
        value={period.lifecycle}
        onChange={(event) =>
          onShow(
            withFilters(
              { ...period, lifecycle: event.target.value as MapPeriod['lifecycle'] },
              period,
            ),
          )
        }
        sx={{ minWidth: 200 }}
      >
        {LIFECYCLE_NAMES.map((name) => (
          <MenuItem key={name} value={name}>
            {t(`workflowMap.lifecycle.${name}`)}
          </MenuItem>
        ))}
      </TextField>
      {offers.includes('businessLine') && (
        <OneOrAllSelect
          id={`${idPrefix}-businessLine`}
          label={t('workflowMap.field.businessLine')}
          value={period.businessLine}
          choices={BUSINESS_LINES.map((line) => ({
            id: line,
            name: t('catalogue.lineValue', { line }),
          }))}
          onChange={(businessLine) => narrow({ businessLine })}
        />
      )}
      {offers.includes('institution') && (
        <InstitutionPicker
          // A new lifecycle searches institutions of its own kind afresh.
          key={period.lifecycle}
          id={`${idPrefix}-institution`}
          label={t('workflowMap.field.institution')}
          value={
            period.institution === undefined
              ? undefined
              : { id: period.institution, name: institutionName ?? null }
          }
          search={searchInstitutions}
          onChange={(institution) => narrow({ institution })}
        />
      )}
      <DateField
        id={`${idPrefix}-from`}
        name="from"
        label={t('workflowMap.field.from')}
        value={draft.from}
        onChange={(from) => setDraft((current) => ({ ...current, from }))}
      />
      <DateField
        id={`${idPrefix}-to`}
        name="to"
        label={t('workflowMap.field.to')}
        value={draft.to}
        onChange={(to) => setDraft((current) => ({ ...current, to }))}
        error={backwards}
        helperText={backwards ? t('error.workflowMap.periodBackwards') : undefined}
      />
      <Button type="submit" variant="contained" disabled={backwards}>
        {t('workflowMap.show')}
      </Button>
    </Stack>
  );
}

/** A filter's select: every one (the empty choice, first), or one of the choices by its id. */
function OneOrAllSelect({
  id,
  label,
  value,
  choices,
  onChange,
}: {
  readonly id: string;
  readonly label: string;
  readonly value: number | undefined;
  readonly choices: readonly { readonly id: number; readonly name: string }[];
  readonly onChange: (value: number | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      id={id}
      label={label}
      value={value === undefined ? ALL : String(value)}
      onChange={(event) =>
        onChange(event.target.value === ALL ? undefined : Number(event.target.value))
      }
      sx={{ minWidth: 180 }}
      slotProps={SELECT_SLOTS}
    >
      <MenuItem value={ALL}>{t('filter.all')}</MenuItem>
      {choices.map((choice) => (
        <MenuItem key={choice.id} value={String(choice.id)}>
          {choice.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
