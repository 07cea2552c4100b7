import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import { roleLabelKey, isRoleCode } from '@machines/access/roles';
import type { InstitutionApplicationDetail } from '@machines/contracts';
import { DefinitionItem, DefinitionList } from '../../components/DefinitionList';
import { DocumentsSection } from '../../components/DocumentPreviews';
import { PeopleChips } from '../../components/PeopleChips';
import { TimelineSection } from '../../components/Timeline';
import { RecordHeading } from '../../components/RecordHeading';
import { formatDateTime } from '../../lib/dates';

export interface InstitutionViewProps {
  readonly detail: InstitutionApplicationDetail;
  /** What the viewer may do (the reviewer's decisions, the applicant's links). */
  readonly actions?: ReactNode;
}

/**
 * One institution application as its company and the platform see it: the kind, the
 * business line and the role an approval grants, the institution's description, its
 * teachers or assessors (one no longer verified is marked), the contact (whole), the
 * signed form and supporting file, and the steps so far.
 */
export function InstitutionView({ detail, actions }: InstitutionViewProps) {
  const { t } = useTranslation();
  const { application, events } = detail;
  const training = application.kind === 'training';
  const role = isRoleCode(application.roleCode) ? t(roleLabelKey(application.roleCode)) : '';

  return (
    <Stack spacing={2.5}>
      <RecordHeading
        title={application.companyName}
        family="application"
        status={application.status}
        events={events}
      />

      <DefinitionList>
        <DefinitionItem label={t('institution.kindLabel')}>
          {t(`institution.kind.${application.kind}`)}
        </DefinitionItem>
        <DefinitionItem label={t('institution.businessLine')}>
          {application.businessLine &&
            t('institution.lineValue', { line: application.businessLine })}
        </DefinitionItem>
        <DefinitionItem label={t('institution.roleCode')}>{role}</DefinitionItem>
        <DefinitionItem label={t('institution.introduction')}>
          {application.introduction}
        </DefinitionItem>
        <DefinitionItem label={t(training ? 'institution.premises' : 'institution.office')}>
          {application.premises}
        </DefinitionItem>
        {training && (
          <DefinitionItem label={t('institution.courseScope')}>
            {application.courseScope}
          </DefinitionItem>
        )}
        <DefinitionItem label={t(training ? 'institution.teachers' : 'institution.assessors')}>
          <PeopleChips people={application.people} />
        </DefinitionItem>
        <DefinitionItem label={t('field.contactName')}>{application.contactName}</DefinitionItem>
        <DefinitionItem label={t('field.contactMobile')}>
          {application.contactMobile}
        </DefinitionItem>
        <DefinitionItem label={t('field.submittedAt')}>
          {formatDateTime(application.submittedAt)}
        </DefinitionItem>
      </DefinitionList>

      <DocumentsSection
        title={t('institution.documents')}
        documents={[
          { label: t('institution.qualificationFile'), file: application.qualificationFile },
          { label: t('institution.supportingFile'), file: application.supportingFile },
        ]}
        missingText={t('institution.noFile')}
      />

      <TimelineSection family="application" entries={events} />
      {actions}
    </Stack>
  );
}
