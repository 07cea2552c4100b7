/** One institution application with its timeline and what the caller may do now. */
import type { InstitutionKind } from '@machines/access';
import type { InstitutionApplicationDetail } from '@machines/contracts';
import type { Database } from '../db/client';
import type { Actor } from '../lib/access';
import { loadTimeline } from '../lib/workflow/timeline';
import { applicationInReach } from './access';
import { applicationFamily, institutionEntities } from './entity';
import { toApplications, type FilesConfig } from './rows';

export async function loadDetail(
  db: Database,
  config: FilesConfig,
  actor: Actor,
  kind: InstitutionKind,
  id: number,
): Promise<InstitutionApplicationDetail> {
  const { found, party } = await applicationInReach(db, actor, id, kind);
  const [application] = await toApplications(db, config, [found]);
  if (!application) throw new Error(`Institution application ${id} vanished`);
  return {
    application,
    events: await loadTimeline(db, institutionEntities[kind].name, id),
    availableEvents: applicationFamily.availableEvents(found.application.status, {
      party,
      role: actor.activeRole,
    }),
  };
}
