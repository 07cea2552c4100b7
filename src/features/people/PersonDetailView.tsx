import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import type { PersonDetail } from '@machines/contracts';
import { DefinitionItem, DefinitionList } from '../../components/DefinitionList';
import { DocumentsSection } from '../../components/DocumentPreviews';
import { ReviewDecisionActions } from '../../components/ReviewDecisionActions';
import { TimelineSection } from '../../components/Timeline';
import { RecordHeading } from '../../components/RecordHeading';
import { formatDateTime } from '../../lib/dates';

export interface PersonDetailViewProps {
  readonly detail: PersonDetail;
}

/**
 * One declared person for the staff who verify them: who they are (ID card and mobile
 * whole), their photo, ID card and diploma (the viewer zooms and rotates), the steps so
 * far, and the decisions the workflow offers now.
 */
export function PersonDetailView({ detail }: PersonDetailViewProps) {
  const { t } = useTranslation();
  const { person, events, availableEvents } = detail;
  const optional = (code: string, group: string) => (code ? t(`person.${group}.${code}`) : '');

  return (
    <Stack spacing={2.5}>
      <RecordHeading
        title={person.name}
        family="application"
        status={person.status}
        events={events}
      />

      <DefinitionList>
        <DefinitionItem label={t('field.companyName')}>{person.companyName}</DefinitionItem>
        <DefinitionItem label={t('person.gender.label')}>
          {optional(person.gender, 'gender')}
        </DefinitionItem>
        <DefinitionItem label={t('person.idCard')}>{person.idCard}</DefinitionItem>
        <DefinitionItem label={t('field.mobile')}>{person.mobile}</DefinitionItem>
        <DefinitionItem label={t('field.email')}>{person.email}</DefinitionItem>
        <DefinitionItem label={t('person.education.label')}>
          {optional(person.education, 'education')}
        </DefinitionItem>
        <DefinitionItem label={t('person.title.label')}>
          {optional(person.professionalTitle, 'title')}
        </DefinitionItem>
        <DefinitionItem label={t('person.employedFrom')}>{person.employedFrom}</DefinitionItem>
        <DefinitionItem label={t('person.employedTo')}>{person.employedTo}</DefinitionItem>
        <DefinitionItem label={t('field.submittedAt')}>
          {formatDateTime(person.submittedAt)}
        </DefinitionItem>
      </DefinitionList>

      <DocumentsSection
        title={t('person.documents')}
        documents={[
          { label: t('person.photo'), file: person.photoFile },
          { label: t('person.idCardFile'), file: person.idCardFile },
          { label: t('person.diplomaFile'), file: person.diplomaFile },
        ]}
        missingText={t('person.noFile')}
      />

      <TimelineSection family="application" entries={events} />

      <ReviewDecisionActions
        id={person.id}
        available={availableEvents}
        label={t('person.reviewActions')}
      />
    </Stack>
  );
}
