/**
 * i18next with the shared catalogues (locales/*.json, the server uses the same ones).
 * Only the active language is fetched at start; the other one loads when the user
 * switches to it. A first visit to a public page fetches the public part of the catalogue
 * before its first render (src/lib/publicCatalogue.ts) and the whole of it after.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLanguage, type Language } from '@machines/app/layoutSettings';
import type { Catalogue } from './publicCatalogue';

const catalogues = import.meta.glob<Catalogue>('../../locales/*.json', { import: 'default' });

/** Each a module of its own; the specifiers are spelled out so the build finds both. */
const publicCatalogues: Record<Language, () => Promise<{ default: Catalogue }>> = {
  zh: () => import('virtual:public-catalogue/zh'),
  en: () => import('virtual:public-catalogue/en'),
};

/** `<html lang>` values of the languages. */
export const HTML_LANG: Record<Language, string> = { zh: 'zh-CN', en: 'en' };

async function loadCatalogue(language: Language): Promise<Catalogue> {
  const load = catalogues[`../../locales/${language}.json`];
  if (!load) throw new Error(`No catalogue for language "${language}"`);
  return load();
}

/** Adds the whole catalogue of `language` (what is there already stays as it is). */
async function completeCatalogue(language: Language): Promise<void> {
  i18next.addResourceBundle(language, 'translation', await loadCatalogue(language), true, false);
}

export interface I18nStart {
  /** The page being opened is public: its part of the catalogue is enough to draw it. */
  readonly publicPage: boolean;
}

export async function initI18n(
  language: Language,
  { publicPage }: I18nStart = { publicPage: false },
): Promise<void> {
  const first = publicPage
    ? (await publicCatalogues[language]()).default
    : await loadCatalogue(language);
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: first } },
    interpolation: { escapeValue: false }, // React escapes
    returnEmptyString: false,
  });
  document.documentElement.lang = HTML_LANG[language];
  // Not awaited: the page is drawn with its part; the rest comes before it is needed. Its
  // arrival re-renders nothing (no `bindI18nStore`), which could disturb a hydration under
  // way: a screen reads it when it renders next.
  if (publicPage) void completeCatalogue(language);
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
