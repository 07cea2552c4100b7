import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import type { AppealAccount, AvailableEventInfo } from '@machines/contracts';
import { ReviewContext } from '../../components/actorContexts';
import { DefinitionItem, DefinitionList } from '../../components/DefinitionList';
import { DocumentsSection } from '../../components/DocumentPreviews';
import { TimelineSection } from '../../components/Timeline';
import { WorkflowActions, type WorkflowAction } from '../../components/WorkflowActions';
import { RecordHeading } from '../../components/RecordHeading';
import type { CorporateAppeal, CorporateAppealDetail } from '../../lib/api/appeals';
import { formatDateTime } from '../../lib/dates';
import { ResetCodeDelivery } from './ResetCodeDelivery';

/** The account the user name names, its contact now beside the one the appeal asks for. */
function AccountSection({
  appeal,
  account,
}: {
  appeal: CorporateAppeal;
  account: AppealAccount | null;
}) {
  const { t } = useTranslation();
  if (!account) {
    return (
      <Alert severity="warning" variant="outlined">
        <AlertTitle>{t('appeal.noAccountTitle')}</AlertTitle>
        {t('appeal.noAccount', { userName: appeal.userName })}
      </Alert>
    );
  }
  const otherCompany = account.companyName !== null && account.companyName !== appeal.companyName;
  return (
    <Stack spacing={1.5}>
      {otherCompany && (
        <Alert severity="warning" variant="outlined">
          {t('appeal.companyMismatch', { company: account.companyName })}
        </Alert>
      )}
      {!account.enabled && <Alert severity="info">{t('appeal.accountDisabled')}</Alert>}
      <DefinitionList>
        <DefinitionItem label={t('appeal.accountName')}>{account.name}</DefinitionItem>
        <DefinitionItem label={t('field.userName')}>{account.userName}</DefinitionItem>
        <DefinitionItem label={t('appeal.accountCompany')}>{account.companyName}</DefinitionItem>
        <DefinitionItem label={t('field.creditCode')}>{account.creditCode}</DefinitionItem>
        <DefinitionItem label={t('appeal.currentMobile')}>{account.mobile}</DefinitionItem>
        <DefinitionItem label={t('appeal.requestedMobile')}>{appeal.mobile}</DefinitionItem>
        <DefinitionItem label={t('appeal.currentEmail')}>{account.email}</DefinitionItem>
        <DefinitionItem label={t('appeal.requestedEmail')}>{appeal.email}</DefinitionItem>
      </DefinitionList>
    </Stack>
  );
}

export interface AppealDetailViewProps {
  readonly detail: CorporateAppealDetail;
}

/**
 * One appeal for its reviewer: what the appellant stated, the account it names, both
 * images (the viewer zooms and rotates), the timeline, and approve / reject when the
 * server's `availableEvents` lists them. Approving needs an account: without one the
 * button says so.
 */
export function AppealDetailView({ detail }: AppealDetailViewProps) {
  const { t } = useTranslation();
  const review = ReviewContext.useActorRef();
  const { appeal, account, events, availableEvents } = detail;
  const canApprove = account !== null;
  const actions: WorkflowAction[] = [
    { type: 'REJECT', color: 'error', icon: <CloseIcon /> },
    {
      type: 'APPROVE',
      variant: 'contained',
      icon: <CheckIcon />,
      // Approving moves the appeal's contact onto an account: without one it cannot.
      ...(canApprove ? {} : { unavailableBecause: t('appeal.noAccountTitle') }),
    },
  ];
  const decide = (event: AvailableEventInfo) =>
    review.send({
      type: 'DECIDE',
      decision: event.type,
      ids: [appeal.id],
      commentRequired: event.commentRequired,
    });
  const approveOffered = availableEvents.some((event) => event.type === 'APPROVE');

  return (
    <Stack spacing={2.5}>
      <RecordHeading
        title={appeal.companyName}
        family="appeal"
        status={appeal.status}
        events={events}
      />

      <DefinitionList>
        <DefinitionItem label={t('field.userName')}>{appeal.userName}</DefinitionItem>
        <DefinitionItem label={t('field.companyName')}>{appeal.companyName}</DefinitionItem>
        <DefinitionItem label={t('field.creditCode')}>{appeal.creditCode}</DefinitionItem>
        <DefinitionItem label={t('field.mobile')}>{appeal.mobile}</DefinitionItem>
        <DefinitionItem label={t('field.email')}>{appeal.email}</DefinitionItem>
        <DefinitionItem label={t('appeal.submittedAt')}>
          {formatDateTime(appeal.createdAt)}
        </DefinitionItem>
        <DefinitionItem label={t('field.decidedAt')}>
          {formatDateTime(appeal.decidedAt)}
        </DefinitionItem>
      </DefinitionList>

      <Divider />
      <Typography variant="subtitle1" component="h3">
        {t('appeal.accountHeading')}
      </Typography>
      <AccountSection appeal={appeal} account={account} />
      {detail.resetCode && <ResetCodeDelivery delivery={detail.resetCode} mobile={appeal.mobile} />}

      <DocumentsSection
        title={t('appeal.materials')}
        documents={[
          { label: t('field.licenceFileId'), file: appeal.licenceFile },
          { label: t('field.proofFileId'), file: appeal.proofFile },
        ]}
        missingText={t('appeal.noFile')}
      />

      <TimelineSection family="appeal" entries={events} />

      {availableEvents.length > 0 && (
        <>
          <Divider />
          {approveOffered && canApprove && <Alert severity="info">{t('appeal.approveHint')}</Alert>}
          {approveOffered && canApprove && account && detail.loginNameAfterApproval && (
            <Alert severity="warning">
              {t('appeal.loginNameChange', {
                from: account.userName,
                to: detail.loginNameAfterApproval,
              })}
            </Alert>
          )}
          {approveOffered && detail.otherPendingAppeals > 0 && (
            <Alert severity="warning">
              {t('appeal.otherPending', { count: detail.otherPendingAppeals })}
            </Alert>
          )}
          <WorkflowActions
            label={t('appeal.reviewActions')}
            available={availableEvents}
            actions={actions}
            onAction={decide}
            justify="flex-end"
          />
        </>
      )}
    </Stack>
  );
}
