/**
 * Account settings (DESIGN §9 /accountSetting), every signed-in role, each call on the
 * caller's own account only: profile, password, mobile, email, own sessions.
 */
import type { FastifyInstance } from 'fastify';
import {
  changeEmailSchema,
  changeMobileSchema,
  changePasswordSchema,
  profileSchema,
} from '@machines/validation';
import { actorOf } from '../lib/access';
import type { ServerContext } from '../lib/context';
import { ok } from '../lib/envelope';
import { perMinute } from '../lib/rateLimit';
import {
  boolean,
  dateTime,
  integer,
  nullableString,
  object,
  routeSchema,
  string,
} from '../lib/schemas';
import { validate } from '../lib/validation';
import { listOwnSessions, revokeOtherSessions } from './ownSessions';
import { changeOwnPassword } from './passwordChange';
import { changeEmail, changeMobile, loadProfile, updateProfile } from './profile';

const tags = ['account settings'];

const profileData = object({
  userName: string('The login name'),
  name: string(),
  mobile: string(),
  email: nullableString,
  introduction: string(),
  avatar: {
    ...object({ id: string(), url: string(), name: string(), type: string() }),
    nullable: true,
  },
});

export function registerAccountSettingsRoutes(
  app: FastifyInstance,
  { db, clock, config, passwords }: ServerContext,
) {
  const profileOf = (accountId: number) => loadProfile(db, config, accountId);
  // Guessing an old password or an SMS code costs a request, like a login does.
  const guessLimit = perMinute(config.rateLimits.loginPerMinute);

  app.get(
    '/api/user/profile',
    {
      config: { permission: 'account.read' },
      schema: routeSchema({ tags, summary: 'The own profile', data: profileData }),
    },
    async (request) => ok(await profileOf(actorOf(request).accountId)),
  );

  app.post(
    '/api/user/update-profile',
    {
      config: { permission: 'account.updateProfile', references: { avatarFileId: 'file' } },
      schema: routeSchema({
        tags,
        summary: 'Change name, avatar and introduction',
        description:
          'The avatar is an image the account uploaded (`POST /api/files`); empty removes it. ' +
          'Any other file id: 400 on `avatarFileId`.',
        body: object(
          {
            name: string('At most 20 characters'),
            introduction: string('At most 200 characters'),
            avatarFileId: string(),
          },
          [],
        ),
        data: profileData,
      }),
    },
    async (request) => {
      const actor = actorOf(request);
      const fields = await validate(profileSchema, request.body);
      await updateProfile(db, actor, fields, clock.now());
      return ok(await profileOf(actor.accountId));
    },
  );

  app.post(
    '/api/user/change-password',
    {
      config: { permission: 'account.changePassword', rateLimit: guessLimit },
      schema: routeSchema({
        tags,
        summary: 'Change the password',
        description:
          'The old password is required (400 on `oldPassword` when wrong). Every other ' +
          'session of the account ends; this one stays.',
        body: object({ oldPassword: string(), password: string() }, []),
        data: { type: 'null' },
      }),
    },
    async (request) => {
      const input = await validate(changePasswordSchema, request.body);
      await changeOwnPassword(db, passwords, actorOf(request), input, clock.now());
      return ok(null);
    },
  );

  app.post(
    '/api/user/change-mobile',
    {
      config: { permission: 'account.changeContact', rateLimit: guessLimit },
      schema: routeSchema({
        tags,
        summary: 'Change the mobile number',
        description:
          'With a `change-mobile` SMS code sent to the new number. The login name follows ' +
          'when it was the mobile. A number another account uses: 409 on `mobile`.',
        body: object({ mobile: string(), smsCode: string() }, []),
        data: profileData,
      }),
    },
    async (request) => {
      const actor = actorOf(request);
      const input = await validate(changeMobileSchema, request.body);
      await changeMobile(db, actor, input, clock.now());
      return ok(await profileOf(actor.accountId));
    },
  );

  app.post(
    '/api/user/change-email',
    {
      config: { permission: 'account.changeContact' },
      schema: routeSchema({
        tags,
        summary: 'Change the email address',
        description:
          'Well-formed and used by no other account (409 on `email`); stored lower-cased. ' +
          'There is no mail gateway, so nothing is sent to it.',
        body: object({ email: string() }, []),
        data: profileData,
      }),
    },
    async (request) => {
      const actor = actorOf(request);
      const input = await validate(changeEmailSchema, request.body);
      await changeEmail(db, actor, input, clock.now());
      return ok(await profileOf(actor.accountId));
    },
  );

  app.get(
    '/api/user/sessions',
    {
      config: { permission: 'account.sessions' },
      schema: routeSchema({
        tags,
        summary: 'The own live sessions, most recently used first',
        data: {
          type: 'array',
          items: object({
            id: integer,
            userAgent: nullableString,
            ip: nullableString,
            createdAt: dateTime,
            lastSeenAt: dateTime,
            current: boolean,
          }),
        },
      }),
    },
    async (request) => ok(await listOwnSessions(db, actorOf(request), clock.now())),
  );

  app.post(
    '/api/user/revoke-other-sessions',
    {
      config: { permission: 'account.sessions' },
      schema: routeSchema({
        tags,
        summary: 'Sign out every other session of the account',
        data: object({ revoked: integer }),
      }),
    },
    async (request) => {
      const revoked = await revokeOtherSessions(db, actorOf(request), clock.now());
      return ok({ revoked });
    },
  );
}
