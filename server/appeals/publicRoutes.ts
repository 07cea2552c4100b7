/** The public "forgot account" form (DESIGN §9): its two uploads and the submission. */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../lib/context';
import { ok } from '../lib/envelope';
import { AppError, HttpStatus } from '../lib/errors';
import { PUBLIC_UPLOAD_MIMES, storePendingUpload } from '../lib/files/pendingUploads';
import { requestOrigin } from '../lib/requestOrigin';
import { nullableString, routeSchema } from '../lib/schemas';
import { pictureLimitsOf } from '../lib/images/pictures';
import { readUpload } from '../lib/files/upload';
import { appealBodySchema, uploadAnswerSchema } from './schemas';
import { submitAppeal } from './submission';

const tags = ['appeals'];
const TEN_MINUTES_MS = 10 * 60_000;

export function registerPublicAppealRoutes(app: FastifyInstance, context: ServerContext) {
  const { db, clock, config, storage } = context;
  const rateLimit = { max: config.rateLimits.appealPerTenMinutes, timeWindow: TEN_MINUTES_MS };

  app.post(
    '/api/auth/corporateAppeal/files',
    {
      config: { permission: 'session.appealUpload', rateLimit },
      schema: {
        ...routeSchema({
          tags,
          summary: 'Upload a picture or PDF for an appeal (no login)',
          description:
            'multipart/form-data with the file in the field `file`: JPEG, PNG, WebP or PDF, ' +
            'checked like `POST /api/files` (anything else: 400 `upload.wrongType`), at most ' +
            '10 MB (413). Rate-limited per IP (429). The file is pending: name it in an appeal ' +
            'within 24 hours or it is deleted. Nobody can read it back before an appeal takes ' +
            'it; after, only the reviewers of appeals.',
          data: uploadAnswerSchema,
        }),
        consumes: ['multipart/form-data'],
      },
    },
    async (request) => {
      const upload = await readUpload(request, pictureLimitsOf(config));
      if (!PUBLIC_UPLOAD_MIMES.includes(upload.mime)) throw wrongType();
      const row = await storePendingUpload(db, storage, upload, clock.now());
      return ok({ id: row.id, name: row.originalName, type: row.mime, size: row.size });
    },
  );

  app.post<{ Body: unknown }>(
    '/api/auth/create-corporateAppeal',
    {
      config: {
        permission: 'session.appeal',
        references: { licenceFileId: 'file', proofFileId: 'file' },
        rateLimit,
      },
      schema: routeSchema({
        tags,
        summary: 'Submit an account appeal (no login)',
        description:
          'The SMS code must have been sent to `mobile` for the purpose `appeal` ' +
          '(400 `validation.smsCodeWrong` on `smsCode` otherwise). Both images must be pending ' +
          'uploads of the form, each used once (400 on `licenceFileId` / `proofFileId`). ' +
          'Format errors: 400 with `fieldErrors`. The answer is the same whether or not the ' +
          'user name names an account. Rate-limited per IP (429).',
        body: appealBodySchema,
        data: nullableString,
      }),
    },
    async (request) => {
      await submitAppeal(context, request.body, requestOrigin(request).ip);
      return ok(null);
    },
  );
}

function wrongType(): AppError {
  const key = 'upload.wrongType';
  return new AppError(HttpStatus.badRequest, key, { fieldErrors: { file: { key } } });
}
