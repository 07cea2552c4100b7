/**
 * The OpenAPI document (DESIGN §5) at /api/docs/json, browsable at /api/docs. Each
 * operation states the permission it needs, from the same access table the server enforces.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { isPermission, isPublicPermission, rolesWith } from '@machines/access';
import { ACCESS_TOKEN_HEADER } from './access';
import { errorEnvelopeSchema } from './schemas';

export const DOCS_PREFIX = '/api/docs';

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  app.addSchema(errorEnvelopeSchema);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Qualification Declaration System API',
        description:
          'Answers use the envelope `{ status, message, data }` with status 0 on success. ' +
          'Messages follow Accept-Language (zh default, en).',
        version: '1',
      },
      components: {
        securitySchemes: {
          accessToken: { type: 'apiKey', in: 'header', name: ACCESS_TOKEN_HEADER },
        },
      },
    },
    // Shared schemas keep their $id as their component name instead of def-0, def-1…
    refResolver: {
      buildLocalReference: (json, _uri, _fragment, i) => String(json.$id ?? `def-${i}`),
    },
    transform: ({ schema, url, route }) => {
      const permission = route.config?.permission;
      if (!isPermission(permission) || isPublicPermission(permission)) return { schema, url };
      const access = `Permission \`${permission}\`: ${rolesWith(permission).join(', ')}.`;
      // Routes declared without a schema reach here with none.
      const description = schema?.description ? `${schema.description}\n\n${access}` : access;
      return { url, schema: { ...schema, description, security: [{ accessToken: [] }] } };
    },
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
}
