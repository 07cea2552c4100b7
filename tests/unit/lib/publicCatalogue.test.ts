/**
 * The public part of the catalogues (src/lib/publicCatalogue.ts), which a first visit to a
 * public page downloads before its first render: every namespace it names exists in both
 * languages and comes whole (its size is bench:bundle's to report).
 */
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import zh from '../../../locales/zh.json';
import { PUBLIC_NAMESPACES, publicPart } from '../../../src/lib/publicCatalogue';

describe.each([
  ['zh', zh],
  ['en', en],
] as const)('the public part of the %s catalogue', (_language, catalogue) => {
  it('holds every public namespace whole, and nothing else', () => {
    const part = publicPart(catalogue);
    expect(Object.keys(part).sort()).toEqual([...PUBLIC_NAMESPACES].sort());
    for (const namespace of PUBLIC_NAMESPACES) {
      expect(part[namespace]).toEqual(catalogue[namespace as keyof typeof catalogue]);
    }
  });
});
