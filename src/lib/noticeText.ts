import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Notice } from '@machines/app/notice';

/** The words of a machine's notice: a catalogue key, or the server's own text. */
export function noticeText(t: TFunction, notice: Notice): string {
  return 'text' in notice ? notice.text : t(notice.key, notice.values);
}

export function useNoticeText(): (notice: Notice) => string {
  const { t } = useTranslation();
  return (notice) => noticeText(t, notice);
}
