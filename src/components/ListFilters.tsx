import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import { PageHeading } from './PageHeading';
import { ListContext } from './actorContexts';
import { FilterBar, type FilterField } from './FilterBar';

export interface ListFiltersProps {
  readonly fields: readonly FilterField[];
  /** The page heading, when the list is the page (not one tab of it). */
  readonly title?: string;
}

/**
 * The filter panel over a list: the filter bar bound to the list machine (ListContext),
 * which keeps the filters in the URL and reloads page one when they change.
 */
export function ListFilters({ fields, title }: ListFiltersProps): ReactNode {
  const list = ListContext.useActorRef();
  const filters = ListContext.useSelector((s) => s.context.query.filters);
  return (
    <Paper sx={{ p: 2 }}>
      {title && <PageHeading sx={{ mb: 2 }}>{title}</PageHeading>}
      <FilterBar
        fields={fields}
        values={filters}
        onApply={(values) => list.send({ type: 'FILTERS.CHANGED', filters: values })}
        onClear={() => list.send({ type: 'FILTERS.CLEARED' })}
      />
    </Paper>
  );
}
