import { useEffect } from 'react';
import { switchLanguage } from '../../lib/i18n';
import { LayoutSettingsContext } from '../../components/appActorContexts';

/** Feeds the viewport width to the settings and applies the chosen language. */
export function SettingsEffects() {
  const settings = LayoutSettingsContext.useActorRef();
  const language = LayoutSettingsContext.useSelector((snapshot) => snapshot.context.language);

  useEffect(() => {
    const report = () => settings.send({ type: 'VIEWPORT.RESIZED', width: window.innerWidth });
    window.addEventListener('resize', report);
    return () => window.removeEventListener('resize', report);
  }, [settings]);

  useEffect(() => {
    void switchLanguage(language);
  }, [language]);

  return null;
}
