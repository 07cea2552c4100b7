import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { pageTitleKey, type PageId } from '@machines/access/pages';

/** Seed §1: "<route title> - <association title>". */
export function useDocumentTitle(pageId: PageId | undefined): void {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    const association = t('app.association');
    document.title = pageId ? `${t(pageTitleKey(pageId))} - ${association}` : association;
  }, [pageId, t, i18n.language]);
}
