import type { Meta, StoryObj } from '@storybook/react-vite';
import Stack from '@mui/material/Stack';
import { expect } from 'storybook/test';
import { statusFamilies, type StatusFamilyName } from '@machines/workflows';
import { StatusChip } from '../../src/components/StatusChip';

/** Every status of a family, each chip in its state's meta colour with its label. */
function Family({ family }: { family: StatusFamilyName }) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', p: 2 }}>
      {statusFamilies[family].statuses.map((status) => (
        <StatusChip key={status.meta.code} family={family} code={status.meta.code} />
      ))}
    </Stack>
  );
}

const meta = {
  title: 'Components/StatusChip',
  component: Family,
  args: { family: 'application' },
} satisfies Meta<typeof Family>;

export default meta;
type Story = StoryObj<typeof meta>;

const chip = (canvas: { getByText: (text: string) => HTMLElement }, label: string) =>
  canvas.getByText(label).closest('.MuiChip-root');

/** DESIGN §3.1: grey, orange, green, red, purple, grey, red. */
export const ApplicationStatuses: Story = {
  play: async ({ canvas }) => {
    const expected: [string, string][] = [
      ['草稿', 'MuiChip-colorDefault'],
      ['待审核', 'MuiChip-colorWarning'],
      ['已通过', 'MuiChip-colorSuccess'],
      ['未通过', 'MuiChip-colorError'],
      ['已退回', 'MuiChip-colorSecondary'],
      ['已撤回', 'MuiChip-colorDefault'],
      ['已撤销', 'MuiChip-colorError'],
    ];
    for (const [label, colour] of expected) {
      await expect(chip(canvas, label)).toHaveClass(colour);
    }
  },
};

/** DESIGN §3.3: the blue of "institution approved, pending platform review". */
export const QualificationStatuses: Story = {
  args: { family: 'qualification' },
  play: async ({ canvas }) => {
    await expect(chip(canvas, '机构通过，待平台审核')).toHaveClass('MuiChip-colorInfo');
    await expect(chip(canvas, '平台退回')).toHaveClass('MuiChip-colorSecondary');
  },
};

/** A code the family does not know shows as itself, in grey. */
export const UnknownCode: Story = {
  render: () => <StatusChip family="application" code={42} />,
  play: async ({ canvas }) => {
    await expect(chip(canvas, '42')).toHaveClass('MuiChip-colorDefault');
  },
};

export const English: Story = {
  globals: { language: 'en' },
  play: async ({ canvas }) => {
    await expect(chip(canvas, 'Returned')).toHaveClass('MuiChip-colorSecondary');
    await expect(chip(canvas, 'Pending review')).toHaveClass('MuiChip-colorWarning');
    await expect(canvas.queryByText('草稿')).not.toBeInTheDocument();
  },
};
