import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import TranslateIcon from '@mui/icons-material/Translate';
import { LANGUAGES } from '@machines/app/layoutSettings';
import { HTML_LANG } from '../../lib/i18n';
import { LayoutSettingsContext } from '../actors/contexts';

/** 中文 / English; the choice is kept in localStorage (seed §3). */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
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
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <TranslateIcon />
        </IconButton>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((option) => (
          <MenuItem
            key={option}
            lang={HTML_LANG[option]}
            selected={option === language}
            onClick={() => {
              setAnchor(null);
              settings.send({ type: 'LANGUAGE.CHANGED', language: option });
            }}
          >
            {t(`app.${option}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
