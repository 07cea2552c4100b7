/**
 * The `redirect` query of /login and /auth-redirect, accepted only as a path inside this
 * app: an absolute or protocol-relative URL would make the login page an open redirect.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/')) return null;
  if (value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value === '/login' || value.startsWith('/login?')) return null;
  return value;
}

export function loginPathFor(wanted: string): string {
  return `/login?redirect=${encodeURIComponent(wanted)}`;
}
