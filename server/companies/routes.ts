/** Company detail for platform staff (issue 12, DESIGN §9): one page per company. */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../lib/context';
import { ok } from '../lib/envelope';
import { dateTime, integer, nullableDateTime, object, routeSchema, string } from '../lib/schemas';
import { companyDetail, corporateTypes } from './detail';

const tags = ['companies'];

const applicationSummarySchema = object({
  kind: string('`realname`, `membership`, `training` or `review`'),
  id: integer,
  status: integer,
  submittedAt: nullableDateTime,
  updatedAt: dateTime,
});

const detailSchema = object({
  company: object({
    id: integer,
    name: string(),
    creditCode: string(),
    corporateType: { ...integer, description: '0 or 1: issuing agency; 2: member company' },
    contactName: string(),
    contactMobile: string('Whole: the detail is for platform staff'),
    contactEmail: string(),
    address: string(),
    verifiedAt: nullableDateTime,
    createdAt: dateTime,
  }),
  institutionRoles: { type: 'array', items: string() },
  membership: {
    ...object({
      status: { ...integer, description: 'Membership status: 0 active, 1 expired, 2 disabled' },
      levelCode: string(),
      validFrom: string('YYYY-MM-DD'),
      validTo: string('YYYY-MM-DD'),
    }),
    nullable: true,
  },
  people: object({ total: integer, verified: integer }),
  accounts: integer,
  applications: {
    type: 'array',
    description: 'Submitted applications of every kind, latest change first (at most 50)',
    items: applicationSummarySchema,
  },
});

export function registerCompanyRoutes(app: FastifyInstance, { db }: ServerContext) {
  app.get<{ Querystring: { id: number } }>(
    '/api/corporate/query-corporate-detail',
    {
      config: { permission: 'company.read', references: { id: 'corporate' } },
      schema: routeSchema({
        tags,
        summary: 'One company whole: standing, membership, roles, personnel, applications',
        querystring: object({ id: integer }),
        data: detailSchema,
      }),
    },
    async (request) => ok(await companyDetail(db, request.query.id)),
  );

  app.get(
    '/api/corporate/query-corporatetype-list',
    {
      config: { permission: 'company.read' },
      schema: routeSchema({
        tags,
        summary: 'The kinds of company (0, 1 issuing agencies; 2 member companies), how many each',
        data: {
          type: 'array',
          items: object({ corporateType: integer, count: integer }),
        },
      }),
    },
    async () => ok(await corporateTypes(db)),
  );
}
