/** The platform's decisions on declared people, one at a time or in a batch. */
import type { Person } from '@machines/contracts';
import type { Actor } from '../lib/access';
import type { ServerContext } from '../lib/context';
import { decideAsPlatform, type ApplicationDecision } from '../lib/workflow/applicantSteps';
import { loadPerson } from './actions';
import { reviewablePerson } from './access';
import { personEntity } from './entity';

type Context = Pick<ServerContext, 'db' | 'config' | 'clock'>;

export async function decide(
  context: Context,
  actor: Actor,
  decision: ApplicationDecision,
): Promise<Person> {
  const { db, clock } = context;
  await reviewablePerson(db, actor, decision.id);
  const now = clock.now();
  await decideAsPlatform(db, { entity: personEntity, actor, decision, now });
  return loadPerson(context, decision.id);
}
