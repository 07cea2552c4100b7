import { useTranslation } from 'react-i18next';
import type { CatalogueType } from '@machines/contracts';
import { TypesContext } from './catalogueActors';

const NO_TYPES: readonly CatalogueType[] = [];

/** The catalogue's types, once loaded (none while loading or when the load failed). */
export function useTypes(): readonly CatalogueType[] {
  const result = TypesContext.useSelector((s) => s.output);
  return result?.ok ? result.detail : NO_TYPES;
}

/** An entry's name in the interface language. */
export function useEntryName(): (entry: { name: string; nameEn: string }) => string {
  const { i18n } = useTranslation();
  return (entry) => (i18n.language.startsWith('zh') ? entry.name : entry.nameEn);
}
