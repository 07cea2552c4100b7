/** One person with the steps of their verification and what the caller may do now. */
import type { PersonDetail } from '@machines/contracts';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Actor } from '../lib/access';
import { loadTimeline } from '../lib/workflow/timeline';
import { personInReach } from './access';
import { personEntity, personFamily } from './entity';
import { toPerson } from './rows';

export async function loadPersonDetail(
  db: Database,
  config: Pick<Config, 'appMode' | 'filesPrefix'>,
  actor: Actor,
  id: number,
): Promise<PersonDetail> {
  const { found, party } = await personInReach(db, actor, id);
  return {
    person: toPerson(config, found),
    events: await loadTimeline(db, personEntity.name, id),
    availableEvents: personFamily.availableEvents(found.person.status, {
      party,
      role: actor.activeRole,
    }),
  };
}
