/** The credit application form's fields and their starting values. */
import { CREDIT_APPLICATION_FIELDS } from '@machines/validation/creditApplication';
import type { CreditApplication, CreditFields } from '../../lib/api/credit';

/** Every field in form order, the people last (they are a list, not text). */
export const CREDIT_FORM_FIELDS = [...CREDIT_APPLICATION_FIELDS, 'personIds'] as const;

export function initialCreditValues(application: CreditApplication | null): CreditFields {
  return {
    categoryId: application ? String(application.categoryId) : '',
    institutionId: application?.institutionId ? String(application.institutionId) : '',
    contactName: application?.contactName ?? '',
    contactMobile: application?.contactMobile ?? '',
    description: application?.description ?? '',
    personIds: application?.people.map((person) => person.id) ?? [],
  };
}
