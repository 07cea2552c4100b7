import { useTranslation } from 'react-i18next';
import { CREDIT_CERTIFICATE_FIELDS } from '@machines/validation/certificateTemplate';
import { ListContext, TemplateDesignerContext } from '../../components/actorContexts';
import { TemplateDesigner } from '../../components/certificateTemplate/TemplateDesigner';
import { ListRouteProvider } from '../../components/ListRouteProvider';
import { RowStepsProvider } from '../../components/rowSteps';
import { appUploadMachine } from '../../components/uploadBinding';
import { NoRecordNamed, useRecordIdParam } from '../../components/recordIdParam';
import * as creditCategoriesApi from '../../lib/api/creditCategories';
import { useEntryName } from '../../lib/entryName';
import type { ListQuery } from '@machines/app/listQuery';
import { appCategoryLoader, appCreditTemplateDesigner, CategoryContext } from './categoryActors';
import { BoundMaterialDialog } from './MaterialDialog';
import { MaterialsPanel } from './MaterialsPanel';
import { useSavedNotice } from './savedNotice';
import { PAGE_PARAMS, QualificationSpecifyScreen } from './QualificationSpecifyScreen';

const MATERIAL_STEPS = {
  DELETE: ({ id }: { id: number | string }) => creditCategoriesApi.deleteMaterial(id),
};

function BoundMaterials({ categoryId }: { categoryId: number }) {
  const list = ListContext.useActorRef();
  const savedNotice = useSavedNotice();
  const entryName = useEntryName();
  return (
    <RowStepsProvider steps={MATERIAL_STEPS}>
      <MaterialsPanel
        renderMaterial={(material, sort, onClose) => (
          <BoundMaterialDialog
            key={material?.id ?? 'new'}
            categoryId={categoryId}
            material={material}
            sort={sort}
            onClose={onClose}
            onSaved={(saved) => {
              onClose();
              savedNotice(entryName(saved));
              list.send({ type: 'REFRESH' });
            }}
          />
        )}
      />
    </RowStepsProvider>
  );
}

/** `/platSystemManage/qualificationSpecify?id=…`: a credit category's materials and template. */
export function QualificationSpecifyRoute() {
  const { t } = useTranslation();
  const { id, key, reload } = useRecordIdParam();
  if (id === null) {
    return (
      <NoRecordNamed
        title={t('route.qualificationSpecify')}
        message={t('creditCategory.noneNamed')}
      />
    );
  }
  return (
    <CategoryContext.Provider key={key} logic={appCategoryLoader} options={{ input: { id } }}>
      <QualificationSpecifyScreen
        onReload={reload}
        renderMaterials={(category) => (
          <ListRouteProvider
            fetchPage={(query: ListQuery) => creditCategoriesApi.fetchMaterials(category.id, query)}
            preserve={PAGE_PARAMS}
          >
            <BoundMaterials categoryId={category.id} />
          </ListRouteProvider>
        )}
        renderTemplate={(category) => (
          <TemplateDesignerContext.Provider
            logic={appCreditTemplateDesigner}
            options={{ input: { recordId: category.id } }}
          >
            <TemplateDesigner
              fields={CREDIT_CERTIFICATE_FIELDS}
              uploadLogic={appUploadMachine}
              title={t('creditCategory.tab.template')}
            />
          </TemplateDesignerContext.Provider>
        )}
      />
    </CategoryContext.Provider>
  );
}
