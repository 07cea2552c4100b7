/** The workflow map's filters over credit applications (issue 45). */
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { creditApplications, creditCategories, creditLevels, creditTypes } from '../db/schema';
import type { RecordScopes } from '../lib/workflow/recordScopes';

/** An application's line is its category's (the category's level's type's); its institution reviews it. */
export function creditScopes(db: Database): Required<RecordScopes> {
  return {
    businessLine: (line) =>
      inArray(
        creditApplications.categoryId,
        db
          .select({ id: creditCategories.id })
          .from(creditCategories)
          .innerJoin(creditLevels, eq(creditLevels.id, creditCategories.levelId))
          .innerJoin(creditTypes, eq(creditTypes.id, creditLevels.typeId))
          .where(eq(creditTypes.businessLine, line)),
      ),
    institution: (corporateId) => eq(creditApplications.institutionCorporateId, corporateId),
  };
}
