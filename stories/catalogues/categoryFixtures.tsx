import { useState } from 'react';
import { pages } from '@machines/access/pages';
import type { CatalogueLevel, CreditCategory, CreditMaterial } from '@machines/contracts';
import { FormContext } from '../../src/components/actorContexts';
import { detailLoaderOf } from '../../src/components/detailLoader';
import { CreditCategoryDialog } from '../../src/features/catalogues/CreditCategoryDialog';
import { CreditCategoryScreen } from '../../src/features/catalogues/CreditCategoryScreen';
import { CREDIT_CATEGORY_FIELDS } from '@machines/validation';
import { users } from '../support/fixtures';
import { formSnapshot, storyFormMachine, type FormCall } from '../support/storyKit';
import { ReviewListStoryFrame, type ReviewListStoryProps } from '../support/reviewListStory';
import { creditLevels, creditTypes, StoryTypes, type EntryFormState } from './catalogueFixtures';

const at = '2025-03-15T04:00:00.000Z';

const [construction, security] = creditTypes as [
  (typeof creditTypes)[number],
  (typeof creditTypes)[number],
];

const category = (
  id: number,
  type: typeof construction,
  level: CatalogueLevel,
  extra: Partial<CreditCategory> = {},
): CreditCategory => ({
  id,
  typeId: type.id,
  typeName: type.name,
  typeNameEn: type.nameEn,
  levelId: level.id,
  levelName: level.name,
  levelNameEn: level.nameEn,
  businessLine: type.businessLine,
  validityYears: 3,
  enabled: true,
  materialCount: 3,
  hasTemplate: true,
  updatedAt: at,
  ...extra,
});

const [level1, level2, securityLevel1, securityLevel2] = creditLevels as [
  CatalogueLevel,
  CatalogueLevel,
  CatalogueLevel,
  CatalogueLevel,
];

export const creditCategories: CreditCategory[] = [
  category(1, construction, level1),
  category(2, construction, level2, { materialCount: 4 }),
  category(3, security, securityLevel1, { hasTemplate: false, validityYears: 2 }),
  category(4, security, securityLevel2, { enabled: false, hasTemplate: false, materialCount: 0 }),
];

export const creditMaterials: CreditMaterial[] = [
  {
    id: 1,
    categoryId: 1,
    name: '营业执照副本',
    nameEn: 'Business licence (copy)',
    required: true,
    sort: 1,
  },
  {
    id: 2,
    categoryId: 1,
    name: '近三年财务审计报告',
    nameEn: 'Audited accounts',
    required: true,
    sort: 2,
  },
  {
    id: 3,
    categoryId: 1,
    name: '技术人员社保缴纳证明',
    nameEn: 'Social insurance records',
    required: false,
    sort: 3,
  },
];

/** The levels of a type, from the level fixtures. */
export const storyLevelsLoader = detailLoaderOf<readonly CatalogueLevel[]>((typeId) =>
  Promise.resolve(creditLevels.filter((level) => String(level.typeId) === String(typeId))),
);

function StoryCategoryDialog({
  category: entry,
  onClose,
  form,
  submit,
}: {
  category: CreditCategory | null;
  onClose: () => void;
  form: EntryFormState;
  submit: FormCall;
}) {
  const [logic] = useState(() => storyFormMachine(submit, submit));
  const snapshot = formSnapshot(form.state, {
    recordId: entry?.id ?? null,
    fields: CREDIT_CATEGORY_FIELDS,
    ...form.context,
  });
  return (
    <FormContext.Provider logic={logic} options={{ snapshot }}>
      <CreditCategoryDialog category={entry} onClose={onClose} levelsLogic={storyLevelsLoader} />
    </FormContext.Provider>
  );
}

export type CategoryStoryProps = ReviewListStoryProps & {
  readonly form: EntryFormState;
  /** `POST /api/credit-category/create-credit`. */
  readonly saveCategory: FormCall;
  readonly onOpen: (category: CreditCategory) => void;
};

/** `/platSystemManage/qualificationManage` as the super-admin sees it. */
export function CategoryStoryFrame({ form, saveCategory, onOpen, ...frame }: CategoryStoryProps) {
  return (
    <ReviewListStoryFrame {...frame} user={users.superAdmin} path={pages.qualificationManage.path}>
      <StoryTypes>
        <CreditCategoryScreen
          title="资质管理"
          onOpen={onOpen}
          renderCategory={(entry, onClose) => (
            <StoryCategoryDialog
              category={entry}
              onClose={onClose}
              form={form}
              submit={saveCategory}
            />
          )}
        />
      </StoryTypes>
    </ReviewListStoryFrame>
  );
}
