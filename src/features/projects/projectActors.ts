/**
 * The project area's actors and addresses: one declaration's detail, the review
 * institutions a declaration may name, and the URLs that open them.
 */
import { createActorContext } from '@xstate/react';
import type { ProjectApplicationDetail } from '@machines/contracts';
import { detailLoaderOf } from '../../components/detailLoader';
import * as projectsApi from '../../lib/api/projects';

const unbound = (name: string) => () =>
  Promise.reject(new Error(`${name}: provide a bound loader`));

/** One declaration's detail, declared; bound below or by a story. */
export const projectDetailLoader = detailLoaderOf<ProjectApplicationDetail>(
  unbound('projectDetailLoader'),
);
export const appProjectDetailLoader = detailLoaderOf((id) => projectsApi.fetchProjectDetail(id));
export const ProjectDetailContext = createActorContext(projectDetailLoader);

/** The review institutions a declaration may name (loaded once). */
export const projectInstitutionsLoader = detailLoaderOf<readonly { id: number; name: string }[]>(
  unbound('projectInstitutionsLoader'),
);
export const appProjectInstitutionsLoader = detailLoaderOf<readonly { id: number; name: string }[]>(
  () => projectsApi.fetchInstitutions(),
);
export const ProjectInstitutionsContext = createActorContext(projectInstitutionsLoader);

/** The URL parameter naming the declaration a dialog shows (the backlog links with it). */
export const ID_PARAM = 'id';
/** The URL parameter naming the declaration whose form the page shows (`new` for a new one). */
export const EDIT_PARAM = 'edit';
