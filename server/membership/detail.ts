/** One VIP application with its timeline and what the caller may do now. */
import type { VipApplicationDetail } from '@machines/contracts';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Actor } from '../lib/access';
import { loadTimeline } from '../lib/workflow/timeline';
import { applicationInReach } from './access';
import { applicationFamily, vipApplicationEntity } from './entity';
import { toApplication } from './rows';

export async function loadDetail(
  db: Database,
  config: Pick<Config, 'appMode' | 'filesPrefix'>,
  actor: Actor,
  id: number,
): Promise<VipApplicationDetail> {
  const { found, party } = await applicationInReach(db, actor, id);
  return {
    application: toApplication(config, found),
    events: await loadTimeline(db, vipApplicationEntity.name, id),
    availableEvents: applicationFamily.availableEvents(found.application.status, {
      party,
      role: actor.activeRole,
    }),
  };
}
