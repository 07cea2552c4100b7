/** One application with its timeline and what the caller may do with it now. */
import type { RealnameDetail } from '@machines/contracts';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Actor } from '../lib/access';
import { loadTimeline } from '../lib/workflow/timeline';
import { applicationInReach } from './access';
import { realnameEntity, realnameFamily } from './entity';
import { toRow } from './rows';

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
