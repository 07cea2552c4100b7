import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import type { RowId } from '@machines/app/list';
import type { AnyStateMachine } from 'xstate';
import {
  statusFamilies,
  type Party,
  type StatusFamily,
  type StatusFamilyName,
} from '@machines/workflows';
import { ListContext, ReviewContext } from './actorContexts';
import type { ReviewedRow } from './batchReview';
import type { FilterField } from './FilterBar';
import { rowActionsColumn } from './gridColumns';
import { ListFilters } from './ListFilters';
import { ListGrid } from './ListGrid';
import { ListToolbar } from './ListToolbar';
import { ReviewDialog } from './ReviewDialog';

/**
 * Decisions a reviewer takes on several records at once: an approval or a rejection of
 * the list's family (`APPROVE`, `INSTITUTION_REJECT`, `APPROVE_SIGNUP`, a certificate's
 * `ISSUE`, a date change's `REFUSE_CHANGE`…), labelled `review.batch.<event>`.
 */
export type BatchDecision =
  `${string}APPROVE${string}` | `${string}REJECT${string}` | `${string}REFUSE${string}` | 'ISSUE';

const isApproval = (decision: BatchDecision) =>
  !decision.includes('REJECT') && !decision.includes('REFUSE');

export interface BatchDecisions<R extends ReviewedRow> {
  readonly family: StatusFamilyName;
  /** The part the reviewer plays: what the workflow offers it decides what is selectable. */
  readonly party: Party;
  readonly decisions: readonly BatchDecision[];
  /** How the result names a row ("成都锦城…"). */
  readonly labelOf: (row: R) => string;
  /**
   * Each row also offers its decisions as its own actions (`workflowEvent.<event>`): for
   * lists whose records open nowhere else, so one is decided without selecting it.
   */
  readonly rowActions?: boolean;
  /**
   * What the family's guards read of a row besides its status (a session's days and
   * today), so a decision its dates forbid is not offered.
   */
  readonly contextOf?: (row: R) => object;
}

export interface ReviewListProps<R extends ReviewedRow> {
  /** The page heading. */
  readonly title: string;
  /** The grid's accessible name. */
  readonly listLabel: string;
  readonly filters: readonly FilterField[];
  readonly columns: readonly GridColDef<R>[];
  /** Selection with batch decisions; without, rows are decided one by one. */
  readonly batch?: BatchDecisions<R>;
  /** Actions on the whole list (export), at the toolbar's end. */
  readonly tools?: ReactNode;
  /** How the review dialog names a record decided on its own page or dialog. */
  readonly itemLabel?: (id: RowId) => string;
  /** The record the URL opens in place (a dialog), if the list opens records so. */
  readonly detail?: ReactNode;
}

/** The events the workflow offers the party on a row now. */
export function offeredEvents(
  family: StatusFamilyName,
  party: Party,
  status: number,
  context?: object,
) {
  const statuses = statusFamilies[family] as StatusFamily<AnyStateMachine>;
  return statuses.isCode(status) ? statuses.availableEvents(status, { party }, context) : [];
}

/**
 * Every review list, one composition: the page heading and filters (in the URL), a
 * toolbar with the live selection count, batch decisions and the list's tools, the grid
 * (rows selectable only where the workflow offers a batch decision), the record opened in
 * place, and the review dialog that asks for a comment where the workflow wants one and
 * names each refused item. Needs ListContext and ReviewContext (`BatchReviewProvider`
 * or a record's own review binding) above it.
 */
export function ReviewList<R extends ReviewedRow>({
  title,
  listLabel,
  filters,
  columns,
  batch,
  tools,
  itemLabel,
  detail,
}: ReviewListProps<R>) {
  const { t } = useTranslation();
  const review = ReviewContext.useActorRef();
  const rows = ListContext.useSelector((s) => s.context.rows) as readonly R[];
  const selection = ListContext.useSelector((s) => s.context.selection);
  const [labels, setLabels] = useState<ReadonlyMap<RowId, string>>(new Map());

  const offeredOn = (row: R) =>
    batch ? offeredEvents(batch.family, batch.party, row.status, batch.contextOf?.(row)) : [];
  const offers = (row: R, decision: string) =>
    offeredOn(row).some((event) => event.type === decision);
  const selectable = (row: R) =>
    batch?.decisions.some((decision) => offers(row, decision)) ?? false;

  const decide = (decision: BatchDecision, selected: readonly R[]) => {
    if (!batch) return;
    setLabels(new Map(selected.map((row) => [row.id, batch.labelOf(row) || String(row.id)])));
    const commentRequired = selected.some((row) =>
      offeredOn(row).some((event) => event.type === decision && event.commentRequired),
    );
    const ids = selected.map((row) => row.id);
    review.send({ type: 'DECIDE', decision, ids, commentRequired });
  };
  const decideSelected = (decision: BatchDecision) =>
    decide(
      decision,
      rows.filter((row) => selection.includes(row.id)),
    );
  const decisionColumn = batch?.rowActions
    ? rowActionsColumn<R>(
        t('review.rowActions'),
        ({ row }) =>
          batch.decisions
            .filter((decision) => offers(row, decision))
            .map((decision) => (
              <GridActionsCellItem
                key={decision}
                icon={isApproval(decision) ? <CheckIcon /> : <CloseIcon color="error" />}
                label={t(`workflowEvent.${decision}`)}
                onClick={() => decide(decision, [row])}
              />
            )),
        batch.decisions.length,
      )
    : undefined;

  return (
    <Stack spacing={2}>
      <ListFilters fields={filters} title={title} />
      {(batch || tools) && (
        <ListToolbar
          label={t('review.batchActions')}
          status={batch ? t('list.selected', { count: selection.length }) : ''}
        >
          {batch?.decisions.map((decision) => (
            <Button
              key={decision}
              variant={isApproval(decision) ? 'contained' : 'outlined'}
              color={isApproval(decision) ? 'primary' : 'error'}
              startIcon={isApproval(decision) ? <CheckIcon /> : <CloseIcon />}
              disabled={selection.length === 0}
              onClick={() => decideSelected(decision)}
            >
              {t(`review.batch.${decision}`)}
            </Button>
          ))}
          {tools && (
            <Stack direction="row" spacing={1} sx={{ ml: 'auto' }}>
              {tools}
            </Stack>
          )}
        </ListToolbar>
      )}
      <ListGrid<R>
        columns={decisionColumn ? [...columns, decisionColumn] : columns}
        label={listLabel}
        checkboxSelection={batch !== undefined}
        isRowSelectable={batch ? selectable : undefined}
      />
      {detail}
      <ReviewDialog itemLabel={(id) => labels.get(id) ?? itemLabel?.(id) ?? String(id)} />
    </Stack>
  );
}
