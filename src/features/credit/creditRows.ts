/** How a credit application reads in the company's lists and pages. */
import { useEntryName } from '../../lib/entryName';
import type { CreditApplication } from '../../lib/api/credit';

/** "<type> · <level>" in the interface language. */
export function useCategoryName(): (
  application: Pick<CreditApplication, 'typeName' | 'typeNameEn' | 'levelName' | 'levelNameEn'>,
) => string {
  const entryName = useEntryName();
  return (application) =>
    `${entryName({ name: application.typeName, nameEn: application.typeNameEn })} · ${entryName({
      name: application.levelName,
      nameEn: application.levelNameEn,
    })}`;
}
