import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SMS_DELIVERY_STATES } from '@machines/app/smsDelivery';
import type { SmsDelivery } from '@machines/contracts';
import { DefinitionItem, DefinitionList } from '../../components/DefinitionList';
import { formatDateTime } from '../../lib/dates';

/**
 * The reset code an approval promised, as the outbox sends it: sent (when, to which
 * number), waiting for its next try (when, and what held it back), or given up (why, and
 * what the appellant does instead).
 */
export function ResetCodeDelivery({
  delivery,
  mobile,
}: {
  readonly delivery: SmsDelivery;
  readonly mobile: string;
}) {
  const { t } = useTranslation();
  const meta = SMS_DELIVERY_STATES[delivery.state];
  const reason = delivery.lastError ? t(delivery.lastError) : '';
  const detail =
    delivery.state === 'sent'
      ? t('appeal.resetCodeSent', { time: formatDateTime(delivery.sentAt), mobile })
      : delivery.state === 'pending'
        ? t('appeal.resetCodeWaiting', { time: formatDateTime(delivery.nextAttemptAt), reason })
        : t('appeal.resetCodeFailed', { reason });
  return (
    <DefinitionList>
      <DefinitionItem label={t('appeal.resetCode')}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip size="small" color={meta.color} label={t(meta.label)} />
          <Typography variant="body2">{detail}</Typography>
        </Stack>
      </DefinitionItem>
    </DefinitionList>
  );
}
