import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Link from '@mui/material/Link';

/** The id of the signed-in frame's `main`: where the skip link sends the focus. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * "跳到主要内容", the first Tab stop of every signed-in page (WCAG 2.4.1, bypass blocks):
 * out of sight until focused, it takes the keyboard past the menu and the header to the
 * page itself. It moves the focus rather than following the fragment, so the address
 * (which the lists keep their state in) stays as it is.
 */
export function SkipLink() {
  const { t } = useTranslation();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  };
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skip}
      data-skip-link=""
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        boxShadow: 3,
        borderRadius: 1,
        '&:focus': { top: 8 },
      }}
    >
      {t('layout.skipToContent')}
    </Link>
  );
}
