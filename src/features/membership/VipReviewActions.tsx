import { useTranslation } from 'react-i18next';
import type { VipApplicationDetail } from '@machines/contracts';
import Stack from '@mui/material/Stack';
import { CompanyPageLink } from '../../components/CompanyPageLink';
import { ReviewDecisionActions } from '../../components/ReviewDecisionActions';

/** The way to the company, and the decisions the workflow offers the platform here. */
export function VipReviewActions({ detail }: { detail: VipApplicationDetail }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
      <CompanyPageLink corporateId={detail.application.corporateId} />
      <ReviewDecisionActions
        id={detail.application.id}
        available={detail.availableEvents}
        label={t('membership.reviewActions')}
      />
    </Stack>
  );
}
