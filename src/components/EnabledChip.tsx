import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';

/** Whether an entry is switched on (offered, usable): a flag, not a workflow status. */
export function EnabledChip({ enabled }: { readonly enabled: boolean }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={enabled ? 'success' : 'default'}
      label={enabled ? t('catalogue.enabled') : t('catalogue.disabled')}
    />
  );
}
