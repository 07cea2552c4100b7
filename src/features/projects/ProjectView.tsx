import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import type { ProjectApplicationDetail } from '@machines/contracts';
import { DefinitionItem, DefinitionList } from '../../components/DefinitionList';
import { DocumentsSection } from '../../components/DocumentPreviews';
import { RecordHeading } from '../../components/RecordHeading';
import { TimelineSection } from '../../components/Timeline';
import { formatDateTime } from '../../lib/dates';

export interface ProjectViewProps {
  readonly detail: ProjectApplicationDetail;
  /** What the viewer may do (the company's links, a reviewer's decisions). */
  readonly actions?: ReactNode;
}

/**
 * One project declaration as its company and its reviewers see it: the project, the
 * company's role and manager, the review institution, the contract and the acceptance
 * report, and every step so far.
 */
export function ProjectView({ detail, actions }: ProjectViewProps) {
  const { t } = useTranslation();
  const { application, events } = detail;
  const amount = application.contractAmount
    ? t('project.amountValue', { amount: Number(application.contractAmount).toLocaleString() })
    : '';

  return (
    <Stack spacing={2.5}>
      <RecordHeading
        title={application.name}
        family="qualification"
        status={application.status}
        events={events}
      />
      <DefinitionList>
        <DefinitionItem label={t('field.companyName')}>{application.companyName}</DefinitionItem>
        <DefinitionItem label={t('project.field.client')}>{application.client}</DefinitionItem>
        <DefinitionItem label={t('project.field.contractAmount')}>{amount}</DefinitionItem>
        <DefinitionItem label={t('project.period')}>
          {application.startDate &&
            t('project.periodValue', { from: application.startDate, to: application.endDate })}
        </DefinitionItem>
        <DefinitionItem label={t('project.field.role')}>
          {application.role && t(`project.role.${application.role}`)}
        </DefinitionItem>
        <DefinitionItem label={t('project.field.managerId')}>
          {application.managerName}
        </DefinitionItem>
        <DefinitionItem label={t('project.field.institutionId')}>
          {application.institutionName}
        </DefinitionItem>
        <DefinitionItem label={t('field.submittedAt')}>
          {formatDateTime(application.submittedAt)}
        </DefinitionItem>
        <DefinitionItem label={t('project.field.description')}>
          {application.description}
        </DefinitionItem>
      </DefinitionList>

      <DocumentsSection
        documents={[
          { label: t('project.field.contractFileId'), file: application.contractFile },
          { label: t('project.field.acceptanceFileId'), file: application.acceptanceFile },
        ]}
        missingText={t('project.noFile')}
      />

      <TimelineSection family="qualification" entries={events} />
      {actions}
    </Stack>
  );
}
