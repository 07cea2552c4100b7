import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect } from 'storybook/test';
import { pages } from '@machines/access/pages';
import { detailLoaderOf } from '../../src/components/detailLoader';
import { ApplicationDetailContext } from '../../src/features/institutions/institutionActors';
import { InstitutionDetailContent } from '../../src/features/institutions/InstitutionDetailContent';
import { ApplicantLinks } from '../../src/features/institutions/InstitutionInfoScreen';
import { users } from '../support/fixtures';
import { AppFrame, StoryRouter } from '../support/storyKit';
import { RETURN_COMMENT } from '../realname/realnameFixtures';
import { institutionDetail } from './institutionFixtures';
import { reasonUnderHeading } from '../support/decisionStories';

/** `/institutionApply/detail`: the company's own application, and its ways on. */
function InfoStory({ status }: { status: string }) {
  const [answer] = useState(() => institutionDetail(status, 'applicant'));
  const [loader] = useState(() => detailLoaderOf(() => Promise.resolve(answer)));
  return (
    <AppFrame user={users.companyAdmin}>
      <StoryRouter path={pages.institutionInfo.path}>
        <Box sx={{ p: 2, maxWidth: 900 }}>
          <ApplicationDetailContext.Provider logic={loader} options={{ input: { id: 601 } }}>
            <InstitutionDetailContent
              onReload={() => undefined}
              actions={(detail) => <ApplicantLinks detail={detail} />}
            />
          </ApplicationDetailContext.Provider>
        </Box>
      </StoryRouter>
    </AppFrame>
  );
}

const meta = {
  title: 'Institutions/InstitutionInfo',
  component: InfoStory,
  parameters: { machine: 'applicationWorkflow' },
  args: { status: 'returned' },
} satisfies Meta<typeof InfoStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Returned: why, and the way to correct it. */
export const Returned: Story = {
  parameters: { state: 'returned' },
  play: async ({ canvas }) => {
    await reasonUnderHeading(canvas, '退回原因', RETURN_COMMENT);
    await expect(canvas.getByRole('link', { name: '编辑' })).toHaveAttribute(
      'href',
      `${pages.institutionForm.path}?kind=training&id=601`,
    );
  },
};

/** Approved: nothing to change; back to the institution page. */
export const Approved: Story = {
  parameters: { state: 'approved' },
  args: { status: 'approved' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: '返回机构申请' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: '编辑' })).toBeNull();
  },
};
