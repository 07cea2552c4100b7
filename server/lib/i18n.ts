/**
 * Server-side messages come from the same catalogues as the client (DESIGN §5), in the
 * language the request asks for: English when Accept-Language starts with `en`, else Chinese.
 */
import en from '@locales/en.json';
import zh from '@locales/zh.json';
import type { MessageParams } from './errors';

export type Language = 'zh' | 'en';

type Catalogue = { readonly [key: string]: string | Catalogue };

const catalogues: Record<Language, Catalogue> = { zh, en };

export function languageOf(acceptLanguage: string | undefined): Language {
  return acceptLanguage?.trim().toLowerCase().startsWith('en') ? 'en' : 'zh';
}

function lookup(language: Language, key: string): string | undefined {
  let node: string | Catalogue | undefined = catalogues[language];
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export function hasMessage(key: string): boolean {
  return lookup('zh', key) !== undefined;
}

/** The message for `key` with `{{name}}` placeholders filled; the key itself when unknown. */
export function t(language: Language, key: string, params: MessageParams = {}): string {
  const template = lookup(language, key) ?? lookup('zh', key) ?? key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => {
    const value = params[name];
    if (value === undefined) return placeholder;
    return typeof value === 'object' ? t(language, value.key) : String(value);
  });
}

/**
 * A field's display label: `<labels>.<name>` when a form has its own labels, else the
 * shared `field.<name>`, else the raw name.
 */
export function fieldLabel(language: Language, field: string, labels?: string): string {
  const own = labels === undefined ? undefined : lookup(language, `${labels}.${field}`);
  return own ?? lookup(language, `field.${field}`) ?? field;
}
