import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { CREDIT_CERTIFICATE_FIELDS } from '@machines/validation/certificateTemplate';
import { ListContext, TemplateDesignerContext } from '../../components/actorContexts';
import { TemplateDesigner } from '../../components/certificateTemplate/TemplateDesigner';
import { ListRouteProvider } from '../../components/ListRouteProvider';
import { PageHeading } from '../../components/PageHeading';
import { RowStepsProvider } from '../../components/rowSteps';
import { appUploadMachine } from '../../components/uploadBinding';
import { creditCategoriesApi } from '../../lib/api';
import type { ListQuery } from '@machines/app/listQuery';
import { appCategoryLoader, appCreditTemplateDesigner, CategoryContext } from './categoryActors';
import { BoundMaterialDialog } from './MaterialDialog';
import { MaterialsPanel } from './MaterialsPanel';
import { PAGE_PARAMS, QualificationSpecifyScreen } from './QualificationSpecifyScreen';

const ID_PARAM = 'id';

const MATERIAL_STEPS = {
  DELETE: ({ id }: { id: number | string }) => creditCategoriesApi.deleteMaterial(id),
};

function BoundMaterials({ categoryId }: { categoryId: number }) {
  const list = ListContext.useActorRef();
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
            onSaved={() => list.send({ type: 'REFRESH' })}
          />
        )}
      />
    </RowStepsProvider>
  );
}

/** `/platSystemManage/qualificationSpecify?id=…`: a credit category's materials and template. */
export function QualificationSpecifyRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [generation, setGeneration] = useState(0);
  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  const id = Number(params.get(ID_PARAM));
  if (!Number.isInteger(id) || id <= 0) {
    return (
      <Stack spacing={2}>
        <PageHeading>{t('route.qualificationSpecify')}</PageHeading>
        <Alert severity="info">{t('creditCategory.noneNamed')}</Alert>
      </Stack>
    );
  }
  return (
    <CategoryContext.Provider
      key={`${id}:${generation}`}
      logic={appCategoryLoader}
      options={{ input: { id } }}
    >
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
