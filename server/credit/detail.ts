/** One credit application with its timeline and what the caller may do now. */
import type { CreditApplicationDetail } from '@machines/contracts';
import type { Database } from '../db/client';
import type { Actor } from '../lib/access';
import { loadTimeline } from '../lib/workflow/timeline';
import { applicationInReach } from './access';
import { creditEntity, isDeletable, qualificationFamily } from './entity';
import { toApplications, type FilesConfig } from './rows';

export async function loadDetail(
  db: Database,
  config: FilesConfig,
  actor: Actor,
  id: number,
): Promise<CreditApplicationDetail> {
  const { found, party } = await applicationInReach(db, actor, id);
  const [application] = await toApplications(db, config, [found]);
  if (!application) throw new Error(`Credit application ${id} vanished`);
  const { status } = found.application;
  return {
    application,
    events: await loadTimeline(db, creditEntity.name, id),
    availableEvents: qualificationFamily.availableEvents(status, {
      party,
      role: actor.activeRole,
    }),
    deletable: party === 'applicant' && isDeletable(status),
  };
}
