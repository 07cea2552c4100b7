import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { pageTitleKey, type PageId } from '@machines/access/pages';

/** The title key of the page now: its record title while the URL names a record (`?id=`). */
export function useCurrentTitleKey(pageId: PageId): string {
  const [params] = useSearchParams();
  return pageTitleKey(pageId, { record: params.has('id') });
}

/** Seed §1: "<route title> - <association title>". */
export function useDocumentTitle(pageId: PageId | undefined): void {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const record = params.has('id');
  useEffect(() => {
    const association = t('app.association');
    document.title = pageId
      ? `${t(pageTitleKey(pageId, { record }))} - ${association}`
      : association;
  }, [pageId, record, t, i18n.language]);
}
