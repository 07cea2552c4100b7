import { useTranslation } from 'react-i18next';
import { isRoleCode, roleLabelKey } from '@machines/access/roles';

/** A staff role as the pages name it: its label, and its code unless the label holds it. */
export function useRoleWithCode(): (role: string) => string {
  const { t } = useTranslation();
  return (role) => {
    if (!isRoleCode(role)) return role;
    const label = t(roleLabelKey(role));
    return label.includes(role) ? label : t('managers.roleWithCode', { label, code: role });
  };
}
