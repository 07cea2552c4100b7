import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import type { TrainingHistoryDetail } from '@machines/contracts';
import { DefinitionItem, DefinitionList } from '../../components/DefinitionList';
import { DocumentsSection } from '../../components/DocumentPreviews';
import { RecordHeading } from '../../components/RecordHeading';
import { TimelineSection } from '../../components/Timeline';
import { formatDateTime } from '../../lib/dates';

export interface HistoryViewProps {
  readonly detail: TrainingHistoryDetail;
  /** What the viewer may do (the company's edit link, the reviewer's decisions). */
  readonly actions?: ReactNode;
}

/**
 * One training declaration as its company and the platform see it: the kind, the trainee,
 * the training, its days and hours, the proof, and every step so far.
 */
export function HistoryView({ detail, actions }: HistoryViewProps) {
  const { t } = useTranslation();
  const { application: history, events } = detail;
  const field = (name: string) => t(`trainingHistory.field.${name}`);

  return (
    <Stack spacing={2.5}>
      <RecordHeading
        title={history.courseName}
        family="application"
        status={history.status}
        events={events}
      />
      <DefinitionList>
        <DefinitionItem label={field('kind')}>
          {t(`trainingHistory.kind.${history.kind}`)}
        </DefinitionItem>
        <DefinitionItem label={t('field.companyName')}>{history.companyName}</DefinitionItem>
        <DefinitionItem label={field('personId')}>{history.personName}</DefinitionItem>
        <DefinitionItem label={field('organizer')}>{history.organizer}</DefinitionItem>
        <DefinitionItem label={t('trainingHistory.period')}>
          {history.startDate &&
            t('trainingHistory.periodValue', { from: history.startDate, to: history.endDate })}
        </DefinitionItem>
        <DefinitionItem label={field('creditHours')}>
          {history.creditHours &&
            t('trainingHistory.hoursValue', { hours: Number(history.creditHours) })}
        </DefinitionItem>
        {history.kind === 'history' && (
          <DefinitionItem label={field('certificateNo')}>{history.certificateNo}</DefinitionItem>
        )}
        <DefinitionItem label={t('field.submittedAt')}>
          {formatDateTime(history.submittedAt)}
        </DefinitionItem>
        <DefinitionItem label={field('content')}>{history.content}</DefinitionItem>
      </DefinitionList>

      <DocumentsSection
        documents={[{ label: field('proofFileId'), file: history.proofFile }]}
        missingText={t('trainingHistory.noFile')}
      />

      <TimelineSection family="application" entries={events} />
      {actions}
    </Stack>
  );
}
