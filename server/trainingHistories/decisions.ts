/** The platform's decisions on training history declarations, one at a time or in a batch. */
import type { TrainingHistory } from '@machines/contracts';
import type { Actor } from '../lib/access';
import type { ServerContext } from '../lib/context';
import { decideAsPlatform, type ApplicationDecision } from '../lib/workflow/applicantSteps';
import { historyAs } from './access';
import { trainingHistoryEntity } from './entity';
import { loadHistory } from './rows';

export async function decide(
  { db, config, clock }: Pick<ServerContext, 'db' | 'config' | 'clock'>,
  actor: Actor,
  decision: ApplicationDecision,
): Promise<TrainingHistory> {
  await historyAs(db, actor, decision.id, 'platform');
  await decideAsPlatform(db, { entity: trainingHistoryEntity, actor, decision, now: clock.now() });
  return loadHistory(db, config, decision.id);
}
