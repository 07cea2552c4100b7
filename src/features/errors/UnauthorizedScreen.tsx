import { useTranslation } from 'react-i18next';
import { ErrorPage } from './ErrorPage';

/** /401: a page the active role may not open. */
export function UnauthorizedScreen() {
  const { t } = useTranslation();
  return (
    <ErrorPage
      code="401"
      title={t('route.unauthorized')}
      description={t('errorPage.unauthorized')}
    />
  );
}
