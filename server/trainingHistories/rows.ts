/** Training history declarations as every endpoint of the area answers them (the contract's shape). */
import { eq, getTableColumns } from 'drizzle-orm';
import type { TrainingHistory } from '@machines/contracts';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { preparedById } from '../db/prepared';
import { corporates, people, trainingHistories } from '../db/schema';
import { AppError, HttpStatus } from '../lib/errors';
import { joinedFile, joinedFileInfo } from '../lib/files/joined';

export type FilesConfig = Pick<Config, 'appMode' | 'filesPrefix'>;

const proofFile = joinedFile('proof_file');

/** Declarations with the names they refer to: company, trainee, proof. */
export function selectHistories(db: Database) {
  return db
    .select({
      history: getTableColumns(trainingHistories),
      companyName: corporates.name,
      personName: people.name,
      proofFile: proofFile.columns,
    })
    .from(trainingHistories)
    .innerJoin(corporates, eq(corporates.id, trainingHistories.corporateId))
    .leftJoin(people, eq(people.id, trainingHistories.personId))
    .leftJoin(proofFile.table, eq(proofFile.table.id, trainingHistories.proofFileId));
}

export type HistoryRow = Awaited<ReturnType<typeof selectHistories>>[number];

export function toHistory(config: FilesConfig, row: HistoryRow): TrainingHistory {
  const { history } = row;
  return {
    id: history.id,
    corporateId: history.corporateId,
    companyName: row.companyName,
    kind: history.kind,
    status: history.status,
    version: history.version,
    personId: history.personId,
    personName: row.personName ?? '',
    courseName: history.courseName,
    organizer: history.organizer ?? '',
    startDate: history.startDate ?? '',
    endDate: history.endDate ?? '',
    creditHours: history.creditHours ?? '',
    certificateNo: history.certificateNo ?? '',
    content: history.content ?? '',
    proofFile: joinedFileInfo(config, row.proofFile),
    submittedAt: history.submittedAt?.toISOString() ?? null,
    decidedAt: history.decidedAt?.toISOString() ?? null,
    createdAt: history.createdAt.toISOString(),
    updatedAt: history.updatedAt.toISOString(),
  };
}

export const findHistory = preparedById('training_history_by_id', (db, id) =>
  selectHistories(db).where(eq(trainingHistories.id, id)),
);

export async function loadHistory(
  db: Database,
  config: FilesConfig,
  id: number,
): Promise<TrainingHistory> {
  const found = await findHistory(db, id);
  if (!found) throw new AppError(HttpStatus.notFound, 'error.notFound');
  return toHistory(config, found);
}
