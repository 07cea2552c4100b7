import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { listMachine, type ListPage } from '@machines/app/list';
import { initialListQuery, type ListQuery } from '@machines/app/listQuery';
import type { WorkflowMapInstitution } from '@machines/contracts';
import { useNoticeText } from '../../lib/noticeText';

/** What one search shows: enough to pick from; more are found by typing more of a name. */
const FIRST_MATCHES = initialListQuery({ pageSize: 20 });

export interface InstitutionPickerProps {
  readonly id: string;
  readonly label: string;
  /** The institution narrowed to; its name null when no company has the id. */
  readonly value: { readonly id: number; readonly name: string | null } | undefined;
  /** `GET /api/workflow-map/institutions` of the lifecycle, a page of those whose name holds `keyword`. */
  readonly search: (query: ListQuery) => Promise<ListPage>;
  readonly onChange: (institution: number | undefined) => void;
}

/**
 * One institution of the thousands a province has, found by a part of its name (the list
 * machine runs each search; a newer keyword drops the answer to an older one). Cleared, the
 * map shows every institution's records.
 */
export function InstitutionPicker({ id, label, value, search, onChange }: InstitutionPickerProps) {
  const { t } = useTranslation();
  const noticeText = useNoticeText();
  const [logic] = useState(() =>
    listMachine.provide({
      actors: { fetchPage: fromPromise(({ input }) => search(input)) },
      // The keyword is the picker's own, not the page's: nothing goes to the URL.
      actions: { queryChanged: () => undefined },
    }),
  );
  const [state, send] = useMachine(logic, { input: { query: FIRST_MATCHES } });
  const found = state.context.rows as readonly WorkflowMapInstitution[];
  const chosen = value && {
    id: value.id,
    name: value.name ?? t('workflowMap.institutionById', { id: value.id }),
  };
  const options = chosen && !found.some((one) => one.id === chosen.id) ? [chosen, ...found] : found;
  const more = state.context.total - found.length;
  const { error } = state.context;

  return (
    <Autocomplete<WorkflowMapInstitution>
      id={id}
      options={options}
      value={chosen ?? null}
      loading={state.hasTag('busy')}
      // The server matched the keyword; the options are not filtered again here.
      filterOptions={(all) => all}
      getOptionLabel={(institution) => institution.name}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      onChange={(_event, institution) => onChange(institution?.id)}
      onInputChange={(_event, keyword, reason) => {
        // Choosing one writes its name in the box: that is not a search.
        if (reason === 'input' || reason === 'clear') {
          send({ type: 'FILTERS.CHANGED', filters: { keyword: keyword.trim() } });
        }
      }}
      loadingText={t('app.loading')}
      noOptionsText={
        state.matches('failed') && error ? noticeText(error) : t('workflowMap.institutionNoneFound')
      }
      sx={{ minWidth: 260 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={t('filter.all')}
          helperText={more > 0 ? t('workflowMap.institutionMore', { count: more }) : ' '}
          slotProps={{ ...params.slotProps, inputLabel: { shrink: true } }}
        />
      )}
    />
  );
}
