import { useMemo, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { LayoutSettingsInput } from '@machines/app/layoutSettings';
import { loadingOverlayMachine } from '@machines/app/loadingOverlay';
import { notifierMachine } from '@machines/app/notifier';
import { readLayoutSettingsInput } from '../lib/storage';
import { ApiEventsBridge } from './actors/ApiEventsBridge';
import { appLayoutSettingsMachine, appSessionMachine } from './actors/bindings';
import {
  LayoutSettingsContext,
  LoadingOverlayContext,
  NotifierContext,
  SessionContext,
} from '../components/appActorContexts';
import { SettingsEffects } from './actors/SettingsEffects';
import { createAppTheme, REDUCED_MOTION } from './theme';

/**
 * The MUI theme follows the layout settings (colour, component size, language) and the
 * system's reduced-motion preference.
 */
export function SettingsTheme({ children }: { children: ReactNode }) {
  const primaryColor = LayoutSettingsContext.useSelector((s) => s.context.themeColor);
  const size = LayoutSettingsContext.useSelector((s) => s.context.size);
  const language = LayoutSettingsContext.useSelector((s) => s.context.language);
  const reducedMotion = useMediaQuery(REDUCED_MOTION, { noSsr: true });
  const theme = useMemo(
    () => createAppTheme({ primaryColor, size, language, reducedMotion }),
    [primaryColor, size, language, reducedMotion],
  );
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}

export interface AppProvidersProps {
  /**
   * What the layout settings start from: the browser's storage and width, unless given
   * (the prerender at build time has neither, src/prerender/).
   */
  readonly layoutInput?: LayoutSettingsInput;
  readonly children: ReactNode;
}

/** The app-wide actors, wired to each other and to the HTTP layer, and the theme. */
export function AppProviders({ layoutInput, children }: AppProvidersProps) {
  return (
    <LayoutSettingsContext.Provider
      logic={appLayoutSettingsMachine}
      options={{ input: layoutInput ?? readLayoutSettingsInput(window.innerWidth) }}
    >
      <LoadingOverlayContext.Provider logic={loadingOverlayMachine}>
        <NotifierContext.Provider logic={notifierMachine}>
          <SessionContext.Provider logic={appSessionMachine}>
            <ApiEventsBridge />
            <SettingsEffects />
            <SettingsTheme>{children}</SettingsTheme>
          </SessionContext.Provider>
        </NotifierContext.Provider>
      </LoadingOverlayContext.Provider>
    </LayoutSettingsContext.Provider>
  );
}
