import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { pages } from '@machines/access/pages';
import { BusinessPersonScreen } from '../../src/features/signUps/BusinessPersonScreen';
import {
  issuedRegisterLoadedStory,
  issuedRegisterSearchStory,
} from '../support/certificateStories';
import { users } from '../support/fixtures';
import { emptyStory, failedStory, loadingStory } from '../support/listStories';
import {
  GRID_WAIT,
  ListStoryFrame,
  type ListStoryProps,
  loadedRowsArgs,
} from '../support/listStoryFrame';
import { shown } from '../support/storyKit';
import { personnelCertificateRows } from './recordFixtures';

const PATH = pages.businessPerson.path;

/** `businessPerson` (01000): issued personnel certificates, searched. */
function BusinessPersonStory(list: ListStoryProps) {
  return (
    <ListStoryFrame {...list} user={users.businessQuery} path={PATH}>
      <BusinessPersonScreen />
    </ListStoryFrame>
  );
}

const meta = {
  title: 'Sign-ups/BusinessPerson',
  component: BusinessPersonStory,
  parameters: { machine: 'listMachine' },
  args: loadedRowsArgs(personnelCertificateRows),
} satisfies Meta<typeof BusinessPersonStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = loadingStory('已颁发的人员证书');
export const Empty: Story = emptyStory();
export const Failed: Story = failedStory();

/** Each certificate's holder (ID masked), course, status in its colour and validity. */
export const Loaded: Story = issuedRegisterLoadedStory({
  inForce: {
    row: '刘洋',
    shows: ['5101**********0019', '2029-11-20 至 2032-11-19'],
    status: '证书已颁发',
  },
  expired: { row: '吴磊', status: '证书已过期' },
  revoked: { row: '罗敏', status: '证书已撤销' },
});

/** Searching by a whole ID card number and status asks for page one of it. */
export const Search: Story = issuedRegisterSearchStory({
  field: '身份证号（完整）',
  value: '510104199001010019',
  filter: 'idCard',
  inForce: '证书已颁发',
});

/** A certificate's public verification page is one click away. */
export const Verify: Story = {
  parameters: { state: 'loaded' },
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: '查验证书 SCXH-PX-2029-00402' }, GRID_WAIT),
    );
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'current page' })).toHaveTextContent(
        '/verify/SCXH-PX-2029-00402',
      ),
    );
  },
};

export const English: Story = {
  parameters: { state: 'loaded' },
  globals: { language: 'en' },
  play: async ({ canvas }) => {
    await shown(
      await canvas.findByRole('grid', { name: 'Issued personnel certificates' }, GRID_WAIT),
    );
  },
};
