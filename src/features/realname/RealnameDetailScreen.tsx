import { useId, type ReactNode } from 'react';
import { DetailTracker, useReloadableDetail } from '../../components/detailLoader';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import { pages } from '@machines/access/pages';
import { pageAbove } from '@machines/access/placement';
import type { AvailableEventInfo } from '@machines/contracts';
import type { Party } from '@machines/workflows';
import { SessionContext } from '../../components/appActorContexts';
import { ReviewContext } from '../../components/actorContexts';
import { DefinitionItem, DefinitionList } from '../../components/DefinitionList';
import { FilePreview } from '../../components/FilePreview';
import { useRecordReview } from '../../components/recordReview';
import { ReviewDialog } from '../../components/ReviewDialog';
import { StatusChip } from '../../components/StatusChip';
import { Timeline } from '../../components/Timeline';
import { WorkflowActions, type WorkflowAction } from '../../components/WorkflowActions';
import { LoadFailed } from '../../components/LoadFailed';
import * as realnameApi from '../../lib/api/realname';
import type { RealnameDetail } from '../../lib/api/realname';
import { formatDateTime } from '../../lib/dates';
import { returnCommentOf } from '../../lib/applicationStatus';
import {
  appDetailLoader,
  eventsOfParty,
  FORM_PARAM,
  partyOf,
  RealnameDetailContext,
} from './realnameActors';
import { WithdrawDialog } from './WithdrawDialog';

/** `/realnameDetail/history?id=…`: the application loaded, and reloaded after each decision. */
export function RealnameDetailRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id');
  const { generation, reload, track, latest } = useReloadableDetail<RealnameDetail>();
  // Decisions and the company's withdrawal, each with the version on screen.
  const review = useRecordReview({
    current: () => latest()?.application ?? null,
    decide: ({ id, version, event, comment }) =>
      event === 'WITHDRAW'
        ? realnameApi.withdrawApplication({ id, version })
        : realnameApi.decideApplication({ id, version, event, comment }),
    reload,
  });

  if (!id) return <Alert severity="error">{t('realname.missingId')}</Alert>;
  return (
    <ReviewContext.Provider logic={review}>
      <RealnameDetailContext.Provider
        key={`${id}:${generation}`}
        logic={appDetailLoader}
        options={{ input: { id } }}
      >
        <DetailTracker context={RealnameDetailContext} onDetail={track} />
        <RealnameDetailScreen onReload={reload} />
      </RealnameDetailContext.Provider>
    </ReviewContext.Provider>
  );
}

export interface RealnameDetailScreenProps {
  /** Load the application again (after a failure, or a conflicting decision). */
  readonly onReload: () => void;
}

/** The loader's state: a skeleton while loading, the failure with a retry, or the application. */
export function RealnameDetailScreen({ onReload }: RealnameDetailScreenProps) {
  const { t } = useTranslation();
  const result = RealnameDetailContext.useSelector((s) => s.output);
  const role = SessionContext.useSelector((s) => s.context.activeRole);
  const party = partyOf(role);

  const detail = result?.ok ? result.detail : undefined;
  let content: ReactNode;
  if (result && !result.ok) {
    content = <LoadFailed title={t('realname.loadFailed')} failure={result} onRetry={onReload} />;
  } else if (!detail) {
    content = (
      <Paper sx={{ p: 3 }} role="progressbar" aria-busy="true" aria-label={t('app.loading')}>
        <Stack spacing={2}>
          <Skeleton variant="text" width="30%" height={40} />
          <Skeleton variant="rectangular" height={200} />
        </Stack>
      </Paper>
    );
  } else {
    // Back goes where the breadcrumb says the page sits for this role.
    const backTo = pages[pageAbove('realnameDetailHistory', role) ?? 'dashboard'].path;
    content = <RealnameDetailView detail={detail} party={party} backTo={backTo} />;
  }
  // The dialogs outlive a reload of the application (after a decision or a conflict).
  return (
    <>
      {content}
      {party === 'platform' ? (
        <ReviewDialog itemLabel={() => detail?.application.companyName ?? ''} />
      ) : (
        <WithdrawDialog />
      )}
    </>
  );
}

export interface RealnameDetailViewProps {
  readonly detail: RealnameDetail;
  readonly party: Party;
  /** The page this one is opened from, for the back button. */
  readonly backTo: string;
}

/**
 * One application: its fields, licence, status and timeline. The platform gets the
 * review decisions, the company withdrawal and correction: a button for each event the
 * server's `availableEvents` lists, none for the others.
 */
export function RealnameDetailView({ detail, party, backTo }: RealnameDetailViewProps) {
  const { t } = useTranslation();
  const review = ReviewContext.useActorRef();
  const headingId = useId();
  const timelineId = useId();
  const { application, events, availableEvents } = detail;
  const returnComment = returnCommentOf(application.status, events);

  // Every event of the party, shaped; WorkflowActions shows those offered now.
  const actions = eventsOfParty(party).map(({ type }): WorkflowAction => {
    if (type === 'SUBMIT') {
      // Submitting happens in the form: a way there while the application is editable.
      return {
        type,
        label: returnComment ? t('realname.correct') : t('realname.continue'),
        icon: <EditIcon />,
        variant: 'contained',
        to: `${pages.realnameApplyHistory.path}?${FORM_PARAM}=${encodeURIComponent(String(application.id))}`,
      };
    }
    return {
      type,
      variant: type === 'APPROVE' ? 'contained' : 'outlined',
      color: type === 'WITHDRAW' ? 'inherit' : 'primary',
    };
  });
  const decide = (event: AvailableEventInfo) =>
    review.send({
      type: 'DECIDE',
      decision: event.type,
      ids: [application.id],
      commentRequired: event.commentRequired,
    });

  return (
    <Stack spacing={2} component="article" aria-labelledby={headingId}>
      <Paper sx={{ p: 3 }}>
        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
        >
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Button
              component={RouterLink}
              to={backTo}
              startIcon={<ArrowBackIcon />}
              aria-label={t('realname.back')}
            >
              {t('realname.back')}
            </Button>
            <Typography id={headingId} variant="h5" component="h1">
              {application.companyName || t('realname.detailTitle')}
            </Typography>
            <StatusChip family="application" code={application.status} size="medium" />
          </Stack>
          <WorkflowActions
            label={party === 'platform' ? t('realname.reviewActions') : t('realname.myActions')}
            available={availableEvents}
            actions={actions}
            onAction={decide}
          />
        </Stack>

        {returnComment && (
          <Alert severity="warning" variant="outlined" sx={{ mt: 2 }}>
            <AlertTitle>{t('realname.returnComment')}</AlertTitle>
            <Typography sx={{ whiteSpace: 'pre-wrap', fontWeight: 500 }}>
              {returnComment}
            </Typography>
          </Alert>
        )}

        <Divider sx={{ my: 2 }} />
        <DefinitionList>
          <DefinitionItem label={t('field.companyName')}>{application.companyName}</DefinitionItem>
          <DefinitionItem label={t('field.creditCode')}>{application.creditCode}</DefinitionItem>
          <DefinitionItem label={t('field.legalRepresentative')}>
            {application.legalRepresentative}
          </DefinitionItem>
          <DefinitionItem label={t('field.contactName')}>{application.contactName}</DefinitionItem>
          <DefinitionItem label={t('field.contactMobile')}>
            {application.contactMobile}
          </DefinitionItem>
          <DefinitionItem label={t('field.address')}>{application.address}</DefinitionItem>
          <DefinitionItem label={t('realname.createdAt')}>
            {formatDateTime(application.createdAt)}
          </DefinitionItem>
          <DefinitionItem label={t('realname.submittedAt')}>
            {formatDateTime(application.submittedAt)}
          </DefinitionItem>
          <DefinitionItem label={t('realname.decidedAt')}>
            {formatDateTime(application.decidedAt)}
          </DefinitionItem>
          <DefinitionItem label={t('realname.updatedAt')}>
            {formatDateTime(application.updatedAt)}
          </DefinitionItem>
        </DefinitionList>

        <Typography variant="subtitle1" component="h2" sx={{ mt: 3, mb: 1 }}>
          {t('field.licenceFileId')}
        </Typography>
        {application.licenceFile ? (
          <FilePreview file={application.licenceFile} width={240} height={168} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('realname.noLicence')}
          </Typography>
        )}
      </Paper>

      <Paper sx={{ p: 3 }}>
        <Typography id={timelineId} variant="subtitle1" component="h2" sx={{ mb: 2 }}>
          {t('timeline.title')}
        </Typography>
        <Timeline family="application" entries={events} labelledBy={timelineId} />
      </Paper>
    </Stack>
  );
}
