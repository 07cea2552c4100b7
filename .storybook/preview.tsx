import type { Decorator, Preview } from '@storybook/react-vite';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { DEFAULT_LAYOUT_SETTINGS, isLanguage, type Language } from '@machines/app/layoutSettings';
import { createAppTheme, REDUCED_MOTION } from '../src/app/theme';
import { loadListGridTable } from '../src/components/ListGrid';
import { initI18n, switchLanguage } from '../src/lib/i18n';
import { TodayContext } from '../src/lib/today';
import { PAGE_LEVEL_RULES } from '../stories/support/a11yRules';
import { STORY_TODAY } from '../stories/support/storyToday';

const storyToday = () => STORY_TODAY;

const languageOf = (globals: Record<string, unknown>): Language =>
  isLanguage(globals.language) ? globals.language : DEFAULT_LAYOUT_SETTINGS.language;

/**
 * The app's defaults (seed §9): blue, small components; the language from the toolbar;
 * no motion where the browser asks for none (the story tests' Chromium does, so a dialog
 * is visible the moment it opens).
 */
const themes = new Map<Language, Theme>();
function themeFor(language: Language): Theme {
  let theme = themes.get(language);
  if (!theme) {
    theme = createAppTheme({
      primaryColor: DEFAULT_LAYOUT_SETTINGS.themeColor,
      size: DEFAULT_LAYOUT_SETTINGS.size,
      language,
      reducedMotion: window.matchMedia(REDUCED_MOTION).matches,
    });
    themes.set(language, theme);
  }
  return theme;
}

const withAppTheme: Decorator = (Story, { globals }) => (
  <ThemeProvider theme={themeFor(languageOf(globals))}>
    <CssBaseline />
    <TodayContext.Provider value={storyToday}>
      <Story />
    </TodayContext.Provider>
  </ThemeProvider>
);

const preview: Preview = {
  globalTypes: {
    language: {
      description: 'Language of the catalogues (locales/*.json)',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'zh', title: '中文' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { language: DEFAULT_LAYOUT_SETTINGS.language },
  beforeAll: async () => {
    // The app loads the data grid on demand; stories have it at hand, like the catalogues.
    await Promise.all([initI18n(DEFAULT_LAYOUT_SETTINGS.language), loadListGridTable()]);
  },
  // Every story renders in the toolbar's language, whatever the previous story switched to.
  loaders: [
    async ({ globals }) => {
      await switchLanguage(languageOf(globals));
      return {};
    },
  ],
  decorators: [withAppTheme],
  parameters: {
    layout: 'fullscreen',
    // Storybook's accessibility addon (axe) on every story: a violation fails its test.
    a11y: { test: 'error', config: { rules: [...PAGE_LEVEL_RULES] } },
  },
};

export default preview;
