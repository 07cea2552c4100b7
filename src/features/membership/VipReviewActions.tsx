import { useTranslation } from 'react-i18next';
import type { VipApplicationDetail } from '@machines/contracts';
import { ReviewDecisionActions } from '../../components/ReviewDecisionActions';

/** The decisions the workflow offers the platform on this application. */
export function VipReviewActions({ detail }: { detail: VipApplicationDetail }) {
  const { t } = useTranslation();
  return (
    <ReviewDecisionActions
      id={detail.application.id}
      available={detail.availableEvents}
      label={t('membership.reviewActions')}
    />
  );
}
