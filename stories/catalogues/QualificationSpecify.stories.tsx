import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pages } from '@machines/access/pages';
import type { CreditCategory, CreditMaterial } from '@machines/contracts';
import { CREDIT_MATERIAL_FIELDS } from '@machines/validation';
import { CREDIT_CERTIFICATE_FIELDS } from '@machines/validation/certificateTemplate';
import { FormContext } from '../../src/components/actorContexts';
import { TemplateDesigner } from '../../src/components/certificateTemplate/TemplateDesigner';
import { detailLoaderOf } from '../../src/components/detailLoader';
import { CategoryContext } from '../../src/features/catalogues/categoryActors';
import { MaterialDialog } from '../../src/features/catalogues/MaterialDialog';
import { MaterialsPanel } from '../../src/features/catalogues/MaterialsPanel';
import { QualificationSpecifyScreen } from '../../src/features/catalogues/QualificationSpecifyScreen';
import { PREVIEW_URL, savedTemplate, StoryDesigner } from '../support/certificateTemplate';
import { users } from '../support/fixtures';
import { body, rowWith } from '../support/listStories';
import {
  formSnapshot,
  shown,
  storyFormMachine,
  storyUploadMachine,
  type FormCall,
} from '../support/storyKit';
import {
  ReviewListStoryFrame,
  type ReviewListStoryProps,
  loadedListArgs,
} from '../support/reviewListStory';
import { creditCategories, creditMaterials } from './categoryFixtures';

type SpecifyStoryProps = ReviewListStoryProps & {
  readonly tab: 'materials' | 'template';
  /** The category's own load (`query-credit-page?id=`). */
  readonly loadCategory: () => Promise<CreditCategory>;
  readonly saveMaterial: FormCall;
};

function StoryMaterial({
  material,
  sort,
  onClose,
  submit,
}: {
  material: CreditMaterial | null;
  sort: number;
  onClose: () => void;
  submit: FormCall;
}) {
  const [logic] = useState(() => storyFormMachine(submit, submit));
  const snapshot = formSnapshot('editing', {
    recordId: material?.id ?? null,
    fields: CREDIT_MATERIAL_FIELDS,
  });
  return (
    <FormContext.Provider logic={logic} options={{ snapshot }}>
      <MaterialDialog categoryId={1} material={material} sort={sort} onClose={onClose} />
    </FormContext.Provider>
  );
}

/** `/platSystemManage/qualificationSpecify?id=1`: the category, its materials or its template. */
function SpecifyStory({ tab, loadCategory, saveMaterial, ...frame }: SpecifyStoryProps) {
  const [loader] = useState(() => detailLoaderOf<CreditCategory>(() => loadCategory()));
  const [upload] = useState(() =>
    storyUploadMachine(() =>
      Promise.resolve({ id: 'f-new', url: '/api/files/f-new', name: 'bg.png', type: 'image/png' }),
    ),
  );
  return (
    <ReviewListStoryFrame
      {...frame}
      user={users.superAdmin}
      path={pages.qualificationSpecify.path}
      url={`${pages.qualificationSpecify.path}?id=1&tab=${tab}`}
      preserve={['id', 'tab']}
    >
      <CategoryContext.Provider logic={loader} options={{ input: { id: 1 } }}>
        <QualificationSpecifyScreen
          onReload={() => undefined}
          renderMaterials={() => (
            <MaterialsPanel
              renderMaterial={(material, sort, onClose) => (
                <StoryMaterial
                  material={material}
                  sort={sort}
                  onClose={onClose}
                  submit={saveMaterial}
                />
              )}
            />
          )}
          renderTemplate={() => (
            <StoryDesigner
              calls={{
                loadTemplate: () => Promise.resolve(savedTemplate),
                saveTemplate: (request) => Promise.resolve({ ...request, version: 3 }),
                resetTemplate: () =>
                  Promise.resolve({ backgroundFileId: null, points: [], version: 3 }),
                renderPreview: () => Promise.resolve(PREVIEW_URL),
              }}
            >
              <TemplateDesigner
                fields={CREDIT_CERTIFICATE_FIELDS}
                uploadLogic={upload}
                title="证书模板"
              />
            </StoryDesigner>
          )}
        />
      </CategoryContext.Provider>
    </ReviewListStoryFrame>
  );
}

const meta = {
  title: 'Catalogues/QualificationSpecify',
  component: SpecifyStory,
  parameters: { machine: ['listMachine', 'reviewMachine', 'formMachine'] },
  args: {
    tab: 'materials',
    ...loadedListArgs(creditMaterials),
    loadCategory: fn(() => Promise.resolve(creditCategories[0] as CreditCategory)),
    saveMaterial: fn<FormCall>(() => Promise.resolve({ id: 9 })),
  },
} satisfies Meta<typeof SpecifyStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The category's facts, then its materials in sort order, required or optional. */
export const Materials: Story = {
  parameters: { states: ['loaded', 'reviewMachine:idle'] },
  play: async ({ canvas }) => {
    await shown(await canvas.findByRole('heading', { name: /信息系统建设和服务能力评估 · 一级/ }));
    await expect(rowWith(canvas, '技术人员社保缴纳证明').getByText('选传')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '申报材料' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** A new material goes last, required unless switched off. */
export const AddMaterial: Story = {
  parameters: { state: 'formMachine:editing' },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '新增材料' }));
    const dialog = within(await body().findByRole('dialog', { name: '新增材料' }));
    await userEvent.type(dialog.getByRole('textbox', { name: '名称' }), '资质证书复印件');
    await userEvent.type(dialog.getByRole('textbox', { name: '英文名称' }), 'Certificates');
    await userEvent.click(dialog.getByRole('switch', { name: '必传' }));
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(args.saveMaterial).toHaveBeenCalledWith({
        recordId: null,
        values: {
          categoryId: 1,
          name: '资质证书复印件',
          nameEn: 'Certificates',
          required: false,
          sort: 4,
        },
      }),
    );
  },
};

/** Removing a material is asked for first and names it. */
export const DeleteMaterial: Story = {
  parameters: { states: ['reviewMachine:composing', 'reviewMachine:succeeded'] },
  play: async ({ canvas, args }) => {
    const row = rowWith(canvas, '近三年财务审计报告');
    await userEvent.click(row.getByRole('button', { name: '删除' }));
    const dialog = within(await body().findByRole('dialog', { name: '删除材料' }));
    await shown(dialog.getByText(/近三年财务审计报告/));
    await userEvent.click(dialog.getByRole('button', { name: '删除' }));
    await waitFor(() =>
      expect(args.submitDecision).toHaveBeenCalledWith({
        decision: 'DELETE',
        ids: [2],
        comment: '',
      }),
    );
  },
};

/** The template tab: the designer with the category's saved template. */
export const Template: Story = {
  parameters: { state: 'loaded' },
  args: { tab: 'template' },
  play: async ({ canvas }) => {
    await shown(await canvas.findByRole('button', { name: /^企业名称，/ }));
    await userEvent.click(canvas.getByRole('tab', { name: '申报材料' }));
    await shown(await canvas.findByRole('button', { name: '新增材料' }));
  },
};

export const CategoryLoadFailed: Story = {
  parameters: { state: 'loaded' },
  args: { loadCategory: fn(() => Promise.reject(new Error('offline'))) },
  play: async ({ canvas }) => {
    await shown(await canvas.findByRole('button', { name: '重试' }));
  },
};

export const English: Story = {
  parameters: { state: 'loaded' },
  globals: { language: 'en' },
  play: async ({ canvas }) => {
    await shown(await canvas.findByRole('tab', { name: 'Required materials' }));
    await shown(canvas.getByRole('button', { name: 'Add material' }));
  },
};
