import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import { certificatePath } from './creditActors';

/** The way to an approved application's e-certificate (`/qualificationDocument`). */
export function CertificateLink({ id }: { readonly id: number }) {
  const { t } = useTranslation();
  return (
    <Button
      component={RouterLink}
      to={certificatePath(id)}
      variant="outlined"
      startIcon={<WorkspacePremiumOutlinedIcon />}
    >
      {t('certificate.open')}
    </Button>
  );
}
