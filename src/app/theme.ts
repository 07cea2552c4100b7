import { createTheme, type Theme } from '@mui/material/styles';
import type { ComponentSize, Language } from '@machines/app/layoutSettings';
import { FONT_FAMILY } from '../lib/labelWidth';
import { MATERIAL_LOCALES } from './materialLocales';

// The data grid brings its own texts (src/components/ListGridTable.tsx): its locale
// here would put a part of it in every page's first download.

/** MUI components with a `size` prop follow the chosen component size (seed §3, §9). */
function sizedComponents(size: ComponentSize) {
  const sized = { defaultProps: { size } } as const;
  return {
    MuiButton: sized,
    MuiIconButton: sized,
    MuiTextField: sized,
    MuiFormControl: sized,
    MuiSelect: sized,
    MuiInputBase: sized,
    MuiChip: sized,
    MuiToggleButtonGroup: sized,
    MuiTable: sized,
    MuiPagination: sized,
    MuiSwitch: sized,
    MuiCheckbox: sized,
    MuiRadio: sized,
  };
}

const PAGE_BACKGROUND = '#f0f2f5';

/**
 * The status colours (DESIGN §3) in shades that keep white chip labels, and coloured text,
 * at WCAG AA contrast (4.5:1) on white and on the page background: MUI's default orange
 * and blue give 3.1:1 and 3.9:1. tests/unit/app/theme.test.ts measures them.
 */
export const STATUS_PALETTE = {
  warning: { main: '#a84d00', contrastText: '#fff' },
  info: { main: '#0266a6', contrastText: '#fff' },
  success: { main: '#2a7a2e', contrastText: '#fff' },
  error: { main: '#c62828', contrastText: '#fff' },
  secondary: { main: '#9c27b0', contrastText: '#fff' },
} as const;

export interface ThemeSettings {
  readonly primaryColor: string;
  readonly size: ComponentSize;
  readonly language: Language;
  /** The system asks for reduced motion (`prefers-reduced-motion: reduce`). */
  readonly reducedMotion?: boolean;
}

export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Dialogs, menus and drawers appear and go at once: no fades, slides or growth. */
const NO_MOTION = {
  create: () => 'none',
  duration: {
    shortest: 0,
    shorter: 0,
    short: 0,
    standard: 0,
    complex: 0,
    enteringScreen: 0,
    leavingScreen: 0,
  },
};

export function createAppTheme({
  primaryColor,
  size,
  language,
  reducedMotion = false,
}: ThemeSettings): Theme {
  return createTheme(
    {
      palette: {
        primary: { main: primaryColor, contrastText: '#fff' },
        ...STATUS_PALETTE,
        background: { default: PAGE_BACKGROUND },
        // A disabled field still shows its label, value and help (while a form is sent):
        // readable at 4.6:1 on white, where MUI's 0.38 gives 2.7:1.
        text: { disabled: 'rgba(0, 0, 0, 0.54)' },
      },
      // Role names and other labels read as written, in English as in Chinese.
      typography: { fontFamily: FONT_FAMILY, button: { textTransform: 'none' } },
      components: sizedComponents(size),
      ...(reducedMotion ? { transitions: NO_MOTION } : {}),
    },
    MATERIAL_LOCALES[language],
  );
}
