import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import BusinessIcon from '@mui/icons-material/Business';
import { pages } from '@machines/access/pages';

/** The company's own page for platform staff (`/corporateDetail?id=`), from any review. */
export function companyPagePath(corporateId: number): string {
  return `${pages.corporateDetail.path}?id=${corporateId}`;
}

/** A way from a record under review to its company, whole. */
export function CompanyPageLink({ corporateId }: { corporateId: number }) {
  const { t } = useTranslation();
  return (
    <Button component={RouterLink} to={companyPagePath(corporateId)} startIcon={<BusinessIcon />}>
      {t('company.open')}
    </Button>
  );
}
