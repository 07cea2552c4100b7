import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import { canOpenPage } from '@machines/access/pages';
import type { SignUp } from '@machines/contracts';
import { statusFamilies } from '@machines/workflows';
import { SessionContext } from '../../components/appActorContexts';
import { certificatePreviewPath } from './signUpActors';

/**
 * The way to a sign-up's personnel e-certificate (`/certificatePreview`): while it is in
 * force, for whoever may open that page (its applicant, the certificate reviewers).
 */
export function PersonnelCertificateLink({ signUp }: { readonly signUp: SignUp }) {
  const { t } = useTranslation();
  const role = SessionContext.useSelector((s) => s.context.user?.activeRole);
  const issued = statusFamilies.signUp.stateOf(signUp.status) === 'certificateIssued';
  if (!issued || !canOpenPage('certificatePreview', role)) return null;
  return (
    <Button
      variant="outlined"
      startIcon={<WorkspacePremiumOutlinedIcon />}
      component={RouterLink}
      to={certificatePreviewPath(signUp.id)}
    >
      {t('certificate.open')}
    </Button>
  );
}
