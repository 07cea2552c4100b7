import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterField } from '../../components/FilterBar';

/** Enabled or disabled accounts. */
export function useStateFilter(): FilterField {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      kind: 'select',
      name: 'enabled',
      label: t('accounts.state'),
      options: [
        { value: 'true', label: t('catalogue.enabled') },
        { value: 'false', label: t('catalogue.disabled') },
      ],
    }),
    [t],
  );
}
