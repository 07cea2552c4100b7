/** One training history declaration with its timeline and what the caller may do now. */
import type { TrainingHistoryDetail } from '@machines/contracts';
import type { Database } from '../db/client';
import type { Actor } from '../lib/access';
import { loadTimeline } from '../lib/workflow/timeline';
import { historyInReach } from './access';
import { historyFamily, isDeletable, trainingHistoryEntity } from './entity';
import { toHistory, type FilesConfig } from './rows';

export async function loadDetail(
  db: Database,
  config: FilesConfig,
  actor: Actor,
  id: number,
): Promise<TrainingHistoryDetail> {
  const { found, party } = await historyInReach(db, actor, id);
  const { status } = found.history;
  return {
    application: toHistory(config, found),
    events: await loadTimeline(db, trainingHistoryEntity.name, id),
    availableEvents: historyFamily.availableEvents(status, { party, role: actor.activeRole }),
    deletable: party === 'applicant' && isDeletable(status),
  };
}
