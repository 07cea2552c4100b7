/** A person as every personnel endpoint answers it (the contract's `Person`). */
import { and, eq, getTableColumns, isNull } from 'drizzle-orm';
import type { Person } from '@machines/contracts';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { preparedById } from '../db/prepared';
import { corporates, people } from '../db/schema';
import { joinedFile, joinedFileInfo, type JoinedFileColumns } from '../lib/files/joined';
import { maskIdCard, maskMobile } from '../lib/masking';

export type PersonRecord = typeof people.$inferSelect;

const photo = joinedFile('photo');
const idCardImage = joinedFile('id_card_image');
const diploma = joinedFile('diploma');

/** People still on a roster, with their company's name and their files' names and types. */
export function selectPeople(db: Database) {
  return db
    .select({
      person: getTableColumns(people),
      companyName: corporates.name,
      photo: photo.columns,
      idCardImage: idCardImage.columns,
      diploma: diploma.columns,
    })
    .from(people)
    .innerJoin(corporates, eq(corporates.id, people.corporateId))
    .leftJoin(photo.table, eq(photo.table.id, people.photoFileId))
    .leftJoin(idCardImage.table, eq(idCardImage.table.id, people.idCardFileId))
    .leftJoin(diploma.table, eq(diploma.table.id, people.diplomaFileId));
}

export type PersonWithFiles = Awaited<ReturnType<typeof selectPeople>>[number];

export function toPerson(
  config: Pick<Config, 'appMode' | 'filesPrefix'>,
  { person, companyName, photo, idCardImage, diploma }: PersonWithFiles,
  { maskPersonalData = false } = {},
): Person {
  const fileOf = (file: JoinedFileColumns | null) => joinedFileInfo(config, file);
  const idCard = person.idCard ?? '';
  const mobile = person.mobile ?? '';
  return {
    id: person.id,
    corporateId: person.corporateId,
    companyName: companyName ?? '',
    status: person.status,
    version: person.version,
    name: person.name ?? '',
    gender: person.gender ?? '',
    idCard: maskPersonalData ? maskIdCard(idCard) : idCard,
    mobile: maskPersonalData ? maskMobile(mobile) : mobile,
    email: person.email ?? '',
    education: person.education ?? '',
    professionalTitle: person.professionalTitle ?? '',
    employedFrom: person.employedFrom ?? '',
    employedTo: person.employedTo ?? '',
    photoFile: fileOf(photo),
    idCardFile: fileOf(idCardImage),
    diplomaFile: fileOf(diploma),
    submittedAt: person.submittedAt?.toISOString() ?? null,
    decidedAt: person.decidedAt?.toISOString() ?? null,
    createdAt: person.createdAt.toISOString(),
    updatedAt: person.updatedAt.toISOString(),
  };
}

/** A person still on a roster (removed ones are gone to every caller). */
export const findPerson = preparedById('person_by_id', (db, id) =>
  selectPeople(db).where(and(eq(people.id, id), isNull(people.deletedAt))),
);
