/** One application with its timeline and what the caller may do with it now. */
import type { AvailableEvent } from '@machines/workflows';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Actor } from '../lib/access';
import { loadTimeline, type TimelineEntry } from '../lib/workflow/timeline';
import { applicationInReach } from './access';
import { realnameEntity, realnameFamily } from './entity';
import { toRow, type RealnameRow } from './rows';

export interface RealnameDetail {
  readonly application: RealnameRow;
  readonly events: TimelineEntry[];
  readonly availableEvents: AvailableEvent[];
}

export async function loadDetail(
  db: Database,
  config: Pick<Config, 'appMode' | 'filesPrefix'>,
  actor: Actor,
  id: number,
): Promise<RealnameDetail> {
  const { found, party } = await applicationInReach(db, actor, id);
  const { status } = found.application;
  return {
    application: toRow(config, found),
    events: await loadTimeline(db, realnameEntity.name, id),
    availableEvents: realnameFamily.availableEvents(status, { party, role: actor.activeRole }),
  };
}
