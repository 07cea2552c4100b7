import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import { statusFamilies } from '@machines/workflows';
import { useLevelName } from './levels';
import { MyMembershipContext } from './membershipActors';

/**
 * Above the membership application form: what the company's membership is now, so a
 * member does not take the form for a first application; nothing while it loads or fails
 * (the form works without it), a line for a company not yet a member.
 */
export function CurrentMembershipNote() {
  const { t } = useTranslation();
  const levelName = useLevelName();
  const result = MyMembershipContext.useSelector((s) => s.output);
  if (!result?.ok) return null;
  const { membership } = result.detail;
  if (!membership) {
    return (
      <Alert severity="info" role="note">
        {t('membership.joiningNote')}
      </Alert>
    );
  }
  return (
    <Alert severity="info" role="note">
      {t('membership.currentNote', {
        level: levelName(membership.levelCode),
        status: t(statusFamilies.membership.metaOf(membership.status).label),
        from: membership.validFrom,
        to: membership.validTo,
      })}
    </Alert>
  );
}
