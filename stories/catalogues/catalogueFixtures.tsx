import { useState, type ReactNode } from 'react';
import { pages } from '@machines/access/pages';
import type { FormContext as FormMachineContext } from '@machines/app/form';
import type { CatalogueLevel, CatalogueType } from '@machines/contracts';
import { FormContext } from '../../src/components/actorContexts';
import { detailLoaderOf } from '../../src/components/detailLoader';
import { ONCE, TypesContext } from '../../src/features/catalogues/catalogueActors';
import { CatalogueEntryDialog } from '../../src/features/catalogues/CatalogueEntryDialog';
import { CatalogueScreen } from '../../src/features/catalogues/CatalogueScreen';
import { fieldsOf, type CatalogueEntry } from '../../src/features/catalogues/entryForm';
import type { CataloguePart } from '../../src/lib/api/catalogues';
import { users } from '../support/fixtures';
import { fn, userEvent, within } from 'storybook/test';
import { body } from '../support/listStories';
import { formSnapshot, storyFormMachine, type FormCall } from '../support/storyKit';
import {
  loadedListArgs,
  ReviewListStoryFrame,
  type ReviewListStoryProps,
} from '../support/reviewListStory';

const at = '2025-03-15T04:00:00.000Z';

export const creditTypes: CatalogueType[] = [
  {
    id: 1,
    name: '信息系统建设和服务能力评估',
    nameEn: 'Information system construction and service capability',
    businessLine: 1,
    sort: 1,
    enabled: true,
    levelCount: 4,
    updatedAt: at,
  },
  {
    id: 2,
    name: '信息安全服务',
    nameEn: 'Information security service',
    businessLine: 3,
    sort: 2,
    enabled: true,
    levelCount: 3,
    updatedAt: at,
  },
  {
    id: 3,
    name: '软件企业评估（副本）',
    nameEn: 'Software enterprise assessment (copy)',
    businessLine: 6,
    sort: 3,
    enabled: false,
    levelCount: 0,
    updatedAt: at,
  },
];

const level = (id: number, type: CatalogueType, name: string, nameEn: string, enabled = true) =>
  ({
    id,
    typeId: type.id,
    typeName: type.name,
    typeNameEn: type.nameEn,
    businessLine: type.businessLine,
    name,
    nameEn,
    sort: id,
    enabled,
    updatedAt: at,
  }) satisfies CatalogueLevel;

const [construction, security] = creditTypes as [CatalogueType, CatalogueType, CatalogueType];

export const creditLevels: CatalogueLevel[] = [
  level(1, construction, '一级', 'Level 1'),
  level(2, construction, '二级', 'Level 2'),
  level(3, security, '一级', 'Level 1'),
  level(4, security, '二级', 'Level 2', false),
];

/** The catalogue's types, as the levels page loads them. */
export function StoryTypes({ children }: { children: ReactNode }) {
  const [loader] = useState(() =>
    detailLoaderOf<readonly CatalogueType[]>(() => Promise.resolve(creditTypes)),
  );
  return (
    <TypesContext.Provider logic={loader} options={{ input: ONCE }}>
      {children}
    </TypesContext.Provider>
  );
}

export interface EntryFormState {
  readonly state: string;
  readonly context?: Partial<FormMachineContext>;
}

/** The entry dialog with a story form machine, restored to `form`. */
function StoryEntry({
  part,
  entry,
  onClose,
  form,
  submit,
}: {
  part: CataloguePart;
  entry: CatalogueEntry | null;
  onClose: () => void;
  form: EntryFormState;
  submit: FormCall;
}) {
  const [logic] = useState(() => storyFormMachine(submit, submit));
  const snapshot = formSnapshot(form.state, {
    recordId: entry?.id ?? null,
    fields: fieldsOf(part),
    ...form.context,
  });
  return (
    <FormContext.Provider logic={logic} options={{ snapshot }}>
      <CatalogueEntryDialog part={part} entry={entry} defaults={{ sort: 4 }} onClose={onClose} />
    </FormContext.Provider>
  );
}

export type CatalogueStoryProps = ReviewListStoryProps & {
  readonly form: EntryFormState;
  /** `POST /api/qualification/CreateCreditType` (…Level) or `Update…`. */
  readonly saveEntry: FormCall;
};

/** A credit catalogue page as the super-admin sees it, its machines restored by the args. */
export function CatalogueStoryFrame({
  part,
  title,
  form,
  saveEntry,
  ...frame
}: CatalogueStoryProps & { part: CataloguePart; title: string }) {
  const path = part === 'type' ? pages.creditTypesManage.path : pages.creditLevelsManage.path;
  return (
    <ReviewListStoryFrame {...frame} user={users.superAdmin} path={path}>
      <StoryTypes>
        <CatalogueScreen
          part={part}
          title={title}
          renderEntry={(entry, onClose) => (
            <StoryEntry
              part={part}
              entry={entry}
              onClose={onClose}
              form={form}
              submit={saveEntry}
            />
          )}
        />
      </StoryTypes>
    </ReviewListStoryFrame>
  );
}

/** A catalogue page's args: `rows` loaded, every decision and save answered. */
export function catalogueStoryArgs(rows: readonly (CatalogueType | CatalogueLevel)[]) {
  return {
    ...loadedListArgs(rows),
    form: { state: 'editing' },
    saveEntry: fn<FormCall>(() => Promise.resolve({ id: 9 })),
  } satisfies CatalogueStoryProps;
}

/** Opens the page's "add" dialog by its button (新增类型, 新增等级): the dialog. */
export async function openAddDialog(canvas: ReturnType<typeof within>, name: string) {
  await userEvent.click(canvas.getByRole('button', { name }));
  return within(await body().findByRole('dialog', { name }));
}
