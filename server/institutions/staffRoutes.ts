/** An institution's teachers and assessors (DESIGN §9), from its verified personnel. */
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../lib/access';
import type { ServerContext } from '../lib/context';
import { ok } from '../lib/envelope';
import { routeSchema } from '../lib/schemas';
import { staffQuerySchema, staffSchema } from './schemas';
import { institutionStaff } from '../lib/institutionStaff';
import { staffCompanyOf } from './staff';

const tags = ['institutions'];

export function registerStaffRoutes(app: FastifyInstance, { db }: ServerContext) {
  const staffRoute = (url: string, kind: 'training' | 'review', summary: string) =>
    app.get<{ Querystring: { corporateId?: number } }>(
      url,
      {
        config: {
          permission: kind === 'training' ? 'institution.teachers' : 'institution.assessors',
          references: { corporateId: 'corporate' },
        },
        schema: routeSchema({
          tags,
          summary,
          description:
            "The people the institution's approved applications name who are still verified, " +
            'by name. An institution gets its own; the platform names `corporateId`.',
          querystring: staffQuerySchema,
          data: staffSchema,
        }),
      },
      async (request) => {
        const corporateId = staffCompanyOf(actorOf(request), request.query.corporateId);
        return ok(await institutionStaff(db, corporateId, kind));
      },
    );
  staffRoute('/api/user/query-teacherlist', 'training', "A training institution's teachers");
  staffRoute('/api/user/query-assessor-list', 'review', "A review institution's assessors");
}
