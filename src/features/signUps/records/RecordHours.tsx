import { useTranslation } from 'react-i18next';
import type { TrainingRecord } from '@machines/contracts';

/**
 * A training's credit hours: earned ("32.0"), or the course's still to earn, said so in
 * words (not only a colour), or nothing when the course gives none.
 */
export function RecordHours({ record }: { readonly record: TrainingRecord }) {
  const { t } = useTranslation();
  if (!record.creditHours) return null;
  return record.hoursEarned ? (
    <>{record.creditHours}</>
  ) : (
    <>{t('record.hoursNotEarned', { hours: record.creditHours })}</>
  );
}
