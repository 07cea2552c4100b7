/**
 * Uploads and reading them back (DESIGN §5). The type is read from the content, the bytes
 * are kept under a random id outside the web root, and a file is served only to those
 * who may see it; to everyone else it does not exist (404).
 */
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../lib/access';
import type { ServerContext } from '../lib/context';
import { ok } from '../lib/envelope';
import { AppError, HttpStatus } from '../lib/errors';
import { contentDisposition } from '../lib/files/names';
import { describeFile, findFile, storeFile } from '../lib/files/records';
import { binaryRouteSchema, integer, object, routeSchema, string } from '../lib/schemas';
import { pictureLimitsOf } from '../lib/images/pictures';
import { readUpload } from '../lib/files/upload';

const tags = ['files'];
const FILE_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
/**
 * A file opened as a document loads nothing and runs nothing, whatever it holds. The app
 * itself shows files from blob URLs (it must send the access token), which this does not
 * affect. Chrome's PDF viewer will not run in a sandboxed document, so a PDF opened
 * straight from this URL is blocked; the app never opens it that way.
 */
const FILE_CONTENT_SECURITY_POLICY = "default-src 'none'; sandbox";

export function registerFileRoutes(app: FastifyInstance, context: ServerContext) {
  const { db, clock, config, storage, fileAccess } = context;

  app.post(
    '/api/files',
    {
      config: { permission: 'file.upload' },
      schema: {
        ...routeSchema({
          tags,
          summary: 'Upload a file',
          description:
            'multipart/form-data with the file in the field `file` and an optional `purpose` ' +
            '(e.g. `licence`). JPEG, PNG, WebP or PDF, recognised from the content (else 400 ' +
            '`upload.wrongType`), whose name and Content-Type agree with it (else ' +
            '`upload.typeMismatch`), complete (else `upload.unreadable`), at most 10 000 ' +
            'pixels a side and 50 megapixels (else `upload.tooManyPixels`), without scripts, ' +
            'markup, PDF actions or an appended archive (else `upload.activeContent`); at ' +
            "most 10 MB (else 413). Readable by the uploader, the uploader's company, and " +
            'reviewers of a record it is attached to.',
          data: object({
            id: string(),
            url: string('Where to read it (GET)'),
            name: string('The original file name, sanitised'),
            type: string('The detected media type'),
            size: integer,
          }),
        }),
        consumes: ['multipart/form-data'],
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const upload = await readUpload(request, pictureLimitsOf(config));
      const row = await storeFile(
        db,
        storage,
        {
          bytes: upload.bytes,
          mime: upload.mime,
          originalName: upload.fileName,
          purpose: upload.purpose,
          ownerAccountId: actor.accountId,
          corporateId: actor.corporateId,
        },
        clock.now(),
      );
      return ok({ ...describeFile(config, row), size: row.size });
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/files/:id',
    {
      config: { permission: 'file.read', references: { id: 'file' } },
      schema: binaryRouteSchema({
        tags,
        summary: 'Read a stored file',
        description:
          'Served inline with its detected type, never sniffed, in a sandbox that runs ' +
          'nothing; 404 to anyone who may not read it.',
        params: object({ id: string() }),
        produces: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
      }),
    },
    async (request, reply) => {
      const { id } = request.params;
      const file = FILE_ID_PATTERN.test(id) ? await findFile(db, id) : undefined;
      if (!file || !(await fileAccess.mayRead(db, file, actorOf(request)))) throw notFound();
      const bytes = await storage.get(file.id);
      if (!bytes) {
        request.log.error({ fileId: file.id }, 'stored file is missing');
        throw notFound();
      }
      return reply
        .type(file.mime)
        .header('content-length', file.size)
        .header('content-disposition', contentDisposition('inline', file.originalName))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', FILE_CONTENT_SECURITY_POLICY)
        .header('cache-control', 'private')
        .send(bytes);
    },
  );
}

const notFound = () => new AppError(HttpStatus.notFound, 'error.notFound');
