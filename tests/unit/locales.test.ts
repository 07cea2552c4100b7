/** One catalogue per language, same keys in both (DESIGN §7.7). */
import { describe, expect, it } from 'vitest';
import en from '@locales/en.json';
import zh from '@locales/zh.json';
import { PAGE_IDS, pageTitleKey } from '@machines/access/pages';
import { ROLE_CODES, roleKind, roleLabelKey } from '@machines/access/roles';
import { COMPONENT_SIZES, THEME_COLORS } from '@machines/app/layoutSettings';
import { statusFamilies } from '@machines/workflows';

type Catalogue = { readonly [key: string]: string | Catalogue };

function keysOf(catalogue: Catalogue, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

function lookup(catalogue: Catalogue, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        typeof node === 'object' && node !== null ? (node as Catalogue)[part] : undefined,
      catalogue,
    );
}

const catalogues = { zh: zh as Catalogue, en: en as Catalogue };
const zhKeys = keysOf(catalogues.zh);
const enKeys = keysOf(catalogues.en);

describe('locale catalogues', () => {
  it('has no key in Chinese that English lacks', () => {
    expect(zhKeys.filter((key) => !enKeys.includes(key))).toEqual([]);
  });

  it('has no key in English that Chinese lacks', () => {
    expect(enKeys.filter((key) => !zhKeys.includes(key))).toEqual([]);
  });

  it('has no empty text', () => {
    for (const [language, catalogue] of Object.entries(catalogues)) {
      const empty = keysOf(catalogue).filter((key) => String(lookup(catalogue, key)).trim() === '');
      expect(empty, language).toEqual([]);
    }
  });

  it('uses the same placeholders in both languages', () => {
    const placeholders = (text: unknown) =>
      [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
    for (const key of zhKeys) {
      expect(placeholders(lookup(catalogues.en, key)), key).toEqual(
        placeholders(lookup(catalogues.zh, key)),
      );
    }
  });

  it('names every event of every status workflow (timelines and refusals show them)', () => {
    const events = Object.values(statusFamilies).flatMap((family) => family.eventTypes);
    const needed = [...new Set(events)].map((event) => `workflowEvent.${event}`);
    for (const [language, catalogue] of Object.entries(catalogues)) {
      expect(
        needed.filter((key) => typeof lookup(catalogue, key) !== 'string'),
        language,
      ).toEqual([]);
    }
  });

  it('titles every page, names every role and role kind', () => {
    const needed = [
      ...PAGE_IDS.map((id) => pageTitleKey(id)),
      ...PAGE_IDS.map((id) => pageTitleKey(id, { record: true })),
      ...ROLE_CODES.map(roleLabelKey),
      ...ROLE_CODES.map((code) => `roleKind.${roleKind(code)}`),
      ...Object.keys(THEME_COLORS).map((name) => `settings.color.${name}`),
      ...COMPONENT_SIZES.map((size) => `settings.sizes.${size}`),
    ];
    expect(needed.filter((key) => !zhKeys.includes(key))).toEqual([]);
  });
});
