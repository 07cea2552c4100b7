import { useTranslation } from 'react-i18next';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { LANGUAGES, type Language } from '@machines/app/layoutSettings';
import { HTML_LANG } from '../../lib/i18n';

export interface LanguageMenuProps {
  readonly id: string;
  /** The button it opens from; null while closed. */
  readonly anchor: HTMLElement | null;
  readonly current: Language;
  readonly onChoose: (language: Language) => void;
  readonly onClose: () => void;
}

/** The languages to choose from, each named in itself. */
export function LanguageMenu({ id, anchor, current, onChoose, onClose }: LanguageMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {LANGUAGES.map((option) => (
        <MenuItem
          key={option}
          lang={HTML_LANG[option]}
          selected={option === current}
          onClick={() => onChoose(option)}
        >
          {t(`app.${option}`)}
        </MenuItem>
      ))}
    </Menu>
  );
}
