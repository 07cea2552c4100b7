import { useTranslation } from 'react-i18next';

/** A catalogue entry's name (a type, a level, a material) in the interface language. */
export function useEntryName(): (entry: { name: string; nameEn: string }) => string {
  const { i18n } = useTranslation();
  return (entry) => (i18n.language.startsWith('zh') ? entry.name : entry.nameEn);
}
