/**
 * The credit category screens' actors: one category (its page), the levels of the type a
 * category form has chosen, and the template designer bound to the category's calls.
 */
import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import { templateDesignerMachine, type PreviewRequest } from '@machines/app/templateDesigner';
import type { CatalogueLevel, CreditCategory } from '@machines/contracts';
import { detailLoaderOf } from '../../components/detailLoader';
import { cataloguesApi, creditCategoriesApi } from '../../lib/api';

export const appCategoryLoader = detailLoaderOf<CreditCategory>((id) =>
  creditCategoriesApi.fetchCategory(id),
);
export const CategoryContext = createActorContext(appCategoryLoader);

/** Input `{ id: typeId }`. */
export const appLevelsLoader = detailLoaderOf<readonly CatalogueLevel[]>((typeId) =>
  cataloguesApi.fetchLevelsOfType('credit', typeId),
);
export const LevelsContext = createActorContext(appLevelsLoader);

/** The designer of a credit category's certificate template, on the seed's calls. */
export const appCreditTemplateDesigner = templateDesignerMachine.provide({
  actors: {
    loadTemplate: fromPromise(({ input }: { input: { recordId: number } }) =>
      creditCategoriesApi.fetchTemplate(input.recordId),
    ),
    saveTemplate: fromPromise(({ input }) => {
      const { recordId, backgroundFileId, points, version } = input;
      return creditCategoriesApi.saveTemplate(recordId, { backgroundFileId, points, version });
    }),
    resetTemplate: fromPromise(({ input }: { input: { recordId: number } }) =>
      creditCategoriesApi.resetTemplate(input.recordId),
    ),
    renderPreview: fromPromise(async ({ input }: { input: PreviewRequest }) => {
      const { recordId, backgroundFileId, points } = input;
      const picture = await creditCategoriesApi.previewCertificate(recordId, {
        backgroundFileId,
        points,
      });
      return URL.createObjectURL(picture);
    }),
  },
});
