/** The dashboard's to-do lists (`/api/blacklog/*-list`), all four at once. */
import { BACKLOG_LISTS } from '@machines/access/backlog';
import type { BacklogQueue, DashboardCharts } from '@machines/contracts';
import { api } from './http';

export type { BacklogQueue };

/** The queues the active role works on, in the order of the lists. */
export async function fetchBacklog(): Promise<readonly BacklogQueue[]> {
  const lists = await Promise.all(
    BACKLOG_LISTS.map((list) =>
      api.get<BacklogQueue[]>(`blacklog/${list}-list`, { quiet: true, background: true }),
    ),
  );
  return lists.flat();
}

/** The dashboard's charts of the active role (`/api/dashboard/charts`, our own call). */
export function fetchCharts(): Promise<DashboardCharts> {
  return api.get<DashboardCharts>('dashboard/charts', { quiet: true, background: true });
}
