/** /api/corporate. */
import type { RowId } from '@machines/app/list';
import type { CompanyDetail } from '@machines/contracts';
import { api } from './http';

/** Seed §9: the message query's page size. */
export const MESSAGE_PAGE_SIZE = 10;

interface MessagePageSummary {
  readonly unread?: unknown;
}

/** The bell's count: `unread` of the first message page, polled in the background. */
export async function fetchUnreadCount(): Promise<number> {
  const page = await api.get<MessagePageSummary>('corporate/query-message-page', {
    searchParams: { content: '', pageIndex: 1, pageSize: MESSAGE_PAGE_SIZE },
    quiet: true,
    background: true,
  });
  return typeof page.unread === 'number' ? page.unread : 0;
}

/** `GET /api/corporate/query-corporate-detail`: one company whole, for platform staff. */
export function fetchCompanyDetail(id: RowId): Promise<CompanyDetail> {
  return api.get<CompanyDetail>('corporate/query-corporate-detail', {
    searchParams: { id },
    quiet: true,
  });
}
