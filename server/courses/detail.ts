/** One course with its timeline and what the caller may do now. */
import type { CourseDetail } from '@machines/contracts';
import type { Database } from '../db/client';
import type { Actor } from '../lib/access';
import { loadTimeline } from '../lib/workflow/timeline';
import { courseInReach } from './access';
import { courseEntity, courseFamily } from './entity';
import { toCourses, type FilesConfig } from './rows';

export async function loadDetail(
  db: Database,
  config: FilesConfig,
  actor: Actor,
  id: number,
): Promise<CourseDetail> {
  const { found, party } = await courseInReach(db, actor, id);
  const [course] = await toCourses(db, config, [found]);
  if (!course) throw new Error('A found course was not answered');
  return {
    course,
    events: await loadTimeline(db, courseEntity.name, id),
    availableEvents: courseFamily.availableEvents(course.status, {
      party,
      role: actor.activeRole,
    }),
  };
}
