/**
 * The reviewers' decisions on a project declaration (DESIGN §3.3): the institution it names
 * first, the platform second; the party comes from caller and record.
 */
import type { ProjectApplication } from '@machines/contracts';
import type { Actor } from '../lib/access';
import type { ServerContext } from '../lib/context';
import { decideOnTwoLevels, type TwoLevelDecision } from '../lib/workflow/twoLevelDecision';
import { projectInReach } from './access';
import { projectEntity } from './entity';
import { loadProject } from './rows';

export async function decide(
  { db, config, clock }: Pick<ServerContext, 'db' | 'config' | 'clock'>,
  actor: Actor,
  decision: TwoLevelDecision,
): Promise<ProjectApplication> {
  const { party } = await projectInReach(db, actor, decision.id);
  await decideOnTwoLevels(db, {
    entity: projectEntity,
    actor,
    party,
    decision,
    now: clock.now(),
  });
  return loadProject(db, config, decision.id);
}
