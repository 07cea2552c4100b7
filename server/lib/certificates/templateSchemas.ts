/** JSON Schemas of a certificate template's routes, for the fields its certificate shows. */
import type { CertificateField } from '@machines/validation';
import { integer, object } from '../schemas';

const fraction = { type: 'number', minimum: 0, maximum: 1 };

export function templateSchemas(fields: readonly CertificateField[]) {
  const pointSchema = object({
    field: { type: 'string', enum: [...fields] },
    x: fraction,
    y: fraction,
    size: { type: 'number', minimum: 0, maximum: 1 },
  });
  const templateFields = {
    backgroundFileId: { type: ['string', 'null'], maxLength: 64 },
    points: { type: 'array', maxItems: fields.length, items: pointSchema },
  };
  return {
    /** The template's own fields, for a body that names its owner its own way. */
    fields: templateFields,
    /** What a template is read as, and saved with (`version` as read). */
    template: object({ ...templateFields, version: integer }),
    body: object({ ...templateFields, version: integer }),
    /** A draft to draw, of the record `id`. */
    preview: object({ id: integer, ...templateFields }),
  };
}
