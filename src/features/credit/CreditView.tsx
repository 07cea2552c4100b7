import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import type { CreditApplicationDetail, InstitutionPerson } from '@machines/contracts';
import { DefinitionItem, DefinitionList } from '../../components/DefinitionList';
import { DocumentsSection } from '../../components/DocumentPreviews';
import { PeopleChips } from '../../components/PeopleChips';
import { TimelineSection } from '../../components/Timeline';
import { RecordHeading } from '../../components/RecordHeading';
import { formatDateTime } from '../../lib/dates';
import { useEntryName } from '../../lib/entryName';
import { useCategoryName } from './creditRows';

export interface CreditViewProps {
  readonly detail: CreditApplicationDetail;
  /** What the viewer may do (the applicant's links, a reviewer's decisions). */
  readonly actions?: ReactNode;
  /** The applicant takes a person off (while the application may change). */
  readonly onRemovePerson?: (person: InstitutionPerson) => void;
}

/**
 * One credit application as its company and its reviewers see it: the category and its
 * line, the review institution and its assessor, the contact, the statement, the people it
 * counts, each material's file, the certificate once issued, and every step so far.
 */
export function CreditView({ detail, actions, onRemovePerson }: CreditViewProps) {
  const { t } = useTranslation();
  const entryName = useEntryName();
  const categoryName = useCategoryName();
  const { application, events } = detail;

  return (
    <Stack spacing={2.5}>
      <RecordHeading
        title={application.companyName}
        family="qualification"
        status={application.status}
        events={events}
      />

      <DefinitionList>
        <DefinitionItem label={t('creditApply.field.categoryId')}>
          {categoryName(application)}
        </DefinitionItem>
        <DefinitionItem label={t('creditApply.businessLine')}>
          {t('institution.lineValue', { line: application.businessLine })}
        </DefinitionItem>
        <DefinitionItem label={t('creditApply.field.institutionId')}>
          {application.institutionName}
        </DefinitionItem>
        <DefinitionItem label={t('creditApply.assessor')}>
          {application.assessorName}
        </DefinitionItem>
        <DefinitionItem label={t('creditApply.field.contactName')}>
          {application.contactName}
        </DefinitionItem>
        <DefinitionItem label={t('creditApply.field.contactMobile')}>
          {application.contactMobile}
        </DefinitionItem>
        <DefinitionItem label={t('creditApply.field.description')}>
          {application.description}
        </DefinitionItem>
        <DefinitionItem label={t('creditApply.field.personIds')}>
          <PeopleChips people={application.people} onRemove={onRemovePerson} />
        </DefinitionItem>
        <DefinitionItem label={t('field.submittedAt')}>
          {formatDateTime(application.submittedAt)}
        </DefinitionItem>
        {application.certificateNo && (
          <>
            <DefinitionItem label={t('creditApply.certificateNo')}>
              {application.certificateNo}
            </DefinitionItem>
            <DefinitionItem label={t('creditApply.validity')}>
              {t('creditApply.validityValue', {
                from: application.issuedOn,
                to: application.expiresOn,
              })}
            </DefinitionItem>
          </>
        )}
      </DefinitionList>

      <DocumentsSection
        title={t('creditApply.field.materials')}
        documents={application.materials.map((material) => ({
          label: entryName(material),
          file: material.file,
        }))}
        missingText={t('creditApply.noFile')}
      />

      <TimelineSection family="qualification" entries={events} />
      {actions}
    </Stack>
  );
}
