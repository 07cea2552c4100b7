/**
 * The kinds and business lines of a company's approved institution applications: what its
 * institution roles are made of (the institutions area settles them, the company detail
 * shows them). Asked by every company page and decision: prepared once.
 */
import { and, eq, sql } from 'drizzle-orm';
import { statusFamilies } from '@machines/workflows';
import type { Database } from '../db/client';
import { prepared } from '../db/prepared';
import { institutionApplications } from '../db/schema';

const APPROVED = statusFamilies.application.codeOf('approved');

const approvedLinesOf = prepared((db) =>
  db
    .selectDistinct({
      kind: institutionApplications.kind,
      businessLine: institutionApplications.businessLine,
    })
    .from(institutionApplications)
    .where(
      and(
        eq(institutionApplications.corporateId, sql.placeholder('corporateId')),
        eq(institutionApplications.status, APPROVED),
      ),
    )
    .prepare('approved_institution_lines'),
);

export function approvedInstitutionLines(
  db: Database,
  corporateId: number,
): Promise<{ kind: string; businessLine: number | null }[]> {
  return approvedLinesOf(db).execute({ corporateId });
}
