import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, within } from 'storybook/test';
import { pages } from '@machines/access/pages';
import type { CompanyDetail } from '@machines/contracts';
import { detailLoaderOf } from '../../src/components/detailLoader';
import {
  CompanyDetailContext,
  CompanyDetailScreen,
} from '../../src/features/companies/CompanyDetailScreen';
import { serviceError, users } from '../support/fixtures';
import { AppFrame, StoryRouter } from '../support/storyKit';

const detail: CompanyDetail = {
  company: {
    id: 3,
    name: '天府云创信息技术培训有限公司',
    creditCode: '91510107MA62T9QH4H',
    corporateType: 2,
    contactName: '刘洋',
    contactMobile: '13900002110',
    contactEmail: 'liuyang@example.com',
    address: '成都市武侯区人民南路四段45号',
    verifiedAt: new Date(2025, 4, 3, 10, 0).toISOString(),
    createdAt: new Date(2024, 0, 8, 9, 0).toISOString(),
  },
  institutionRoles: ['2110'],
  membership: { status: 1, levelCode: 'member', validFrom: '2024-06-01', validTo: '2025-05-31' },
  people: { total: 3, verified: 2 },
  accounts: 1,
  applications: [
    {
      kind: 'review',
      id: 14,
      status: 3,
      submittedAt: new Date(2025, 5, 2, 9, 0).toISOString(),
      updatedAt: new Date(2025, 5, 4, 9, 0).toISOString(),
    },
    {
      kind: 'training',
      id: 12,
      status: 2,
      submittedAt: new Date(2025, 1, 2, 9, 0).toISOString(),
      updatedAt: new Date(2025, 1, 3, 9, 0).toISOString(),
    },
    {
      kind: 'realname',
      id: 5,
      status: 2,
      submittedAt: new Date(2024, 0, 9, 9, 0).toISOString(),
      updatedAt: new Date(2024, 0, 10, 9, 0).toISOString(),
    },
  ],
};

/** `/corporateDetail?id=3`, its loader answering `load`. */
function CompanyStory({ load }: { load: () => Promise<CompanyDetail> }) {
  const [loader] = useState(() => detailLoaderOf(load));
  return (
    <AppFrame user={users.superAdmin}>
      <StoryRouter path={pages.corporateDetail.path}>
        <Box sx={{ p: 2, maxWidth: 900 }}>
          <CompanyDetailContext.Provider logic={loader} options={{ input: { id: 3 } }}>
            <CompanyDetailScreen onRetry={() => undefined} />
          </CompanyDetailContext.Provider>
        </Box>
      </StoryRouter>
    </AppFrame>
  );
}

const meta = {
  title: 'Companies/CompanyDetail',
  component: CompanyStory,
  args: { load: () => Promise.resolve(detail) },
} satisfies Meta<typeof CompanyStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { load: () => new Promise<CompanyDetail>(() => undefined) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { load: () => Promise.reject(serviceError(503, '服务暂时不可用，请稍后重试')) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('无法加载该企业。')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeEnabled();
  },
};

/** A certified training institution whose membership expired; its applications link on. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('培训机构（2110）')).toBeVisible();
    await expect(canvas.getByText('共 3 人，已核验 2 人')).toBeVisible();
    await expect(canvas.getByText('已过期')).toBeVisible();
    const table = within(canvas.getByRole('table', { name: '申请记录' }));
    await expect(table.getByRole('link', { name: '培训机构申请' })).toHaveAttribute(
      'href',
      `${pages.trainCredictSpecify.path}?id=12`,
    );
    await expect(table.getByRole('link', { name: '实名认证申请' })).toHaveAttribute(
      'href',
      `${pages.realnameDetailHistory.path}?id=5`,
    );
  },
};

/** A new company: nothing submitted, no membership, no roles. */
export const NothingYet: Story = {
  args: {
    load: () =>
      Promise.resolve<CompanyDetail>({
        ...detail,
        company: { ...detail.company, verifiedAt: null },
        institutionRoles: [],
        membership: null,
        applications: [],
      }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('该企业尚未提交任何申请。')).toBeVisible();
    await expect(canvas.getByText('未认证')).toBeVisible();
    await expect(canvas.getByText('非会员')).toBeVisible();
  },
};

export const English: Story = {
  globals: { language: 'en' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Applications')).toBeVisible();
    await expect(canvas.getByText('Member company')).toBeVisible();
  },
};
