import type { CatalogueType } from '@machines/contracts';
import { TypesContext } from './catalogueActors';

const NO_TYPES: readonly CatalogueType[] = [];

/** The catalogue's types, once loaded (none while loading or when the load failed). */
export function useTypes(): readonly CatalogueType[] {
  const result = TypesContext.useSelector((s) => s.output);
  return result?.ok ? result.detail : NO_TYPES;
}
