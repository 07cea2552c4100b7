import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { machineRegistry } from '../../machines/registry';
import { MachineDiagram } from './MachineDiagram';
import { expectReadableDiagrams } from './readableDiagram';

/** A registry machine by name: a plain string arg, where a machine object would not serialise. */
function RegisteredMachine({
  name,
  save,
}: {
  readonly name: string;
  readonly save?: (blob: Blob, fileName: string) => void;
}) {
  const found = machineRegistry.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no machine ${name} in machines/registry`);
  return <MachineDiagram machine={found.machine} save={save} />;
}

/** Every machine of the registry at once: the readability check over all of them. */
function EveryMachine() {
  return machineRegistry.map((entry) => (
    <MachineDiagram key={entry.name} machine={entry.machine} />
  ));
}

/**
 * Every machine of machines/ as a diagram; click a state for its code, labels and events.
 * Each story checks, in Chromium, that no label lies over another (issue 45).
 */
const meta = {
  title: 'Machines',
  component: RegisteredMachine,
  parameters: { layout: 'padded' },
  argTypes: {
    name: { control: 'select', options: machineRegistry.map((entry) => entry.name) },
  },
  play: async ({ canvasElement }) => {
    await expectReadableDiagrams(canvasElement);
  },
} satisfies Meta<typeof RegisteredMachine>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ApplicationWorkflow: Story = {
  args: { name: 'applicationWorkflow' },
  play: async ({ canvasElement }) => {
    await expectReadableDiagrams(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^submitted\b/ }));
    await expect(canvas.getByText('code 1', { selector: 'p' })).toBeVisible();
    await expect(canvas.getByText('待审核')).toBeVisible();
    await expect(canvas.getByText('Pending review')).toBeVisible();
    await expect(canvas.getByRole('cell', { name: 'APPROVE' })).toBeVisible();
  },
};
export const AppealWorkflow: Story = { args: { name: 'appealWorkflow' } };
export const QualificationWorkflow: Story = { args: { name: 'qualificationWorkflow' } };
export const CourseWorkflow: Story = { args: { name: 'courseWorkflow' } };
export const SignUpWorkflow: Story = { args: { name: 'signUpWorkflow' } };
export const TrainingDateWorkflow: Story = { args: { name: 'trainingDateWorkflow' } };
export const DateChangeWorkflow: Story = { args: { name: 'dateChangeWorkflow' } };
export const MembershipWorkflow: Story = { args: { name: 'membershipWorkflow' } };
export const SessionMachine: Story = { args: { name: 'sessionMachine' } };
export const LoginMachine: Story = { args: { name: 'loginMachine' } };
export const RoleSwitchMachine: Story = { args: { name: 'roleSwitchMachine' } };
export const LayoutSettingsMachine: Story = { args: { name: 'layoutSettingsMachine' } };
export const LoadingOverlayMachine: Story = { args: { name: 'loadingOverlayMachine' } };
export const NotifierMachine: Story = { args: { name: 'notifierMachine' } };
export const TagsViewMachine: Story = { args: { name: 'tagsViewMachine' } };
export const UnreadMessagesMachine: Story = { args: { name: 'unreadMessagesMachine' } };
export const ListMachine: Story = { args: { name: 'listMachine' } };
export const ReviewMachine: Story = { args: { name: 'reviewMachine' } };
export const FormMachine: Story = { args: { name: 'formMachine' } };
export const MarkReadMachine: Story = { args: { name: 'markReadMachine' } };
export const UploadMachine: Story = { args: { name: 'uploadMachine' } };
export const AttachmentsMachine: Story = { args: { name: 'attachmentsMachine' } };
export const SheetImportMachine: Story = { args: { name: 'sheetImportMachine' } };
export const TemplateDesignerMachine: Story = { args: { name: 'templateDesignerMachine' } };
export const SmsCodeMachine: Story = { args: { name: 'smsCodeMachine' } };
export const OwnSessionsMachine: Story = { args: { name: 'ownSessionsMachine' } };

/** Every diagram in English: the status labels are the other language's, the layout too. */
export const EveryMachineInEnglish: Story = {
  args: { name: 'applicationWorkflow' },
  globals: { language: 'en' },
  render: () => <EveryMachine />,
  play: async ({ canvasElement }) => {
    await expectReadableDiagrams(canvasElement, machineRegistry.length);
  },
};

/** The same diagram as tables, for a screen reader or a report: states, then transitions. */
export const AsTables: Story = {
  args: { name: 'signUpWorkflow' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '表格' }));
    const states = canvas.getByRole('table', { name: 'signUp state diagram：状态' });
    await expect(within(states).getByRole('rowheader', { name: 'signedUp' })).toBeVisible();
    await expect(within(states).getByText('已报名，待审核')).toBeVisible();
    const transitions = canvas.getByRole('table', { name: 'signUp state diagram：流转' });
    await expect(within(transitions).getByRole('rowheader', { name: 'RETRAIN' })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'signUp state diagram' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '图' }));
    await expect(await canvas.findByRole('group', { name: 'signUp state diagram' })).toBeVisible();
  },
};

/** The picture kept as SVG (as drawn) and as PNG (twice its size, on white). */
export const Exported: Story = {
  args: { name: 'appealWorkflow', save: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '导出 SVG' }));
    await expect(args.save).toHaveBeenCalledWith(expect.any(Blob), 'appeal.svg');
    const [[svgFile]] = (args.save as ReturnType<typeof fn>).mock.calls as [[Blob, string]];
    await expect(svgFile.type).toBe('image/svg+xml');
    await expect(await svgFile.text()).toContain('data-state-path="pending"');

    await userEvent.click(canvas.getByRole('button', { name: '导出 PNG' }));
    await waitFor(() => expect(args.save).toHaveBeenCalledWith(expect.any(Blob), 'appeal.png'));
    const pngFile = (args.save as ReturnType<typeof fn>).mock.calls[1]?.[0] as Blob;
    const signature = new Uint8Array(await pngFile.slice(0, 4).arrayBuffer());
    await expect([...signature]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    const bitmap = await createImageBitmap(pngFile);
    const svg = canvasElement.querySelector('svg[aria-label]');
    await expect(bitmap.width).toBe(2 * Number(svg?.getAttribute('width')));
  },
};
