import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pages } from '@machines/access/pages';
import { ListContext } from '../../components/actorContexts';
import { ListRouteProvider } from '../../components/ListRouteProvider';
import { RowStepsProvider, type RowStepCall } from '../../components/rowSteps';
import * as creditCategoriesApi from '../../lib/api/creditCategories';
import { appTypesLoader, ONCE, TypesContext } from './catalogueActors';
import { BoundCreditCategoryDialog } from './CreditCategoryDialog';
import { CreditCategoryScreen, useCategoryName } from './CreditCategoryScreen';
import { useSavedNotice } from './savedNotice';
import type { CatalogueStep } from './entrySteps';

const STEPS: Record<Exclude<CatalogueStep, 'COPY'>, RowStepCall> = {
  DISABLE: ({ id }) => creditCategoriesApi.switchCategory(id, false),
  ENABLE: ({ id }) => creditCategoriesApi.switchCategory(id, true),
  DELETE: ({ id }) => creditCategoriesApi.deleteCategory(id),
};

const creditTypes = appTypesLoader('credit');

/** The page's list bound to its calls; a category opens on its own page. */
function BoundCreditCategories() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = ListContext.useActorRef();
  const typeFilter = ListContext.useSelector((s) => s.context.query.filters.typeId);
  const savedNotice = useSavedNotice();
  const categoryName = useCategoryName();
  return (
    <RowStepsProvider steps={STEPS}>
      <CreditCategoryScreen
        title={t('route.qualificationManage')}
        onOpen={(category) => void navigate(`${pages.qualificationSpecify.path}?id=${category.id}`)}
        renderCategory={(category, onClose) => (
          <BoundCreditCategoryDialog
            key={category?.id ?? 'new'}
            category={category}
            {...(typeFilter ? { typeId: typeFilter } : {})}
            onClose={onClose}
            onSaved={(saved) => {
              onClose();
              savedNotice(categoryName(saved));
              list.send({ type: 'REFRESH' });
            }}
          />
        )}
      />
    </RowStepsProvider>
  );
}

/** `/platSystemManage/qualificationManage`: the credit categories (issue 13). */
export function CreditCategoryRoute() {
  return (
    <TypesContext.Provider logic={creditTypes} options={{ input: ONCE }}>
      <ListRouteProvider fetchPage={creditCategoriesApi.fetchCategories}>
        <BoundCreditCategories />
      </ListRouteProvider>
    </TypesContext.Provider>
  );
}
