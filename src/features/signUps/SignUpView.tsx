import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import type { SignUpDetail } from '@machines/contracts';
import { DefinitionItem, DefinitionList } from '../../components/DefinitionList';
import { DocumentPreviews } from '../../components/DocumentPreviews';
import { RecordHeading } from '../../components/RecordHeading';
import { SessionDates } from '../../components/SessionDates';
import { TimelineSection } from '../../components/Timeline';
import { formatDateTime } from '../../lib/dates';
import { DateChangeHistory } from './DateChangeHistory';

export interface SignUpViewProps {
  /** The sign-up and its steps; its date changes where the viewer follows them. */
  readonly detail: Pick<SignUpDetail, 'signUp' | 'events'> &
    Partial<Pick<SignUpDetail, 'dateChanges' | 'traineePhoto'>>;
  /** More of what the viewer knows of it (a training record's credit hours). */
  readonly extra?: ReactNode;
  /** What the viewer may do (the applicant's cancel, the institution's decisions). */
  readonly actions?: ReactNode;
}

/**
 * One sign-up as its applicant, the course's institution and the certificate reviewers see
 * it: the trainee (a company's with their photo), the course and session, the exam and the
 * certificate once there, and every step so far.
 */
export function SignUpView({ detail, extra, actions }: SignUpViewProps) {
  const { t } = useTranslation();
  const { signUp, events } = detail;
  return (
    <Stack spacing={2.5}>
      <RecordHeading
        title={signUp.traineeName}
        family="signUp"
        status={signUp.status}
        events={events}
      />
      <DefinitionList>
        <DefinitionItem label={t('signUp.course')}>{signUp.courseName}</DefinitionItem>
        <DefinitionItem label={t('signUp.institution')}>{signUp.institutionName}</DefinitionItem>
        <DefinitionItem label={t('signUp.field.trainingDateId')}>
          <SessionDates signUp={signUp} />
        </DefinitionItem>
        <DefinitionItem label={t('signUp.company')}>
          {signUp.companyName || t('signUp.individual')}
        </DefinitionItem>
        <DefinitionItem label={t('signUp.field.idCard')}>{signUp.traineeIdCard}</DefinitionItem>
        <DefinitionItem label={t('signUp.field.mobile')}>{signUp.traineeMobile}</DefinitionItem>
        <DefinitionItem label={t('signUp.signedUpAt')}>
          {formatDateTime(signUp.createdAt)}
        </DefinitionItem>
        <DefinitionItem label={t('signUp.examScore')}>{signUp.examScore}</DefinitionItem>
        <DefinitionItem label={t('signUp.certificateNumber')}>
          {signUp.certificateNumber}
        </DefinitionItem>
        <DefinitionItem label={t('signUp.validity')}>
          {signUp.issuedOn &&
            t('signUp.sessionValue', { from: signUp.issuedOn, to: signUp.expiresOn })}
        </DefinitionItem>
        {extra}
      </DefinitionList>
      {detail.traineePhoto && (
        <DocumentPreviews
          documents={[{ label: t('signUp.photo'), file: detail.traineePhoto }]}
          missingText=""
        />
      )}
      {detail.dateChanges && detail.dateChanges.length > 0 && (
        <DateChangeHistory changes={detail.dateChanges} />
      )}
      <TimelineSection family="signUp" entries={events} />
      {actions}
    </Stack>
  );
}
