import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { sessionMachine, sessionStatus } from '@machines/app/session';
import { companyAdminInfo, serviceError, trainingRoleInfo } from '../fixtures';

function startSession(options: {
  hasToken?: boolean;
  userInfo?: () => Promise<unknown>;
  logout?: () => Promise<unknown>;
}) {
  const effects = {
    storeToken: vi.fn(),
    storeUserInfo: vi.fn(),
    clearSession: vi.fn(),
    reloadApp: vi.fn(),
  };
  const fetchUserInfo = vi.fn(options.userInfo ?? (() => Promise.resolve(companyAdminInfo)));
  const logout = vi.fn(options.logout ?? (() => Promise.resolve(null)));
  const machine = sessionMachine.provide({
    actors: { fetchUserInfo: fromPromise(fetchUserInfo), logout: fromPromise(logout) },
    actions: {
      storeToken: (_, params) => effects.storeToken(params.token),
      storeUserInfo: (_, params) => effects.storeUserInfo(params.user),
      clearSession: () => effects.clearSession(),
      reloadApp: () => effects.reloadApp(),
    },
    guards: { hasStoredToken: () => options.hasToken ?? false },
  });
  const actor = createActor(machine).start();
  return { actor, effects, fetchUserInfo, logout };
}

const settled = (actor: ReturnType<typeof startSession>['actor']) =>
  waitFor(actor, (s) => !s.hasTag('pending'));

describe('sessionMachine', () => {
  it('starts anonymous without a stored token', () => {
    const { actor, fetchUserInfo } = startSession({});
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(sessionStatus(actor.getSnapshot())).toBe('anonymous');
    expect(fetchUserInfo).not.toHaveBeenCalled();
  });

  it('loads the user of a stored token and allows the pages of its role', async () => {
    const { actor, effects } = startSession({ hasToken: true });
    expect(sessionStatus(actor.getSnapshot())).toBe('pending');
    const snapshot = await settled(actor);
    expect(snapshot.matches({ authenticated: 'ready' })).toBe(true);
    expect(sessionStatus(snapshot)).toBe('signedIn');
    expect(snapshot.context.activeRole).toBe('2000');
    expect(snapshot.context.user?.availableRoles).toEqual(['2000', '2010', '2001']);
    expect(snapshot.context.allowedPages).toContain('creditApply');
    expect(snapshot.context.allowedPages).not.toContain('traningApply');
    expect(effects.storeUserInfo).toHaveBeenCalledWith(snapshot.context.user);
  });

  it('stores the token of a login, then loads the user', async () => {
    const { actor, effects, fetchUserInfo } = startSession({});
    actor.send({ type: 'LOGGED_IN', token: 'token-1' });
    expect(effects.storeToken).toHaveBeenCalledWith('token-1');
    await settled(actor);
    expect(fetchUserInfo).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().matches('authenticated')).toBe(true);
  });

  it.each([
    ['no user info at all', null, 'error.verificationFailed'],
    ['an empty role list', { ...companyAdminInfo, roles: [] }, 'error.emptyRoles'],
    ['no known role', { ...companyAdminInfo, roles: ['9999'] }, 'error.emptyRoles'],
  ])('signs out with the seed message on %s', async (_, answer, key) => {
    const { actor, effects } = startSession({
      hasToken: true,
      userInfo: () => Promise.resolve(answer),
    });
    const snapshot = await settled(actor);
    expect(snapshot.value).toBe('anonymous');
    expect(snapshot.context.error).toEqual({ key });
    expect(snapshot.context.user).toBeNull();
    expect(effects.clearSession).toHaveBeenCalledOnce();
  });

  it("signs out with the server's message when loading the user fails", async () => {
    const { actor, effects } = startSession({
      hasToken: true,
      userInfo: () => Promise.reject(serviceError(401, '登录已过期')),
    });
    const snapshot = await settled(actor);
    expect(snapshot.value).toBe('anonymous');
    expect(snapshot.context.error).toEqual({ text: '登录已过期' });
    expect(effects.clearSession).toHaveBeenCalledOnce();
  });

  it('falls back to "Has Error" when the failure has no message', async () => {
    const { actor } = startSession({
      hasToken: true,
      userInfo: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    expect((await settled(actor)).context.error).toEqual({ key: 'error.hasError' });
  });

  it.each([
    ['the request was cut off (the page is being left)', { messageKey: 'error.network' }],
    ['the request timed out', { messageKey: 'error.timeout' }],
  ])('keeps the token when no answer arrived: %s', async (_, { messageKey }) => {
    const { actor, effects } = startSession({
      hasToken: true,
      userInfo: () => Promise.reject(Object.assign(serviceError(0, ''), { messageKey })),
    });
    const snapshot = await settled(actor);
    expect(snapshot.value).toBe('anonymous');
    expect(snapshot.context.error).toEqual({ key: messageKey });
    expect(effects.clearSession).not.toHaveBeenCalled();
  });

  it.each([500, 512, 514])('clears the token when the server answers %i', async (status) => {
    const { actor, effects } = startSession({
      hasToken: true,
      userInfo: () => Promise.reject(serviceError(status, 'refused')),
    });
    expect((await settled(actor)).context.error).toEqual({ text: 'refused' });
    expect(effects.clearSession).toHaveBeenCalledOnce();
  });

  it('ignores SESSION.EXPIRED while the user is still loading', async () => {
    const { actor } = startSession({ hasToken: true });
    actor.send({ type: 'SESSION.EXPIRED' });
    expect((await settled(actor)).matches('authenticated')).toBe(true);
  });

  it('logs out: revokes server-side, then clears everything', async () => {
    const { actor, effects, logout } = startSession({ hasToken: true });
    await settled(actor);
    actor.send({ type: 'LOGOUT' });
    const snapshot = await settled(actor);
    expect(logout).toHaveBeenCalledOnce();
    expect(snapshot.value).toBe('anonymous');
    expect(snapshot.context.allowedPages).toEqual([]);
    expect(effects.clearSession).toHaveBeenCalledOnce();
  });

  it('logs out locally even when the server call fails', async () => {
    const { actor, effects } = startSession({
      hasToken: true,
      logout: () => Promise.reject(serviceError(500, 'down')),
    });
    await settled(actor);
    actor.send({ type: 'LOGOUT' });
    expect((await settled(actor)).value).toBe('anonymous');
    expect(effects.clearSession).toHaveBeenCalledOnce();
  });

  it('asks to log in again on SESSION.EXPIRED; cancel keeps the app', async () => {
    const { actor, effects } = startSession({ hasToken: true });
    await settled(actor);
    actor.send({ type: 'SESSION.EXPIRED' });
    expect(actor.getSnapshot().value).toBe('expired');
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().matches('authenticated')).toBe(true);
    expect(effects.reloadApp).not.toHaveBeenCalled();
  });

  it('resets and reloads when the timed-out login is confirmed', async () => {
    const { actor, effects } = startSession({ hasToken: true });
    await settled(actor);
    actor.send({ type: 'SESSION.EXPIRED' });
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().value).toBe('reloading');
    expect(effects.clearSession).toHaveBeenCalledOnce();
    expect(effects.reloadApp).toHaveBeenCalledOnce();
  });

  it("tells a revoked session the server's reason, then reloads", async () => {
    const { actor, effects } = startSession({ hasToken: true });
    await settled(actor);
    actor.send({ type: 'SESSION.REVOKED', message: '账号已在别处登录' });
    expect(actor.getSnapshot().value).toBe('revoked');
    expect(actor.getSnapshot().context.revokedMessage).toBe('账号已在别处登录');
    expect(actor.getSnapshot().can({ type: 'CANCEL' })).toBe(false);
    actor.send({ type: 'CONFIRM' });
    expect(effects.reloadApp).toHaveBeenCalledOnce();
  });

  it('re-reads the user on USER.RELOAD and regenerates the pages', async () => {
    const answers = [companyAdminInfo, trainingRoleInfo];
    const { actor } = startSession({
      hasToken: true,
      userInfo: () => Promise.resolve(answers.shift()),
    });
    await settled(actor);
    actor.send({ type: 'USER.RELOAD' });
    expect(actor.getSnapshot().matches({ authenticated: 'refreshing' })).toBe(true);
    const snapshot = await waitFor(actor, (s) => s.matches({ authenticated: 'ready' }));
    expect(snapshot.context.activeRole).toBe('2010');
    expect(snapshot.context.allowedPages).toContain('traningApply');
    expect(snapshot.context.allowedPages).not.toContain('creditApply');
  });

  it('keeps the known user when a reload fails for another reason', async () => {
    let calls = 0;
    const { actor } = startSession({
      hasToken: true,
      userInfo: () =>
        ++calls === 1 ? Promise.resolve(companyAdminInfo) : Promise.reject(serviceError(500, 'x')),
    });
    await settled(actor);
    actor.send({ type: 'USER.RELOAD' });
    const snapshot = await waitFor(actor, (s) => s.matches({ authenticated: 'ready' }));
    expect(snapshot.context.activeRole).toBe('2000');
  });
});
