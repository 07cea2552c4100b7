import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import RefreshIcon from '@mui/icons-material/Refresh';
import UndoIcon from '@mui/icons-material/Undo';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { ListContext, ReviewContext } from '../../components/actorContexts';
import { ListGrid } from '../../components/ListGrid';
import { ListRouteProvider } from '../../components/ListRouteProvider';
import { RowStepsProvider } from '../../components/rowSteps';
import { NEW_RECORD, useFormParam } from '../../components/formParam';
import * as realnameApi from '../../lib/api/realname';
import type { RealnameApplication } from '../../lib/api/realname';
import {
  creditCodeColumn,
  dateTimeColumn,
  statusColumn,
  textColumn,
  viewAction,
} from '../../components/gridColumns';
import {
  applicantEvents,
  isApproved,
  isAwaitingReview,
  isEditable,
} from '../../lib/applicationStatus';
import { detailPath, FORM_PARAM } from './realnameActors';
import { RealnameFormHost } from './RealnameFormHost';
import { WithdrawDialog } from './WithdrawDialog';

const PRESERVED: readonly string[] = [FORM_PARAM];

/** What the page's main button offers, from the applications on screen. */
export function primaryAction(
  rows: readonly RealnameApplication[],
): { kind: 'continue'; application: RealnameApplication } | { kind: 'new' } | null {
  const editable = rows.find((row) => isEditable(row.status));
  if (editable) return { kind: 'continue', application: editable };
  // Waiting for review or certified: nothing to start. Rejected or revoked: a new one.
  if (rows.some((row) => isAwaitingReview(row.status) || isApproved(row.status))) return null;
  return { kind: 'new' };
}

/** The applicant's own step on its rows: withdrawal, with the version on screen. */
const STEPS = { WITHDRAW: realnameApi.withdrawApplication };

/** `/realnameApply/history`: the bound list, withdrawal and form around the screen. */
export function RealnameApplyHistoryRoute() {
  return (
    <ListRouteProvider fetchPage={realnameApi.fetchMyApplications} preserve={PRESERVED}>
      <RowStepsProvider steps={STEPS}>
        <RealnameApplyHistoryScreen />
      </RowStepsProvider>
    </ListRouteProvider>
  );
}

export interface RealnameApplyHistoryScreenProps {
  /** The form in place of the bound one (stories restore its machines). */
  readonly renderForm?: (target: string, onClose: () => void) => ReactNode;
}

/**
 * The company's own real-name applications (list machine), a button to start or
 * continue one, the form (when the URL names it), and withdrawal with a confirmation.
 */
export function RealnameApplyHistoryScreen({ renderForm }: RealnameApplyHistoryScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = ListContext.useActorRef();
  const review = ReviewContext.useActorRef();
  const rows = ListContext.useSelector((s) => s.context.rows) as readonly RealnameApplication[];
  const loaded = ListContext.useSelector((s) => s.matches('loaded') || s.matches('empty'));
  const form = useFormParam(FORM_PARAM);
  const formTarget = form.target;
  const action = loaded ? primaryAction(rows) : null;

  const columns: GridColDef<RealnameApplication>[] = [
    textColumn<RealnameApplication>('companyName', t('field.companyName'), {
      flex: 2,
      minWidth: 180,
    }),
    creditCodeColumn<RealnameApplication>(t('field.creditCode')),
    statusColumn<RealnameApplication>('status', t('field.status'), 'application', t, {
      sortable: false,
    }),
    dateTimeColumn<RealnameApplication>('submittedAt', t('realname.submittedAt'), {
      sortable: false,
    }),
    dateTimeColumn<RealnameApplication>('decidedAt', t('realname.decidedAt'), {
      sortable: false,
    }),
    {
      field: 'actions',
      type: 'actions',
      headerName: t('realname.actions'),
      width: 140,
      getActions: ({ row }) => {
        const events = applicantEvents(row.status).map((event) => event.type);
        const items = [viewAction(t('realname.view'), () => void navigate(detailPath(row.id)))];
        if (isEditable(row.status)) {
          items.push(
            <GridActionsCellItem
              key="edit"
              icon={<EditIcon />}
              label={t('realname.edit')}
              onClick={() => form.open(String(row.id))}
            />,
          );
        }
        if (events.includes('WITHDRAW')) {
          items.push(
            <GridActionsCellItem
              key="withdraw"
              icon={<UndoIcon />}
              label={t('workflowEvent.WITHDRAW')}
              onClick={() =>
                review.send({
                  type: 'DECIDE',
                  decision: 'WITHDRAW',
                  ids: [row.id],
                  commentRequired: false,
                })
              }
            />,
          );
        }
        return items;
      },
    },
  ];

  return (
    <Stack spacing={2}>
      <Paper sx={{ p: 2 }}>
        <Stack
          direction="row"
          spacing={2}
          sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
        >
          <Stack spacing={0.5}>
            <Typography variant="h5" component="h1">
              {t('realname.myTitle')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('realname.myIntro')}
            </Typography>
          </Stack>
          <Stack direction="row" spacing={1}>
            <Button startIcon={<RefreshIcon />} onClick={() => list.send({ type: 'REFRESH' })}>
              {t('action.refresh')}
            </Button>
            {formTarget === null && action?.kind === 'new' && (
              <Button
                variant="contained"
                startIcon={<AddIcon />}
                onClick={() => form.open(NEW_RECORD)}
              >
                {t('realname.new')}
              </Button>
            )}
            {formTarget === null && action?.kind === 'continue' && (
              <Button
                variant="contained"
                startIcon={<EditIcon />}
                onClick={() => form.open(String(action.application.id))}
              >
                {t('realname.continue')}
              </Button>
            )}
          </Stack>
        </Stack>
      </Paper>

      {formTarget !== null &&
        (renderForm ? (
          renderForm(formTarget, form.close)
        ) : (
          <RealnameFormHost
            key={form.mounted}
            target={form.mounted ?? formTarget}
            onClose={form.close}
            onCreated={form.nameCreated}
          />
        ))}

      {rows.some((row) => isApproved(row.status)) && (
        <Alert severity="success">{t('realname.certified')}</Alert>
      )}

      <ListGrid<RealnameApplication> columns={columns} label={t('realname.myListLabel')} />
      <WithdrawDialog />
    </Stack>
  );
}
