import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { pages } from '@machines/access/pages';
import {
  formMachine,
  type FormContext as FormMachineContext,
  type FormRequest,
} from '@machines/app/form';
import { keyNotice } from '@machines/app/notice';
import { FormContext } from '../../src/components/actorContexts';
import { AssessorDialog } from '../../src/features/credit/AssessorDialog';
import { users } from '../support/fixtures';
import { body } from '../support/listStories';
import { AppFrame, formSnapshot, shown, StoryRouter } from '../support/storyKit';
import { assessors, creditApplication } from './creditFixtures';

/** 何静, one of the institution's assessors. */
const ASSESSOR_ID = 41;

interface DialogStoryProps {
  readonly state: string;
  readonly context?: Partial<FormMachineContext>;
  /** `POST /api/credit-category/assign-corporatecredit-assessor`. */
  readonly submit: (request: FormRequest) => Promise<unknown>;
  readonly onClose: () => void;
  /** The assessor the application names already (none by default). */
  readonly assessorId?: number | null;
}

/** The institution names the assessor of an application awaiting its review. */
function DialogStory({ state, context, submit, onClose, assessorId = null }: DialogStoryProps) {
  const [logic] = useState(() =>
    formMachine.provide({ actors: { submit: fromPromise(({ input }) => submit(input)) } }),
  );
  return (
    <AppFrame user={users.companyAdmin}>
      <StoryRouter path={pages.creditCheckSpecify.path}>
        <FormContext.Provider
          logic={logic}
          options={{
            snapshot: formSnapshot(state, { recordId: 801, fields: ['assessorId'], ...context }),
          }}
        >
          <AssessorDialog
            application={{ ...creditApplication('submitted'), assessorId }}
            assessors={assessors}
            onClose={onClose}
          />
        </FormContext.Provider>
      </StoryRouter>
    </AppFrame>
  );
}

const meta = {
  title: 'Credit/AssessorDialog',
  component: DialogStory,
  parameters: { machine: 'formMachine' },
  args: { state: 'editing', submit: fn(() => Promise.resolve({ id: 801 })), onClose: fn() },
} satisfies Meta<typeof DialogStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () =>
  within(await body().findByRole('dialog', { name: '指派评审专家：四川岷江数据服务有限公司' }));

/** One of the institution's assessors chosen and saved. */
export const Editing: Story = {
  parameters: { state: 'editing' },
  play: async ({ args }) => {
    const open = await dialog();
    await userEvent.click(open.getByRole('combobox', { name: '评审专家' }));
    await userEvent.click(await body().findByRole('option', { name: '钱学森' }));
    await userEvent.click(open.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(args.submit).toHaveBeenCalledWith({ recordId: 801, values: { assessorId: '42' } }),
    );
  },
};

/** The server refuses someone not an assessor of the institution, under the field. */
export const Refused: Story = {
  parameters: { state: 'editing' },
  args: { context: { fieldErrors: { assessorId: '请选择本机构的评审专家' } } },
  play: async () => {
    await shown((await dialog()).getByText('请选择本机构的评审专家'));
  },
};

export const SavingDraftUnused: Story = {
  name: 'Saving draft (unused: the choice is saved at once)',
  parameters: { state: 'savingDraft' },
  args: { state: 'savingDraft' },
  play: async () => {
    await shown((await dialog()).getByRole('combobox', { name: '评审专家' }));
  },
};

export const Submitting: Story = {
  parameters: { state: 'submitting' },
  args: { state: 'submitting' },
  play: async () => {
    await expect((await dialog()).getByRole('button', { name: '保存' })).toBeDisabled();
  },
};

export const Submitted: Story = {
  parameters: { state: 'submitted' },
  args: {
    state: 'submitted',
    context: { notice: keyNotice('form.submitted') },
    assessorId: ASSESSOR_ID,
  },
  play: async ({ args }) => {
    const open = await dialog();
    await shown(open.getByText('评审专家已指派'));
    await userEvent.click(open.getByRole('button', { name: '关闭' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** "暂不指派" saved says so, not that an assessor was named (issue 42). */
export const SubmittedUnassigned: Story = {
  parameters: { state: 'submitted' },
  args: { state: 'submitted', context: { notice: keyNotice('form.submitted') } },
  play: async () => {
    const open = await dialog();
    await shown(open.getByText('已设为暂不指派评审专家'));
    await expect(open.queryByText('评审专家已指派')).toBeNull();
  },
};
