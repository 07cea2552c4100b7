import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pages } from '@machines/access/pages';
import type { FormContext as FormMachineContext } from '@machines/app/form';
import { initialListQuery } from '@machines/app/listQuery';
import { FormContext } from '../../src/components/actorContexts';
import { MembersPanel } from '../../src/features/membership/MembersPanel';
import { MembershipEditDialog } from '../../src/features/membership/MembershipEditDialog';
import type { BlobAnswer } from '../../src/lib/api/client';
import type { CorporateVip } from '../../src/lib/api/membership';
import { serviceError, users } from '../support/fixtures';
import {
  formSnapshot,
  shown,
  storyFormMachine,
  type FormCall,
  type ReviewCall,
} from '../support/storyKit';
import { body, emptyStory, failedStory, loadingStory, rowWith } from '../support/listStories';
import {
  loadedListArgs,
  ReviewListStoryFrame,
  type ReviewListStoryProps,
} from '../support/reviewListStory';
import { memberRows, StoryLevels } from './membershipFixtures';
import { stepPartlyFailedStory, stepSubmittingStory } from '../support/reviewDialogStories';

const PATH = pages.membershipCheck.path;

interface EditFormState {
  readonly state: string;
  readonly context?: Partial<FormMachineContext>;
}

/** The edit dialog with a story form machine, restored to `edit`. */
function StoryEdit({
  membership,
  onClose,
  edit,
  submit,
}: {
  membership: CorporateVip;
  onClose: () => void;
  edit: EditFormState;
  submit: FormCall;
}) {
  const [logic] = useState(() => storyFormMachine(submit, submit));
  const snapshot = formSnapshot(edit.state, {
    recordId: membership.id,
    fields: ['levelCode', 'validFrom', 'validTo'],
    ...edit.context,
  });
  return (
    <FormContext.Provider logic={logic} options={{ snapshot }}>
      <MembershipEditDialog membership={membership} onClose={onClose} />
    </FormContext.Provider>
  );
}

type StoryProps = ReviewListStoryProps & {
  readonly edit: EditFormState;
  /** `POST /api/corporate/update-corporatevip`. */
  readonly saveEdit: FormCall;
  /** `GET /api/corporate/export-corporatevip`. */
  readonly exportList: () => Promise<BlobAnswer>;
  readonly save: (blob: Blob, fileName: string) => void;
};

function MembersStory({ edit, saveEdit, exportList, save, ...frame }: StoryProps) {
  return (
    <ReviewListStoryFrame {...frame} user={users.superAdmin} path={PATH} preserve={['tab']}>
      <StoryLevels>
        <MembersPanel
          exportList={exportList}
          save={save}
          renderEdit={(membership, onClose) => (
            <StoryEdit membership={membership} onClose={onClose} edit={edit} submit={saveEdit} />
          )}
        />
      </StoryLevels>
    </ReviewListStoryFrame>
  );
}

const meta = {
  title: 'Membership/Members',
  component: MembersStory,
  parameters: { machine: ['listMachine', 'reviewMachine', 'formMachine'] },
  args: {
    ...loadedListArgs(memberRows),
    edit: { state: 'editing' },
    saveEdit: fn<FormCall>(() => Promise.resolve({ id: 1 })),
    exportList: fn(() =>
      Promise.resolve({ blob: new Blob(['xlsx']), fileName: 'memberships-2025-06-01.xlsx' }),
    ),
    save: fn(),
  },
} satisfies Meta<typeof MembersStory>;

export default meta;
type Story = StoryObj<typeof meta>;
const rowOf = rowWith;

export const Loading: Story = loadingStory('会员单位列表');

export const Empty: Story = emptyStory();

export const Failed: Story = failedStory();

/** Each membership's status as its chip, and only the switch its status allows. */
export const Loaded: Story = {
  parameters: { states: ['loaded', 'reviewMachine:idle', 'formMachine:editing'] },
  play: async ({ canvas }) => {
    const expired = rowOf(canvas, '成都华西');
    await expect(expired.getByText('已过期').closest('.MuiChip-root')).toHaveClass(
      'MuiChip-colorDefault',
    );
    await expect(expired.getByRole('button', { name: '停用' })).toBeVisible();
    const disabled = rowOf(canvas, '金沙');
    await expect(disabled.getByText('已停用').closest('.MuiChip-root')).toHaveClass(
      'MuiChip-colorError',
    );
    await expect(disabled.getByRole('button', { name: '启用' })).toBeVisible();
    await expect(disabled.queryByRole('button', { name: '停用' })).not.toBeInTheDocument();
    await shown(await rowOf(canvas, '蜀信').findByText('理事单位'));
  },
};

/** Disabling is asked for first, then sent with the version on screen. */
export const DisableConfirmed: Story = {
  parameters: { states: ['loaded', 'reviewMachine:composing', 'reviewMachine:succeeded'] },
  play: async ({ canvas, args }) => {
    await userEvent.click(rowOf(canvas, '蜀信').getByRole('button', { name: '停用' }));
    const dialog = within(await body().findByRole('dialog', { name: '停用会员资格' }));
    await userEvent.click(dialog.getByRole('button', { name: '停用' }));
    await waitFor(() =>
      expect(args.submitDecision).toHaveBeenCalledWith({
        decision: 'DISABLE',
        ids: [3],
        comment: '',
      }),
    );
    await shown(await dialog.findByText('会员资格已停用。'));
  },
};

/** Resetting says what goes and what stays; cancel is the safe default. */
export const ResetAsked: Story = {
  parameters: { state: 'reviewMachine:composing' },
  args: { review: { state: 'composing', context: { decision: 'RESET', ids: [1] } } },
  play: async () => {
    const dialog = within(await body().findByRole('dialog', { name: '重置会员资格' }));
    await shown(dialog.getByText(/入会申请及其记录保留/));
    await expect(dialog.getByRole('button', { name: '取消' })).toHaveFocus();
  },
};

export const StepSubmitting: Story = stepSubmittingStory({
  id: 2,
  decision: 'ENABLE',
  dialog: '启用会员资格',
  button: '启用',
});

export const StepFailed: Story = {
  parameters: { states: ['loaded', 'reviewMachine:composing', 'reviewMachine:failed'] },
  args: {
    submitDecision: fn<ReviewCall>(() =>
      Promise.reject(serviceError(409, '数据已被他人修改，请刷新后重试')),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(rowOf(canvas, '金沙').getByRole('button', { name: '启用' }));
    const dialog = within(await body().findByRole('dialog', { name: '启用会员资格' }));
    await userEvent.click(dialog.getByRole('button', { name: '启用' }));
    await shown(await dialog.findByText('数据已被他人修改，请刷新后重试'));
  },
};

export const StepPartlyFailed: Story = stepPartlyFailedStory({
  id: 1,
  decision: 'RESET',
  dialog: '重置会员资格',
  text: '数据已被他人修改，请刷新后重试',
});

/** Editing: the level and both days, sent with the membership's id. */
export const EditSends: Story = {
  parameters: { state: 'formMachine:editing' },
  play: async ({ canvas, args }) => {
    await userEvent.click(rowOf(canvas, '成都华西').getByRole('button', { name: '编辑' }));
    const dialog = within(await body().findByRole('dialog', { name: /修改会员资格/ }));
    await shown(dialog.getByRole('group', { name: /有效期止/ }));
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(args.saveEdit).toHaveBeenCalledWith({
        recordId: 1,
        values: { levelCode: 'member', validFrom: '2024-06-01', validTo: '2025-05-31' },
      }),
    );
  },
};

export const EditSubmitting: Story = {
  parameters: { state: 'formMachine:submitting' },
  args: { edit: { state: 'submitting' } },
  play: async ({ canvas }) => {
    await userEvent.click(rowOf(canvas, '成都华西').getByRole('button', { name: '编辑' }));
    const dialog = within(await body().findByRole('dialog', { name: /修改会员资格/ }));
    await expect(dialog.getByRole('button', { name: '保存' })).toBeDisabled();
  },
};

export const EditSaved: Story = {
  parameters: { state: 'formMachine:submitted' },
  args: { edit: { state: 'submitted' } },
  play: async ({ canvas }) => {
    await userEvent.click(rowOf(canvas, '成都华西').getByRole('button', { name: '编辑' }));
    const dialog = within(await body().findByRole('dialog', { name: /修改会员资格/ }));
    await shown(dialog.getByText('会员资格已修改。'));
  },
};

/** A refusal of the server shows under its field. */
export const EditRefused: Story = {
  parameters: { state: 'formMachine:editing' },
  args: {
    edit: {
      state: 'editing',
      context: { fieldErrors: { validTo: '有效期止不能早于有效期起' } },
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(rowOf(canvas, '成都华西').getByRole('button', { name: '编辑' }));
    const dialog = within(await body().findByRole('dialog', { name: /修改会员资格/ }));
    await shown(dialog.getByText('有效期止不能早于有效期起'));
  },
};

export const SavingDraftUnused: Story = {
  name: 'Edit (no drafts: the save is final)',
  parameters: { state: 'formMachine:savingDraft' },
  args: { edit: { state: 'savingDraft' } },
  play: async ({ canvas }) => {
    await userEvent.click(rowOf(canvas, '成都华西').getByRole('button', { name: '编辑' }));
    await shown(await body().findByRole('dialog', { name: /修改会员资格/ }));
  },
};

/** The export asks for the list's filters and saves the file the server names. */
export const Export: Story = {
  parameters: { state: 'loaded' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '导出' }));
    await waitFor(() =>
      expect(args.save).toHaveBeenCalledWith(expect.any(Blob), 'memberships-2025-06-01.xlsx'),
    );
  },
};

/** Filtering by status asks the server for the first page of it. */
export const FilterByStatus: Story = {
  parameters: { state: 'loaded' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: '状态' }));
    await userEvent.click(await body().findByRole('option', { name: '已停用' }));
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(args.fetchPage).toHaveBeenCalledWith(initialListQuery({ filters: { status: '2' } })),
    );
  },
};

export const English: Story = {
  parameters: { state: 'loaded' },
  globals: { language: 'en' },
  play: async ({ canvas }) => {
    await shown(canvas.getByRole('grid', { name: 'Member companies' }));
    await shown(canvas.getByText('Expired'));
  },
};
