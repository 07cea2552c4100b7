/**
 * Client-side storage (seed §3): the token in a cookie; roles, company type and the full
 * user info ("current role info") in session storage; the language in local storage;
 * component size and sidebar status in cookies. Nothing else reads these keys directly.
 */
import Cookies from 'js-cookie';
import {
  browserLanguage,
  isComponentSize,
  isLanguage,
  type Appearance,
  type ComponentSize,
  type Language,
  type LayoutSettingsInput,
} from '@machines/app/layoutSettings';
import type { RememberedLogin } from '@machines/app/login';
import { PAGE_LOAD } from '@machines/contracts/pageLoad';
import type { UserInfo } from '@machines/app/userInfo';

export const STORAGE_KEYS = {
  token: PAGE_LOAD.tokenCookie,
  roles: 'roles',
  companyType: 'companyType',
  currentRoleInfo: 'currentRoleInfo',
  language: PAGE_LOAD.languageCookie,
  size: 'size',
  sidebarStatus: 'sidebarStatus',
  appearance: 'layoutSettings',
  rememberedLogin: 'rememberedLogin',
} as const;

const cookieOptions = (): Cookies.CookieAttributes => ({
  sameSite: 'strict',
  secure: window.location.protocol === 'https:',
});

/** JSON kept in local storage; none where there is no browser (the prerender, src/prerender/). */
function readJson(key: string): unknown {
  if (typeof localStorage === 'undefined') return undefined;
  const raw = localStorage.getItem(key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

// Token ---------------------------------------------------------------------------

export function readToken(): string | undefined {
  return Cookies.get(STORAGE_KEYS.token) || undefined;
}

export function writeToken(token: string): void {
  Cookies.set(STORAGE_KEYS.token, token, cookieOptions());
}

// Session user --------------------------------------------------------------------

export function writeSessionUser(user: UserInfo): void {
  sessionStorage.setItem(STORAGE_KEYS.roles, JSON.stringify([user.activeRole]));
  sessionStorage.setItem(STORAGE_KEYS.companyType, JSON.stringify(user.corporateType));
  sessionStorage.setItem(STORAGE_KEYS.currentRoleInfo, JSON.stringify(user));
}

/** Logout and dead sessions: token, stored roles and user info go (seed §4, §8). */
export function clearSession(): void {
  Cookies.remove(STORAGE_KEYS.token, cookieOptions());
  sessionStorage.removeItem(STORAGE_KEYS.roles);
  sessionStorage.removeItem(STORAGE_KEYS.companyType);
  sessionStorage.removeItem(STORAGE_KEYS.currentRoleInfo);
}

// Preferences ---------------------------------------------------------------------

export function readLanguage(): Language | undefined {
  const value = localStorage.getItem(STORAGE_KEYS.language);
  return isLanguage(value) ? value : undefined;
}

/**
 * The language to start in: the one chosen before, else the browser's (issue 42: a visitor
 * with an English browser is not greeted in Chinese only), kept from then on.
 */
export function startLanguage(): Language {
  const language = readLanguage() ?? browserLanguage(navigator.languages);
  writeLanguage(language);
  return language;
}

/** A year: the language is a lasting choice, unlike the session's cookies. */
const LANGUAGE_COOKIE_DAYS = 365;

/**
 * Also in a cookie, so the server answers a prerendered page in it (server/web/client.ts)
 * and the page hydrates instead of being drawn again (src/app/hydration.ts).
 */
export function writeLanguage(language: Language): void {
  localStorage.setItem(STORAGE_KEYS.language, language);
  Cookies.set(STORAGE_KEYS.language, language, {
    ...cookieOptions(),
    expires: LANGUAGE_COOKIE_DAYS,
  });
}

export function readSize(): ComponentSize | undefined {
  const value = Cookies.get(STORAGE_KEYS.size);
  return isComponentSize(value) ? value : undefined;
}

export function writeSize(size: ComponentSize): void {
  Cookies.set(STORAGE_KEYS.size, size, cookieOptions());
}

export function readSidebarOpened(): boolean | undefined {
  const value = Cookies.get(STORAGE_KEYS.sidebarStatus);
  return value === undefined ? undefined : value === '1';
}

export function writeSidebarOpened(opened: boolean): void {
  Cookies.set(STORAGE_KEYS.sidebarStatus, opened ? '1' : '0', cookieOptions());
}

export function readAppearance(): Partial<Appearance> {
  const stored = readJson(STORAGE_KEYS.appearance);
  if (typeof stored !== 'object' || stored === null) return {};
  const value = stored as Record<string, unknown>;
  const appearance: { -readonly [K in keyof Appearance]?: Appearance[K] } = {};
  if (typeof value.themeColor === 'string' && /^#[0-9a-f]{6}$/i.test(value.themeColor)) {
    appearance.themeColor = value.themeColor;
  }
  for (const flag of ['tagsView', 'fixedHeader', 'sidebarLogo'] as const) {
    if (typeof value[flag] === 'boolean') appearance[flag] = value[flag];
  }
  return appearance;
}

export function writeAppearance(appearance: Appearance): void {
  localStorage.setItem(STORAGE_KEYS.appearance, JSON.stringify(appearance));
}

/** Everything the layout settings machine starts from. */
export function readLayoutSettingsInput(viewportWidth: number): LayoutSettingsInput {
  const stored: NonNullable<LayoutSettingsInput['stored']> = {
    ...readAppearance(),
    ...definedOnly({
      language: readLanguage(),
      size: readSize(),
      sidebarOpened: readSidebarOpened(),
    }),
  };
  return { stored, viewportWidth };
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([, entry]) => entry !== undefined),
  ) as Partial<T>;
}

// Login form ----------------------------------------------------------------------

/** Only the user name is kept, never the password (see machines/app/login.ts). */
export function readRememberedLogin(): RememberedLogin | undefined {
  const stored = readJson(STORAGE_KEYS.rememberedLogin);
  if (typeof stored !== 'object' || stored === null) return undefined;
  const { userName } = stored as Record<string, unknown>;
  return typeof userName === 'string' ? { userName, remember: true } : undefined;
}

export function writeRememberedLogin({ userName, remember }: RememberedLogin): void {
  if (remember) {
    localStorage.setItem(STORAGE_KEYS.rememberedLogin, JSON.stringify({ userName }));
  } else {
    localStorage.removeItem(STORAGE_KEYS.rememberedLogin);
  }
}
