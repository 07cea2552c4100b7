/** One project declaration with its timeline and what the caller may do now. */
import type { ProjectApplicationDetail } from '@machines/contracts';
import type { Database } from '../db/client';
import type { Actor } from '../lib/access';
import { loadTimeline } from '../lib/workflow/timeline';
import { projectInReach } from './access';
import { isDeletable, projectEntity, qualificationFamily } from './entity';
import { toProject, type FilesConfig } from './rows';

export async function loadDetail(
  db: Database,
  config: FilesConfig,
  actor: Actor,
  id: number,
): Promise<ProjectApplicationDetail> {
  const { found, party } = await projectInReach(db, actor, id);
  const { status } = found.project;
  return {
    application: toProject(config, found),
    events: await loadTimeline(db, projectEntity.name, id),
    availableEvents: qualificationFamily.availableEvents(status, {
      party,
      role: actor.activeRole,
    }),
    deletable: party === 'applicant' && isDeletable(status),
  };
}
