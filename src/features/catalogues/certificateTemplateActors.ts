/**
 * The personnel certificate template page's actors: the certificate level it designs,
 * and the template designer bound to the level's template calls.
 */
import { createActorContext } from '@xstate/react';
import type { CatalogueLevel } from '@machines/contracts';
import { templateDesignerOn } from '../../components/certificateTemplate/designerLogic';
import { detailLoaderOf } from '../../components/detailLoader';
import * as cataloguesApi from '../../lib/api/catalogues';
import { personnelTemplateCalls } from '../../lib/api/certificateTemplates';

export const appCertificateLevelLoader = detailLoaderOf<CatalogueLevel>((id) =>
  cataloguesApi.fetchLevel('certificate', id),
);
export const CertificateLevelContext = createActorContext(appCertificateLevelLoader);

export const appPersonnelTemplateDesigner = templateDesignerOn(personnelTemplateCalls);
