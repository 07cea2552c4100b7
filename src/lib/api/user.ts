/** /api/user: the session's user, logout, role switch. Their machines show failures. */
import type { RoleCode } from '@machines/access/roles';
import { api } from './http';

/** The raw `data`; the session machine checks it (seed §8 route-guard messages). */
export function fetchUserInfo(): Promise<unknown> {
  return api.get<unknown>('user/userinfo', { quiet: true });
}

export function logout(): Promise<unknown> {
  return api.post<unknown>('user/logout', { quiet: true });
}

export function switchRole(role: RoleCode): Promise<unknown> {
  return api.put<unknown>('user/update-usertype', { json: { role }, quiet: true });
}
