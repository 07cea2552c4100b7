import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import TranslateIcon from '@mui/icons-material/Translate';
import { LayoutSettingsContext } from '../../components/appActorContexts';

/**
 * The menu (MUI's menu, popover and modal) loads when it is first wanted, not with the
 * public pages' first download; pointing at the button or focusing it starts the load, so
 * the menu is there by the time it is opened.
 */
const loadLanguageMenu = () => import('./LanguageMenu');
const LanguageMenu = lazy(() => loadLanguageMenu().then((m) => ({ default: m.LanguageMenu })));

/** 中文 / English; the choice is kept in localStorage (seed §3). */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first opening on, so that it can close with its transition.
  const [menuWanted, setMenuWanted] = useState(false);
  const settings = LayoutSettingsContext.useActorRef();
  const language = LayoutSettingsContext.useSelector((s) => s.context.language);

  return (
    <>
      <Tooltip title={t('app.language')}>
        <IconButton
          color="inherit"
          aria-label={t('app.language')}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? true : undefined}
          onPointerEnter={() => void loadLanguageMenu()}
          onFocus={() => void loadLanguageMenu()}
          onClick={(event) => {
            setMenuWanted(true);
            setAnchor(event.currentTarget);
          }}
        >
          <TranslateIcon />
        </IconButton>
      </Tooltip>
      {menuWanted && (
        <Suspense fallback={null}>
          <LanguageMenu
            id={menuId}
            anchor={anchor}
            current={language}
            onClose={() => setAnchor(null)}
            onChoose={(option) => {
              setAnchor(null);
              settings.send({ type: 'LANGUAGE.CHANGED', language: option });
            }}
          />
        </Suspense>
      )}
    </>
  );
}
