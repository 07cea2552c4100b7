/**
 * The /loginLog screen's calls (DESIGN §9): login attempts, their export, admin actions, and
 * the SMS outbox (ours).
 */
import { listApiParams, type ListQuery } from '@machines/app/listQuery';
import type { AdminActionPage, LoginLogPage, SmsOutboxEntry } from '@machines/contracts';
import type { BlobAnswer } from './client';
import { api } from './http';

/** Filters of the login attempts tab, named as the API takes them. */
export const LOGIN_LOG_FILTERS = ['user', 'result', 'createdFrom', 'createdTo'] as const;
/** Filters of the admin actions tab. */
export const ADMIN_ACTION_FILTERS = ['actor', 'action', 'createdFrom', 'createdTo'] as const;

/** Filters of the SMS outbox tab. */
export const SMS_OUTBOX_FILTERS = ['state', 'createdFrom', 'createdTo'] as const;

export interface SmsOutboxPage {
  readonly list: readonly SmsOutboxEntry[];
  readonly total: number;
  readonly pageIndex: number;
  readonly pageSize: number;
}

/** The logs read in their own order: no sort is sent. */
const paramsOf = (query: ListQuery, filters: readonly string[]) =>
  listApiParams(query, filters, { sortable: false });

/** `GET /api/log/login-logs`. */
export function fetchLoginLogs(query: ListQuery): Promise<LoginLogPage> {
  return api.get<LoginLogPage>('log/login-logs', {
    searchParams: paramsOf(query, LOGIN_LOG_FILTERS),
    quiet: true,
  });
}

/** `GET /api/log/export-login-logs`: the xlsx of the current filters. */
export function exportLoginLogs(query: ListQuery): Promise<BlobAnswer> {
  const { pageIndex: _page, pageSize: _size, ...filters } = paramsOf(query, LOGIN_LOG_FILTERS);
  return api.blob('log/export-login-logs', { searchParams: filters });
}

/** `GET /api/log/admin-actions`. */
export function fetchAdminActions(query: ListQuery): Promise<AdminActionPage> {
  return api.get<AdminActionPage>('log/admin-actions', {
    searchParams: paramsOf(query, ADMIN_ACTION_FILTERS),
    quiet: true,
  });
}

/** `GET /api/log/sms-outbox`: promised messages, those waiting first. */
export function fetchSmsOutbox(query: ListQuery): Promise<SmsOutboxPage> {
  return api.get<SmsOutboxPage>('log/sms-outbox', {
    searchParams: paramsOf(query, SMS_OUTBOX_FILTERS),
    quiet: true,
  });
}
