/**
 * What an applicant for a credit category uploads (`credit-category/create-creditmaterial`,
 * `query-creditmaterial-page`, `delete-creditmaterial`). `create-creditmaterial` with an `id`
 * changes that material (the seed has no update call).
 */
import { asc, count, eq } from 'drizzle-orm';
import type { CreditMaterial } from '@machines/contracts';
import { creditMaterialSchema, type CreditMaterialValues } from '@machines/validation';
import type { Database } from '../db/client';
import { preparedPage } from '../lib/preparedPage';
import { creditMaterials } from '../db/schema';
import { lockCategory, readCategoryRow } from './categories';
import { FIELD_LABELS, notFound, withUniqueName, type CatalogueChange } from './changes';
import { readPage, type Page, type PageQuery } from '../lib/paging';
import { validate } from '../lib/validation';

const TARGET = 'credit_materials';
const NAME_TAKEN = 'error.creditMaterialNameTaken';

const columns = {
  id: creditMaterials.id,
  categoryId: creditMaterials.categoryId,
  name: creditMaterials.name,
  nameEn: creditMaterials.nameEn,
  required: creditMaterials.required,
  sort: creditMaterials.sort,
};

const materialPage = preparedPage<{ readonly categoryId: number }, CreditMaterial>(
  'credit_materials',
  { categoryId: (categoryId) => eq(creditMaterials.categoryId, categoryId) },
  {
    total: (db, where) => db.select({ total: count() }).from(creditMaterials).where(where),
    rows: (db, where, page) =>
      db
        .select(columns)
        .from(creditMaterials)
        .where(where)
        .orderBy(asc(creditMaterials.sort), asc(creditMaterials.id))
        .limit(page.limit)
        .offset(page.offset),
  },
);

/** A category's materials in sort order (404 for a category that does not exist). */
export async function queryMaterials(
  db: Database,
  { categoryId, ...page }: { readonly categoryId: number } & PageQuery,
): Promise<Page<CreditMaterial>> {
  await readCategoryRow(db, categoryId);
  return readPage(page, materialPage(db, { filters: { categoryId } }), (rows) => rows);
}

async function findMaterial(db: Database, id: number): Promise<CreditMaterial> {
  const [row] = await db.select(columns).from(creditMaterials).where(eq(creditMaterials.id, id));
  if (!row) throw notFound();
  return row;
}

export async function saveMaterial(
  db: Database,
  { now, recordAction }: CatalogueChange,
  { id, ...input }: CreditMaterialValues & { readonly id?: number },
): Promise<CreditMaterial> {
  const values = await validate(creditMaterialSchema, input, { labels: FIELD_LABELS });
  return withUniqueName(NAME_TAKEN, () =>
    db.transaction(async (tx) => {
      // The category's lock keeps it from being deleted under the new material.
      await lockCategory(tx, values.categoryId);
      if (id === undefined) {
        const [created] = await tx
          .insert(creditMaterials)
          .values({ ...values, createdAt: now })
          .returning({ id: creditMaterials.id });
        if (!created) throw notFound();
        await recordAction(tx, {
          action: 'catalogue.create',
          target: { type: TARGET, id: created.id },
          details: { after: values },
          at: now,
        });
        return findMaterial(tx, created.id);
      }
      const before = await findMaterial(tx, id);
      if (before.categoryId !== values.categoryId) throw notFound();
      await tx.update(creditMaterials).set(values).where(eq(creditMaterials.id, id));
      await recordAction(tx, {
        action: 'catalogue.update',
        target: { type: TARGET, id },
        details: { before: { ...before }, after: values },
        at: now,
      });
      return findMaterial(tx, id);
    }),
  );
}

/** Applications already submitted keep the files they uploaded for it. */
export async function deleteMaterial(
  db: Database,
  { now, recordAction }: CatalogueChange,
  { id }: { readonly id: number },
): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const before = await findMaterial(tx, id);
    await tx.delete(creditMaterials).where(eq(creditMaterials.id, id));
    await recordAction(tx, {
      action: 'catalogue.delete',
      target: { type: TARGET, id },
      details: { before: { ...before } },
      at: now,
    });
    return { id };
  });
}
