import { useTranslation } from 'react-i18next';
import { ErrorPage } from './ErrorPage';

/** /404: where unknown paths land. */
export function NotFoundScreen() {
  const { t } = useTranslation();
  return <ErrorPage code="404" title={t('route.notFound')} description={t('errorPage.notFound')} />;
}
