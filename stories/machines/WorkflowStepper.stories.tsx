import type { Meta, StoryObj } from '@storybook/react-vite';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { expect, userEvent, within } from 'storybook/test';
import type { StatusMeta } from '@machines/workflows';
import { WorkflowStepper } from '../support/WorkflowStepper';

/** A stand-in screen: what a record of this status would show as its status chip. */
function RecordStatus({ code, meta }: { code: number; meta: StatusMeta }) {
  const { t } = useTranslation();
  return (
    <Paper sx={{ p: 3 }}>
      <Typography variant="h6" component="h1">
        A record in status {code}
      </Typography>
      <Chip label={t(meta.label)} color={meta.color} aria-label="record status" />
    </Paper>
  );
}

/**
 * QA steps a status workflow by hand: each party's allowed events as buttons, the
 * screen re-rendered with every new status code. Pure client-side.
 */
const meta = {
  title: 'QA/WorkflowStepper',
  component: WorkflowStepper,
  parameters: { layout: 'padded' },
  args: {
    family: 'application',
    initialCode: 0,
    render: (code, { meta: status }) => <RecordStatus code={code} meta={status} />,
  },
} satisfies Meta<typeof WorkflowStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Submitted, returned with a comment, submitted again and approved (DESIGN §3.1). */
export const Application: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const party = (name: string) => within(canvas.getByRole('group', { name }));
    const status = () => canvas.getByTestId('workflow-status');

    await expect(status()).toHaveTextContent('草稿');
    await expect(party('platform').queryByRole('button')).not.toBeInTheDocument();

    await userEvent.click(party('applicant').getByRole('button', { name: 'SUBMIT' }));
    await expect(status()).toHaveTextContent('待审核');
    await expect(canvas.getByLabelText('record status')).toHaveTextContent('待审核');

    await userEvent.click(party('platform').getByRole('button', { name: 'RETURN' }));
    await expect(status()).toHaveTextContent('已退回');

    await userEvent.click(party('applicant').getByRole('button', { name: 'SUBMIT' }));
    await userEvent.click(party('platform').getByRole('button', { name: 'APPROVE' }));
    await expect(status()).toHaveTextContent('已通过');
    await expect(canvas.getByLabelText('record status')).toHaveTextContent('已通过');

    const steps = within(canvas.getByRole('list', { name: 'steps' })).getAllByRole('listitem');
    await expect(steps.map((item) => item.textContent)).toEqual([
      expect.stringContaining('SUBMIT · applicant'),
      expect.stringContaining('RETURN · platform'),
      expect.stringContaining('SUBMIT · applicant'),
      expect.stringContaining('APPROVE · platform'),
    ]);
    await expect(steps[1]).toHaveTextContent('“QA”');

    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(status()).toHaveTextContent('草稿');
    await expect(canvas.queryByRole('list', { name: 'steps' })).not.toBeInTheDocument();
  },
};

/** Without a comment, events that need one cannot be sent. */
export const CommentRequired: Story = {
  args: { initialCode: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const platform = within(canvas.getByRole('group', { name: 'platform' }));
    await userEvent.clear(canvas.getByRole('textbox', { name: /Comment/ }));
    await expect(platform.getByRole('button', { name: 'RETURN' })).toBeDisabled();
    await expect(platform.getByRole('button', { name: 'REJECT' })).toBeDisabled();
    await expect(platform.getByRole('button', { name: 'APPROVE' })).toBeEnabled();
  },
};

export const Appeal: Story = { args: { family: 'appeal', initialCode: 0 } };
export const Qualification: Story = { args: { family: 'qualification', initialCode: 0 } };
export const Course: Story = { args: { family: 'course', initialCode: 0 } };
export const SignUp: Story = { args: { family: 'signUp', initialCode: 0 } };
export const TrainingDate: Story = { args: { family: 'trainingDate', initialCode: 0 } };
export const Membership: Story = { args: { family: 'membership', initialCode: 0 } };

/** The panel above the screen, for wide screens such as lists. */
export const PanelOnTop: Story = { args: { placement: 'top' } };

export const English: Story = {
  globals: { language: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('workflow-status')).toHaveTextContent('Draft');
  },
};
