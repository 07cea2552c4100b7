import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { machineRegistry } from '../../machines/registry';
import { MachineDiagram } from './MachineDiagram';

/** Every machine of machines/ as a diagram; click a state for its code, labels and events. */
const meta = {
  title: 'Machines',
  component: MachineDiagram,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof MachineDiagram>;

export default meta;
type Story = StoryObj<typeof meta>;

const entry = (name: string) => {
  const found = machineRegistry.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no machine ${name} in machines/registry`);
  return found.machine;
};

export const ApplicationWorkflow: Story = {
  args: { machine: entry('applicationWorkflow') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'state submitted' }));
    await expect(canvas.getByText('code 1', { selector: 'p' })).toBeVisible();
    await expect(canvas.getByText('待审核')).toBeVisible();
    await expect(canvas.getByText('Pending review')).toBeVisible();
    await expect(canvas.getByRole('cell', { name: 'APPROVE' })).toBeVisible();
  },
};
export const AppealWorkflow: Story = { args: { machine: entry('appealWorkflow') } };
export const QualificationWorkflow: Story = { args: { machine: entry('qualificationWorkflow') } };
export const CourseWorkflow: Story = { args: { machine: entry('courseWorkflow') } };
export const SignUpWorkflow: Story = { args: { machine: entry('signUpWorkflow') } };
export const TrainingDateWorkflow: Story = { args: { machine: entry('trainingDateWorkflow') } };
export const SessionMachine: Story = { args: { machine: entry('sessionMachine') } };
export const LoginMachine: Story = { args: { machine: entry('loginMachine') } };
export const RoleSwitchMachine: Story = { args: { machine: entry('roleSwitchMachine') } };
export const LayoutSettingsMachine: Story = { args: { machine: entry('layoutSettingsMachine') } };
export const LoadingOverlayMachine: Story = { args: { machine: entry('loadingOverlayMachine') } };
export const NotifierMachine: Story = { args: { machine: entry('notifierMachine') } };
export const TagsViewMachine: Story = { args: { machine: entry('tagsViewMachine') } };
export const UnreadMessagesMachine: Story = { args: { machine: entry('unreadMessagesMachine') } };
export const ListMachine: Story = { args: { machine: entry('listMachine') } };
export const ReviewMachine: Story = { args: { machine: entry('reviewMachine') } };
export const FormMachine: Story = { args: { machine: entry('formMachine') } };
export const UploadMachine: Story = { args: { machine: entry('uploadMachine') } };
