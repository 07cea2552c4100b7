/** How a credit application reads in the company's lists and pages. */
import { useEntryName } from '../../lib/entryName';
import { statusFamilies } from '@machines/workflows';
import type { CreditApplication } from '../../lib/api/credit';

const IN_FORCE = statusFamilies.qualification.codeOf('approved');

/** Whether the certificate is in force: only then is there an e-certificate to open. */
export const isInForce = (status: number): boolean => status === IN_FORCE;

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
