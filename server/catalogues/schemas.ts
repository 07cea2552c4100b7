/** JSON Schemas of the catalogue routes: they document the contract and serialise answers. */
import { CATALOGUE_KINDS, MAX_CATALOGUE_SORT } from '@machines/validation';
import { pageQueryProperties } from '../lib/paging';
import { boolean, dateTime, integer, object, string } from '../lib/schemas';

const line = { type: 'integer', minimum: 0, maximum: 9, description: 'Business line (DESIGN §2)' };
const sort = {
  type: 'integer',
  minimum: 0,
  maximum: MAX_CATALOGUE_SORT,
  description: 'Smallest first',
};
const name = { type: 'string', maxLength: 200 };

export const kindSchema = { type: 'string', enum: [...CATALOGUE_KINDS] };

export const typeSchema = object({
  id: integer,
  name: string(),
  nameEn: string(),
  businessLine: integer,
  sort: integer,
  enabled: boolean,
  levelCount: integer,
  updatedAt: dateTime,
});

export const levelSchema = object({
  id: integer,
  typeId: integer,
  typeName: string(),
  typeNameEn: string(),
  businessLine: { ...integer, description: "The type's business line" },
  name: string(),
  nameEn: string(),
  sort: integer,
  enabled: boolean,
  updatedAt: dateTime,
});

export const offeredTypeSchema = object({
  id: integer,
  name: string(),
  nameEn: string(),
  businessLine: integer,
});

export const offeredLevelSchema = object({ id: integer, name: string(), nameEn: string() });

export const typeQuerySchema = object(
  {
    ...pageQueryProperties,
    name,
    businessLine: line,
    enabled: boolean,
  },
  [],
);

export const levelQuerySchema = object(
  {
    ...pageQueryProperties,
    id: integer,
    typeId: integer,
    name,
    enabled: boolean,
  },
  [],
);

const typeFields = { name, nameEn: name, businessLine: line, sort, enabled: boolean };
const levelFields = { typeId: integer, name, nameEn: name, sort, enabled: boolean };

export const typeBodySchema = object(typeFields);
export const typeUpdateSchema = object({ id: integer, ...typeFields });
export const levelBodySchema = object(levelFields);
export const levelUpdateSchema = object({ id: integer, ...levelFields });
export const idSchema = object({ id: integer });
export const copySchema = object({ kind: kindSchema, id: integer });

export const offeredLevelsQuerySchema = object({ kind: kindSchema, typeId: integer }, ['typeId']);
