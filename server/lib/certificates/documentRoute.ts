/**
 * The route of an issued e-certificate (`compay-ecert/{id}`, `compay-person-ecert/{id}`):
 * PNG or PDF, inline or as an attachment, in the caller's language, never cached. An area
 * names its path, permission and record kind, and draws the document.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Permission } from '@machines/access';
import { actorOf, type Actor, type EntityKind } from '../access';
import { contentDisposition } from '../files/names';
import { languageOf } from '../i18n';
import { binaryRouteSchema, boolean, integer, object } from '../schemas';
import type {
  CertificateDocument,
  CertificateFormat,
  CertificateRequest,
} from './certificateDocument';

interface DocumentQuery {
  readonly format?: CertificateFormat;
  readonly download?: boolean;
}

export interface CertificateDocumentRoute {
  readonly url: string;
  readonly tags: readonly string[];
  readonly permission: Permission;
  /** The kind of record the id names (the cross-tenant suite's). */
  readonly kind: EntityKind;
  readonly summary: string;
  readonly description: string;
  readonly draw: (actor: Actor, request: CertificateRequest) => Promise<CertificateDocument>;
}

/** Scheme and host the caller reached us at (behind nginx: what it forwarded, TRUST_PROXY). */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

export function registerCertificateDocumentRoute(
  app: FastifyInstance,
  route: CertificateDocumentRoute,
) {
  app.get<{ Params: { id: number }; Querystring: DocumentQuery }>(
    route.url,
    {
      config: { permission: route.permission, references: { id: route.kind } },
      schema: binaryRouteSchema({
        tags: [...route.tags],
        summary: route.summary,
        description: route.description,
        params: object({ id: integer }),
        querystring: object(
          {
            format: { type: 'string', enum: ['png', 'pdf'], default: 'png' },
            download: { ...boolean, description: 'As an attachment (save) instead of inline' },
          },
          [],
        ),
        produces: ['image/png', 'application/pdf'],
      }),
    },
    async (request, reply) => {
      const { format = 'png', download = false } = request.query;
      const document = await route.draw(actorOf(request), {
        id: request.params.id,
        format,
        language: languageOf(request.headers['accept-language']),
        origin: originOf(request),
      });
      return reply
        .type(document.mime)
        .header(
          'content-disposition',
          contentDisposition(download ? 'attachment' : 'inline', document.fileName),
        )
        .header('cache-control', 'private, no-store')
        .send(document.bytes);
    },
  );
}
