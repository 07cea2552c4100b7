/**
 * The credit category screens' actors: one category (its page), the levels of the type a
 * category form has chosen, and the template designer bound to the category's calls.
 */
import { createActorContext } from '@xstate/react';
import type { CatalogueLevel, CreditCategory } from '@machines/contracts';
import { templateDesignerOn } from '../../components/certificateTemplate/designerLogic';
import { detailLoaderOf } from '../../components/detailLoader';
import * as cataloguesApi from '../../lib/api/catalogues';
import * as creditCategoriesApi from '../../lib/api/creditCategories';

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
export const appCreditTemplateDesigner = templateDesignerOn(creditCategoriesApi.templates);
