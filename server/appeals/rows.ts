/** An appeal as the review endpoints answer it (the contract's `CorporateAppeal`). */
import { eq, getTableColumns } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CorporateAppeal } from '@machines/contracts';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { preparedById } from '../db/prepared';
import { corporateAppeals, files } from '../db/schema';
import { describeFile } from '../lib/files/records';
import { maskMobile } from '../lib/masking';

export type AppealRecord = typeof corporateAppeals.$inferSelect;

const licences = alias(files, 'licence_files');
const proofs = alias(files, 'proof_files');

/** Appeals with the name and type of their two images. */
export function selectAppeals(db: Database) {
  return db
    .select({
      appeal: getTableColumns(corporateAppeals),
      licence: { id: licences.id, originalName: licences.originalName, mime: licences.mime },
      proof: { id: proofs.id, originalName: proofs.originalName, mime: proofs.mime },
    })
    .from(corporateAppeals)
    .leftJoin(licences, eq(licences.id, corporateAppeals.licenceFileId))
    .leftJoin(proofs, eq(proofs.id, corporateAppeals.proofFileId));
}

export type AppealWithFiles = Awaited<ReturnType<typeof selectAppeals>>[number];

export function toAppealRow(
  config: Pick<Config, 'appMode' | 'filesPrefix'>,
  { appeal, licence, proof }: AppealWithFiles,
  { maskPersonalData = false } = {},
): CorporateAppeal {
  return {
    id: appeal.id,
    status: appeal.status,
    version: appeal.version,
    userName: appeal.userName,
    companyName: appeal.companyName,
    creditCode: appeal.creditCode,
    mobile: maskPersonalData ? maskMobile(appeal.mobile) : appeal.mobile,
    email: appeal.email,
    licenceFile: licence ? describeFile(config, licence) : null,
    proofFile: proof ? describeFile(config, proof) : null,
    createdAt: appeal.createdAt.toISOString(),
    decidedAt: appeal.decidedAt?.toISOString() ?? null,
    updatedAt: appeal.updatedAt.toISOString(),
  };
}

export const findAppeal = preparedById('appeal_by_id', (db, id) =>
  selectAppeals(db).where(eq(corporateAppeals.id, id)),
);
