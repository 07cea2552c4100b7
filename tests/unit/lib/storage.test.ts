/** Seed §3: where each piece of client state is kept. */
import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it } from 'vitest';
import { readUserInfo } from '@machines/app/userInfo';
import {
  clearSession,
  readLayoutSettingsInput,
  readRememberedLogin,
  readToken,
  STORAGE_KEYS,
  writeAppearance,
  writeLanguage,
  writeRememberedLogin,
  writeSessionUser,
  writeSidebarOpened,
  writeSize,
  writeToken,
} from '../../../src/lib/storage';
import { companyAdminInfo } from '../fixtures';
import { DEMO } from '../../demoUsers';

function user() {
  const reading = readUserInfo(companyAdminInfo);
  if (!reading.ok) throw new Error('fixture is not valid user info');
  return reading.user;
}

beforeEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name);
  localStorage.clear();
  sessionStorage.clear();
});

describe('client storage', () => {
  it('keeps the token in the access-token cookie', () => {
    expect(readToken()).toBeUndefined();
    writeToken('abc');
    expect(Cookies.get('access-token')).toBe('abc');
    expect(readToken()).toBe('abc');
  });

  it('keeps roles, company type and the user info in session storage', () => {
    writeSessionUser(user());
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.roles) ?? '')).toEqual(['2000']);
    expect(sessionStorage.getItem(STORAGE_KEYS.companyType)).toBe('2');
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.currentRoleInfo) ?? '')).toMatchObject({
      userName: DEMO.shuxinAdmin,
      activeRole: '2000',
    });
  });

  it('clears token, roles and user info together', () => {
    writeToken('abc');
    writeSessionUser(user());
    writeLanguage('en');
    clearSession();
    expect(readToken()).toBeUndefined();
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem('language')).toBe('en');
  });

  it('reads the layout settings from their cookies and local storage', () => {
    writeLanguage('en');
    writeSize('medium');
    writeSidebarOpened(false);
    writeAppearance({
      themeColor: '#722ed1',
      tagsView: true,
      fixedHeader: false,
      sidebarLogo: true,
    });
    expect(localStorage.getItem('language')).toBe('en');
    expect(Cookies.get('size')).toBe('medium');
    expect(Cookies.get('sidebarStatus')).toBe('0');
    expect(readLayoutSettingsInput(1280)).toEqual({
      viewportWidth: 1280,
      stored: {
        language: 'en',
        size: 'medium',
        sidebarOpened: false,
        themeColor: '#722ed1',
        tagsView: true,
        fixedHeader: false,
        sidebarLogo: true,
      },
    });
  });

  it('ignores values it did not write', () => {
    localStorage.setItem('language', 'fr');
    Cookies.set('size', 'huge');
    localStorage.setItem(STORAGE_KEYS.appearance, '{not json');
    expect(readLayoutSettingsInput(800).stored).toEqual({});
  });

  it('remembers the user name only, never the password', () => {
    writeRememberedLogin({ userName: DEMO.shuxinAdmin, remember: true });
    expect(readRememberedLogin()).toEqual({ userName: DEMO.shuxinAdmin, remember: true });
    expect(localStorage.getItem(STORAGE_KEYS.rememberedLogin)).not.toMatch(/password/i);
    writeRememberedLogin({ userName: DEMO.shuxinAdmin, remember: false });
    expect(readRememberedLogin()).toBeUndefined();
  });
});
