import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import type { VipApplicationDetail } from '@machines/contracts';
import { DefinitionItem, DefinitionList } from '../../components/DefinitionList';
import { DocumentsSection } from '../../components/DocumentPreviews';
import { TimelineSection } from '../../components/Timeline';
import { RecordHeading } from '../../components/RecordHeading';
import { formatDateTime } from '../../lib/dates';
import { useLevelName } from './levels';

export interface VipApplicationViewProps {
  readonly detail: VipApplicationDetail;
  /** What the viewer may do (the reviewer's decisions, the applicant's links). */
  readonly actions?: ReactNode;
}

/**
 * One membership application as its company and the platform see it: the level applied
 * for, the member profile, the contact (whole), the signed form and supporting file (the
 * viewer zooms and rotates), and the steps so far.
 */
export function VipApplicationView({ detail, actions }: VipApplicationViewProps) {
  const { t } = useTranslation();
  const levelName = useLevelName();
  const { application, events } = detail;
  const scale = application.scale ? t(`membership.scale.${application.scale}`) : '';

  return (
    <Stack spacing={2.5}>
      <RecordHeading
        title={application.companyName}
        family="application"
        status={application.status}
        events={events}
      />

      <DefinitionList>
        <DefinitionItem label={t('membership.level')}>
          {application.levelCode ? levelName(application.levelCode) : ''}
        </DefinitionItem>
        <DefinitionItem label={t('membership.scale.label')}>{scale}</DefinitionItem>
        <DefinitionItem label={t('membership.registeredCapital')}>
          {application.registeredCapital &&
            t('membership.capitalValue', { amount: application.registeredCapital })}
        </DefinitionItem>
        <DefinitionItem label={t('membership.staffCount')}>{application.staffCount}</DefinitionItem>
        <DefinitionItem label={t('membership.businessScope')}>
          {application.businessScope}
        </DefinitionItem>
        <DefinitionItem label={t('membership.qualifications')}>
          {application.qualifications}
        </DefinitionItem>
        <DefinitionItem label={t('field.contactName')}>{application.contactName}</DefinitionItem>
        <DefinitionItem label={t('field.contactMobile')}>
          {application.contactMobile}
        </DefinitionItem>
        <DefinitionItem label={t('field.email')}>{application.contactEmail}</DefinitionItem>
        <DefinitionItem label={t('field.submittedAt')}>
          {formatDateTime(application.submittedAt)}
        </DefinitionItem>
      </DefinitionList>

      <DocumentsSection
        title={t('membership.documents')}
        documents={[
          { label: t('membership.applicationFile'), file: application.applicationFile },
          { label: t('membership.supportingFile'), file: application.supportingFile },
        ]}
        missingText={t('membership.noFile')}
      />

      <TimelineSection family="application" entries={events} />
      {actions}
    </Stack>
  );
}
