/** JSON Schemas of the credit category routes (`/api/credit-category/…`). */
import { MAX_CATALOGUE_SORT } from '@machines/validation';
import { pageQueryProperties } from '../lib/paging';
import { boolean, dateTime, integer, object, string } from '../lib/schemas';

const name = { type: 'string', maxLength: 200 };

export const categorySchema = object({
  id: integer,
  typeId: integer,
  typeName: string(),
  typeNameEn: string(),
  levelId: integer,
  levelName: string(),
  levelNameEn: string(),
  businessLine: integer,
  validityYears: integer,
  enabled: boolean,
  materialCount: integer,
  hasTemplate: boolean,
  updatedAt: dateTime,
});

export const categoryQuerySchema = object(
  { ...pageQueryProperties, id: integer, typeId: integer, enabled: boolean },
  [],
);

export const categoryBodySchema = object(
  {
    id: { ...integer, description: 'Present: change that category; absent: add one' },
    typeId: integer,
    levelId: integer,
    validityYears: { type: 'integer', minimum: 1, maximum: 10 },
    enabled: boolean,
  },
  ['typeId', 'levelId', 'validityYears', 'enabled'],
);

export const switchBodySchema = object({ id: integer, enabled: boolean });
export const idSchema = object({ id: integer });
export const idParamsSchema = object({ id: integer });

export const materialSchema = object({
  id: integer,
  categoryId: integer,
  name: string(),
  nameEn: string(),
  required: boolean,
  sort: integer,
});

export const materialBodySchema = object(
  {
    id: { ...integer, description: 'Present: change that material; absent: add one' },
    categoryId: integer,
    name,
    nameEn: name,
    required: boolean,
    sort: { type: 'integer', minimum: 0, maximum: MAX_CATALOGUE_SORT },
  },
  ['categoryId', 'name', 'nameEn', 'required', 'sort'],
);

export const materialQuerySchema = object({ ...pageQueryProperties, categoryId: integer }, [
  'categoryId',
]);
