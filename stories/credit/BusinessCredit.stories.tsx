import type { Meta, StoryObj } from '@storybook/react-vite';
import { pages } from '@machines/access/pages';
import type { CertificateRecord } from '@machines/contracts';
import { BusinessCreditScreen } from '../../src/features/credit/BusinessCreditScreen';
import {
  issuedRegisterLoadedStory,
  issuedRegisterSearchStory,
} from '../support/certificateStories';
import { users } from '../support/fixtures';
import { emptyStory, failedStory, loadingStory, rowWith } from '../support/listStories';
import {
  GRID_WAIT,
  ListStoryFrame,
  type ListStoryProps,
  loadedRowsArgs,
} from '../support/listStoryFrame';
import { shown } from '../support/storyKit';

const PATH = pages.businessCredit.path;
const TYPE = { typeName: '信息系统建设和服务能力评估', typeNameEn: 'IT service capability' };

const record = (
  id: number,
  fields: Pick<CertificateRecord, 'companyName' | 'certificateNo' | 'status'> &
    Partial<CertificateRecord>,
): CertificateRecord => ({
  id,
  creditCode: '91510100MA61R7XK3Y',
  ...TYPE,
  levelName: '三级',
  levelNameEn: 'Level 3',
  businessLine: 1,
  issuedOn: '2025-06-04',
  expiresOn: '2028-06-03',
  ...fields,
});

const records: CertificateRecord[] = [
  record(3, { companyName: '四川蜀信智联科技有限公司', certificateNo: '2025-1-000123', status: 6 }),
  record(2, {
    companyName: '成都天府云创信息技术有限公司',
    certificateNo: '2022-1-000045',
    status: 8,
    issuedOn: '2022-03-01',
    expiresOn: '2025-02-28',
  }),
  record(1, {
    companyName: '四川锦城网络工程有限公司',
    certificateNo: '2024-1-000007',
    status: 9,
    levelName: '四级',
    levelNameEn: 'Level 4',
  }),
];

/** `businessCredit` (01000): issued company certificates, searched. */
function BusinessCreditStory(list: ListStoryProps) {
  return (
    <ListStoryFrame {...list} user={users.businessQuery} path={PATH}>
      <BusinessCreditScreen />
    </ListStoryFrame>
  );
}

const meta = {
  title: 'Credit/BusinessCredit',
  component: BusinessCreditStory,
  parameters: { machine: 'listMachine' },
  args: loadedRowsArgs(records),
} satisfies Meta<typeof BusinessCreditStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = loadingStory('已颁发的企业资质证书');
export const Empty: Story = emptyStory();
export const Failed: Story = failedStory();

/** Each certificate's category, number, status in its colour and validity. */
export const Loaded: Story = issuedRegisterLoadedStory({
  inForce: {
    row: '四川蜀信智联',
    shows: ['信息系统建设和服务能力评估 · 三级', '2025-06-04 至 2028-06-03'],
    status: '已通过',
  },
  expired: { row: '天府云创', status: '已过期' },
  revoked: { row: '锦城', status: '已撤销' },
});

/** Searching by certificate number and status asks the server for page one of it. */
export const Search: Story = issuedRegisterSearchStory({
  field: '证书编号',
  value: '2025-1',
  filter: 'certificateNo',
  inForce: '已通过',
});

export const English: Story = {
  parameters: { state: 'loaded' },
  globals: { language: 'en' },
  play: async ({ canvas }) => {
    await shown(
      await canvas.findByRole('grid', { name: 'Issued company certificates' }, GRID_WAIT),
    );
    await shown(rowWith(canvas, '四川蜀信智联').getByText('IT service capability · Level 3'));
  },
};
