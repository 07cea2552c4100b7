/**
 * i18next with the shared catalogues (locales/*.json, the server uses the same ones).
 * Only the active language is fetched at start; the other one loads when the user
 * switches to it.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLanguage, type Language } from '@machines/app/layoutSettings';

type Catalogue = Record<string, unknown>;

const catalogues = import.meta.glob<Catalogue>('../../locales/*.json', { import: 'default' });

/** `<html lang>` values of the languages. */
export const HTML_LANG: Record<Language, string> = { zh: 'zh-CN', en: 'en' };

async function loadCatalogue(language: Language): Promise<Catalogue> {
  const load = catalogues[`../../locales/${language}.json`];
  if (!load) throw new Error(`No catalogue for language "${language}"`);
  return load();
}

export async function initI18n(language: Language): Promise<void> {
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: await loadCatalogue(language) } },
    interpolation: { escapeValue: false }, // React escapes
    returnEmptyString: false,
  });
  document.documentElement.lang = HTML_LANG[language];
}

export async function switchLanguage(language: Language): Promise<void> {
  if (!i18next.hasResourceBundle(language, 'translation')) {
    i18next.addResourceBundle(language, 'translation', await loadCatalogue(language));
  }
  await i18next.changeLanguage(language);
  document.documentElement.lang = HTML_LANG[language];
}

/** The language on screen: what `Accept-Language` sends, so server messages match. */
export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : 'zh';
}
