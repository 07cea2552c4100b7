/**
 * The Fastify application: used by main.ts and by the server tests, which give it a
 * database and a clock of their own. Call `ready()` (or `listen()`) on the answer.
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { registerAppealRoutes } from './appeals/routes';
import { scheduleSmsOutbox } from './lib/sms/outbox';
import { registerAccountRoutes } from './accounts/routes';
import { registerAuditTrailRoutes } from './auditTrail/routes';
import { registerWorkflowMapRoutes } from './workflowMap/routes';
import { drawPageCaptcha } from './auth/pageCaptcha';
import { registerAuthRoutes } from './auth/routes';
import { registerBacklogRoutes } from './backlog/routes';
import { registerCreditCategoryRoutes } from './catalogues/categoryRoutes';
import { registerCatalogueRoutes } from './catalogues/routes';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerFileRoutes } from './files/routes';
import { registerHealthRoutes } from './health/routes';
import { installAccessControl } from './lib/access';
import { installAdminAudit } from './lib/adminAudit';
import { systemClock, type Clock } from './lib/clock';
import { setAssociationTimeZone } from './lib/dates';
import type { ServerContext } from './lib/context';
import { passwordHasher } from './lib/passwords';
import { installErrorHandler, sendError } from './lib/errorHandler';
import { installInputHygiene } from './lib/inputHygiene';
import { AppError, HttpStatus } from './lib/errors';
import type { FileStorage } from './lib/files/storage';
import { fileStores } from './lib/files/stores';
import { lazyCompilers } from './lib/lazySchemas';
import { loggerOptions } from './lib/logging';
import { registerOpenApi } from './lib/openapi';
import { installTimelineSources } from './lib/workflow/timelineSources';
import { installWorkflowSources } from './lib/workflow/workflowSources';
import { CLIENT_DIR } from './projectPaths';
import { smsProviderFor } from './lib/sms';
import { registerRateLimit } from './lib/rateLimit';
import { forbidCachingApiAnswers, registerSecurityHeaders } from './lib/security';
import { registerUploads } from './lib/uploads';
import { fileAccess } from './lib/files/readAccess';
import { registerLogRoutes } from './log/routes';
import { registerMessageRoutes } from './messages/routes';
import { registerMembershipRoutes } from './membership/routes';
import { registerInstitutionRoutes } from './institutions/routes';
import { registerCompanyRoutes } from './companies/routes';
import { registerCreditRoutes } from './credit/routes';
import { registerProjectRoutes } from './projects/routes';
import { registerTrainingHistoryRoutes } from './trainingHistories/routes';
import { registerCourseRoutes } from './courses/routes';
import { registerCertificateReviewRoutes } from './signUps/certificateRoutes';
import { registerSignUpReviewRoutes } from './signUps/reviewRoutes';
import { registerDateChangeRoutes } from './signUps/dateChanges/routes';
import { registerSignUpRoutes } from './signUps/routes';
import { registerTrainingRecordRoutes } from './signUps/records/routes';
import { registerSignUpExportRoutes } from './signUps/exportRoutes';
import { registerSignUpTestRoutes } from './signUps/testRoutes';
import { registerPeopleRoutes } from './people/routes';
import { registerRealnameRoutes } from './realname/routes';
import { registerTestSupportRoutes } from './testSupport/routes';
import { registerUserRoutes } from './user/routes';
import { pageHeading } from './user/pageHeading';
import { registerClient, type DrawPageHeading } from './web/client';
import { PAGE_BOOT_SCRIPT_HASH } from './web/pageScripts';

const JSON_BODY_LIMIT = 1024 * 1024;

export interface BuildAppOptions {
  readonly config: Config;
  readonly db: Database;
  readonly clock?: Clock;
  /** Where uploads are kept; by default the folder DATA_DIR/files. */
  readonly storage?: FileStorage;
  /** Fastify's logger option; by default pino at the configured level, with secrets redacted. */
  readonly logger?: FastifyServerOptions['logger'];
  /** The built client to serve, dist/ by default; null serves the API only. */
  readonly clientDir?: string | null;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db, clock = systemClock } = options;
  setAssociationTimeZone(config.timeZone);
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: config.trustProxy,
    // Route schemas compiled on first use, not before listening (server/lib/lazySchemas.ts).
    schemaController: { compilersFactory: lazyCompilers },
    // The router's own refusals (a malformed URL, an over-long path parameter) leave as
    // the envelope like every other refusal.
    frameworkErrors: (_error, request, reply) =>
      sendError(request, reply, new AppError(HttpStatus.badRequest, 'error.badRequest')),
  });
  // Hooks first: they must see every route registered after them.
  installErrorHandler(app);
  installAccessControl(app, db, clock);
  installTimelineSources(app);
  installWorkflowSources(app);
  installAdminAudit(app);
  installInputHygiene(app);
  await registerSecurityHeaders(app, [PAGE_BOOT_SCRIPT_HASH]);
  forbidCachingApiAnswers(app);
  await registerRateLimit(app, db);
  await registerOpenApi(app);
  await registerUploads(app);

  const stores = fileStores(config);
  const storage = options.storage ?? stores.storage;
  const sms = smsProviderFor(config, { db, log: app.log, now: () => clock.now() });
  const passwords = passwordHasher(config.passwordCost);
  const { certificateCache } = stores;
  const context: ServerContext = {
    config,
    db,
    clock,
    storage,
    certificateCache,
    sms,
    passwords,
    fileAccess: fileAccess(),
  };
  registerHealthRoutes(app, context);
  registerAuthRoutes(app, context);
  registerUserRoutes(app, context);
  registerMessageRoutes(app, context);
  registerFileRoutes(app, context);
  registerRealnameRoutes(app, context);
  registerPeopleRoutes(app, context);
  registerMembershipRoutes(app, context);
  registerInstitutionRoutes(app, context);
  registerCreditRoutes(app, context);
  registerProjectRoutes(app, context);
  registerTrainingHistoryRoutes(app, context);
  registerCourseRoutes(app, context);
  registerSignUpRoutes(app, context);
  registerSignUpReviewRoutes(app, context);
  registerCertificateReviewRoutes(app, context);
  registerDateChangeRoutes(app, context);
  registerTrainingRecordRoutes(app, context);
  registerSignUpExportRoutes(app, context);
  registerCompanyRoutes(app, context);
  registerAppealRoutes(app, context);
  scheduleSmsOutbox(app, context);
  registerLogRoutes(app, context);
  registerCatalogueRoutes(app, context);
  registerCreditCategoryRoutes(app, context);
  registerBacklogRoutes(app, context);
  registerAccountRoutes(app, context);
  // Last: it serves the history of the record kinds the areas above registered.
  registerAuditTrailRoutes(app, context);
  registerWorkflowMapRoutes(app, context);
  if (config.appMode === 'test') {
    registerTestSupportRoutes(app, context);
    registerSignUpTestRoutes(app, context);
  }

  const clientDir = options.clientDir === undefined ? CLIENT_DIR : options.clientDir;
  const drawCaptcha = async (ip: string) => {
    try {
      return await drawPageCaptcha(db, config.rateLimits.captchaPerMinute, ip, clock.now());
    } catch (error) {
      // The page still loads; the form then asks for its captcha itself.
      app.log.warn({ err: error }, 'could not draw a captcha into the login page');
      return undefined;
    }
  };
  const drawHeading: DrawPageHeading = async (page) => {
    try {
      return await pageHeading(db, { clock, timeZone: config.timeZone }, page);
    } catch (error) {
      // The frame is drawn without it; the page draws its own once the script runs.
      app.log.warn({ err: error }, 'could not draw the page heading into the signed-in frame');
      return '';
    }
  };
  const client =
    clientDir === null
      ? null
      : await registerClient(app, clientDir, config.timeZone, {
          captcha: drawCaptcha,
          heading: drawHeading,
        });
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    const isPageLoad = request.method === 'GET' || request.method === 'HEAD';
    if (client && isPageLoad && !isApi) {
      return client.sendPage(reply, {
        url: request.url,
        ip: request.ip,
        cookieHeader: request.headers.cookie,
        acceptLanguage: request.headers['accept-language'],
      });
    }
    return sendError(request, reply, new AppError(HttpStatus.notFound, 'error.notFound'));
  });
  return app;
}
