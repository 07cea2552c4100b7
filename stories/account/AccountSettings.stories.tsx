import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { pages } from '@machines/access/pages';
import type { FormContext as AccountFormMachineContext } from '@machines/app/form';
import { keyNotice, textNotice } from '@machines/app/notice';
import type { OwnSessionsContext as OwnSessionsMachineContext } from '@machines/app/ownSessions';
import type { SmsCodeContext as SmsMachineContext } from '@machines/app/smsCode';
import { IMAGE_TYPES, type ChosenFile, type StoredFile } from '@machines/app/upload';
import type { AccountProfile } from '@machines/contracts';
import { FormContext, UploadContext } from '../../src/components/actorContexts';
import { OwnSessionsContext, SECTION_INPUTS } from '../../src/features/account/accountActors';
import {
  AccountSettingsScreen,
  type AccountSettingsState,
  type AccountTab,
} from '../../src/features/account/AccountSettingsScreen';
import { EmailForm } from '../../src/features/account/EmailForm';
import { MobileForm } from '../../src/features/account/MobileForm';
import { PasswordForm } from '../../src/features/account/PasswordForm';
import { ProfileForm } from '../../src/features/account/ProfileForm';
import { SessionsPanel } from '../../src/features/account/SessionsPanel';
import {
  accountFormSnapshot,
  ownSessions,
  ownSessionsSnapshot,
  profile,
  SmsFrame,
  STORY_MOBILE,
  storyAccountForm,
  storyOwnSessions,
  type RequestCode,
  type SaveCall,
  type Section,
  type SessionsCalls,
} from '../support/account';
import { serviceError, users } from '../support/fixtures';
import {
  AppFrame,
  licenceImage,
  StoryRouter,
  storyUploadMachine,
  uploadSnapshot,
} from '../support/storyKit';

/** A section's form machine: restored in a state, or fresh (it then saves for real). */
interface SectionState {
  readonly state?: string;
  readonly context?: Partial<AccountFormMachineContext>;
}

interface AccountStoryProps {
  readonly tab: AccountTab;
  /** The profile loader's outcome: loading, failed, or the page. */
  readonly page: 'loading' | 'failed' | 'ready';
  readonly profile: AccountProfile;
  readonly sections: Partial<Record<Section, SectionState>>;
  readonly sms?: { state?: string; context?: Partial<SmsMachineContext> };
  /** The own sessions' machine: restored in a state, or fresh. */
  readonly sessions?: { state?: string; context?: Partial<OwnSessionsMachineContext> };
  /** Each section's call. */
  readonly save: SaveCall;
  readonly requestCode: RequestCode;
  readonly sessionCalls: SessionsCalls;
  readonly upload: (file: ChosenFile) => Promise<StoredFile>;
}

function SectionFrame({
  section,
  setup,
  save,
  children,
}: {
  section: Section;
  setup: SectionState | undefined;
  save: SaveCall;
  children: ReactNode;
}) {
  const [logic] = useState(() => storyAccountForm(save));
  const options = setup?.state
    ? { snapshot: accountFormSnapshot(section, setup.state, setup.context) }
    : { input: SECTION_INPUTS[section] };
  return (
    <FormContext.Provider logic={logic} options={options}>
      {children}
    </FormContext.Provider>
  );
}

function SessionsFrame({
  setup,
  calls,
}: {
  setup: AccountStoryProps['sessions'];
  calls: SessionsCalls;
}) {
  const [logic] = useState(() => storyOwnSessions(calls));
  return (
    <OwnSessionsContext.Provider
      logic={logic}
      options={
        setup?.state ? { snapshot: ownSessionsSnapshot(setup.state, setup.context) } : undefined
      }
    >
      <SessionsPanel />
    </OwnSessionsContext.Provider>
  );
}

function AccountStory(props: AccountStoryProps) {
  const { sections, save } = props;
  const [uploadLogic] = useState(() => storyUploadMachine(props.upload));
  const [tab, setTab] = useState(props.tab);
  const panels = {
    profile: (
      <SectionFrame section="profile" setup={sections.profile} save={save}>
        <UploadContext.Provider
          logic={uploadLogic}
          options={{
            snapshot: props.profile.avatar
              ? uploadSnapshot('uploaded', {
                  accept: IMAGE_TYPES,
                  stored: props.profile.avatar,
                  progress: 100,
                })
              : uploadSnapshot('empty', { accept: IMAGE_TYPES }),
          }}
        >
          <ProfileForm profile={props.profile} />
        </UploadContext.Provider>
      </SectionFrame>
    ),
    password: (
      <SectionFrame section="password" setup={sections.password} save={save}>
        <PasswordForm />
      </SectionFrame>
    ),
    contact: (
      <Stack spacing={2}>
        <SectionFrame section="mobile" setup={sections.mobile} save={save}>
          <SmsFrame
            purpose="change-mobile"
            requestCode={props.requestCode}
            {...(props.sms?.state ? { state: props.sms.state } : {})}
            {...(props.sms?.context ? { context: props.sms.context } : {})}
          >
            <MobileForm currentMobile={props.profile.mobile} />
          </SmsFrame>
        </SectionFrame>
        <SectionFrame section="email" setup={sections.email} save={save}>
          <EmailForm email={props.profile.email} />
        </SectionFrame>
      </Stack>
    ),
    sessions: <SessionsFrame setup={props.sessions} calls={props.sessionCalls} />,
  };
  const state: AccountSettingsState =
    props.page === 'ready'
      ? { status: 'ready', panels }
      : props.page === 'failed'
        ? { status: 'failed', error: textNotice('服务器内部错误') }
        : { status: 'loading' };
  return (
    <AppFrame user={users.companyAdmin}>
      <StoryRouter path={pages.accountSetting.path}>
        <Box sx={{ p: 2 }}>
          <AccountSettingsScreen state={state} tab={tab} onTabChange={setTab} onRetry={fn()} />
        </Box>
      </StoryRouter>
    </AppFrame>
  );
}

/** /accountSetting (DESIGN §9): each tab in each state of its machines. */
const meta = {
  title: 'Account/AccountSettings',
  component: AccountStory,
  parameters: { machine: ['formMachine', 'ownSessionsMachine', 'smsCodeMachine'] },
  args: {
    tab: 'profile',
    page: 'ready',
    profile,
    sections: {},
    save: fn<SaveCall>(() => Promise.resolve(profile)),
    requestCode: fn(() => Promise.resolve({ retryAfterSeconds: 60 })),
    sessionCalls: {
      loadSessions: fn(() => Promise.resolve(ownSessions)),
      signOutOthers: fn(() => Promise.resolve({ revoked: 2 })),
    },
    upload: fn(() => Promise.resolve(licenceImage)),
  },
} satisfies Meta<typeof AccountStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);
const signOutOthers = fn(() => Promise.resolve({ revoked: 2 }));

export const Loading: Story = {
  args: { page: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('加载中…')).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadFailed: Story = {
  args: { page: 'failed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('账号资料加载失败。 服务器内部错误');
    await expect(canvas.getByRole('button', { name: '重试' })).toBeEnabled();
  },
};

export const Profile: Story = {
  parameters: { state: 'editing' },
  args: { sections: { profile: { state: 'editing' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: '基本资料' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByText('账号：13900002000')).toBeVisible();
    await expect(canvas.getByLabelText(/^姓名/)).toHaveValue('王建国');
    await expect(canvas.getByLabelText(/^个人简介/)).toHaveValue('负责本单位资质申报与培训报名。');
    await expect(canvas.getByRole('button', { name: '保存' })).toBeEnabled();
  },
};

/** Editing and saving: the values go out, the success message shows until the next edit. */
export const SavingProfile: Story = {
  parameters: { states: ['editing', 'submitting', 'submitted'] },
  play: async ({ canvas, args }) => {
    await userEvent.clear(canvas.getByLabelText(/^姓名/));
    await userEvent.type(canvas.getByLabelText(/^姓名/), '王建军');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(args.save).toHaveBeenCalledWith({
        name: '王建军',
        introduction: '负责本单位资质申报与培训报名。',
        avatarFileId: '',
      }),
    );
    await expect(await canvas.findByRole('status')).toHaveTextContent('资料已保存');
    await userEvent.type(canvas.getByLabelText(/^姓名/), '！');
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

export const ProfileSubmitting: Story = {
  parameters: { state: 'submitting' },
  args: { sections: { profile: { state: 'submitting' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /保存/ })).toBeDisabled();
  },
};

export const ProfileSaved: Story = {
  parameters: { state: 'submitted' },
  args: {
    sections: {
      profile: {
        state: 'submitted',
        context: { notice: keyNotice('accountSetting.profile.saved') },
      },
    },
    profile: { ...profile, avatar: licenceImage },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('资料已保存');
    await expect(canvas.getByText(licenceImage.name)).toBeVisible();
  },
};

export const ProfileErrors: Story = {
  parameters: { state: 'editing' },
  args: {
    sections: {
      profile: {
        state: 'editing',
        context: {
          fieldErrors: { avatarFileId: '头像文件不存在或不是本账号上传的图片，请重新上传' },
        },
      },
    },
  },
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByText('头像文件不存在或不是本账号上传的图片，请重新上传'),
    ).toBeVisible();
    await userEvent.clear(canvas.getByLabelText(/^姓名/));
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(canvas.getByLabelText(/^姓名/)).toHaveAccessibleDescription('请输入姓名');
    await expect(args.save).not.toHaveBeenCalled();
  },
};

export const SectionServerError: Story = {
  parameters: { state: 'editing' },
  args: {
    sections: { profile: { state: 'editing', context: { error: textNotice('服务器内部错误') } } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('服务器内部错误');
  },
};

export const PasswordRules: Story = {
  parameters: { state: 'editing' },
  args: { tab: 'password', sections: { password: { state: 'editing' } } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '修改密码' }));
    await expect(canvas.getByLabelText(/^原密码/)).toHaveAccessibleDescription('请输入原密码');
    await expect(canvas.getByLabelText(/^新密码/)).toHaveAccessibleDescription('请输入密码');
    await userEvent.type(canvas.getByLabelText(/^原密码/), 'Demo1234');
    await userEvent.type(canvas.getByLabelText(/^新密码/), 'Demo1234');
    await userEvent.type(canvas.getByLabelText(/^确认密码/), 'Demo12345');
    await userEvent.tab();
    await expect(canvas.getByLabelText(/^新密码/)).toHaveAccessibleDescription(
      '新密码不能与原密码相同',
    );
    await expect(canvas.getByLabelText(/^确认密码/)).toHaveAccessibleDescription(
      '两次输入的密码不一致',
    );
    await expect(args.save).not.toHaveBeenCalled();
  },
};

export const WrongOldPassword: Story = {
  parameters: { state: 'editing' },
  args: {
    tab: 'password',
    sections: {
      password: { state: 'editing', context: { fieldErrors: { oldPassword: '原密码不正确' } } },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/^原密码/)).toHaveAccessibleDescription('原密码不正确');
  },
};

/** Changed: the fields are emptied and the message says the other devices are out. */
export const ChangingPassword: Story = {
  parameters: { states: ['editing', 'submitting', 'submitted'] },
  args: { tab: 'password', save: fn<SaveCall>(() => Promise.resolve(null)) },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/^原密码/), 'Demo1234');
    await userEvent.type(canvas.getByLabelText(/^新密码/), 'Changed2025');
    await userEvent.type(canvas.getByLabelText(/^确认密码/), 'Changed2025');
    await userEvent.click(canvas.getByRole('button', { name: '修改密码' }));
    await waitFor(() =>
      expect(args.save).toHaveBeenCalledWith({ oldPassword: 'Demo1234', password: 'Changed2025' }),
    );
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      '密码已修改，其他设备已退出登录',
    );
    await expect(canvas.getByLabelText(/^原密码/)).toHaveValue('');
  },
};

/** A code to the new number: its countdown running, the number kept. */
export const MobileCountdown: Story = {
  parameters: { states: ['editing', 'smsCodeMachine:countingDown'] },
  args: {
    tab: 'contact',
    sections: { mobile: { state: 'editing' }, email: { state: 'editing' } },
    sms: {
      state: 'countingDown',
      context: { remaining: 51, sent: true, purpose: 'change-mobile' },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('当前手机号：13900002000')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '51秒后重新获取' })).toBeDisabled();
  },
};

export const ChangingMobile: Story = {
  parameters: {
    states: ['smsCodeMachine:sending', 'smsCodeMachine:countingDown', 'submitting', 'submitted'],
  },
  args: { tab: 'contact' },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/^新手机号/), STORY_MOBILE);
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await waitFor(() =>
      expect(args.requestCode).toHaveBeenCalledWith({
        mobile: STORY_MOBILE,
        purpose: 'change-mobile',
      }),
    );
    await userEvent.type(canvas.getByLabelText(/^短信验证码/), '135790');
    await userEvent.click(canvas.getByRole('button', { name: '更换手机号' }));
    await waitFor(() =>
      expect(args.save).toHaveBeenCalledWith({ mobile: STORY_MOBILE, smsCode: '135790' }),
    );
    await expect(await canvas.findByRole('status')).toHaveTextContent('手机号已更换');
  },
};

export const MobileTaken: Story = {
  parameters: { state: 'editing' },
  args: {
    tab: 'contact',
    sections: {
      mobile: {
        state: 'editing',
        context: { fieldErrors: { mobile: '该手机号已被其他账号使用' } },
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/^新手机号/)).toHaveAccessibleDescription(
      '该手机号已被其他账号使用',
    );
  },
};

export const EmailRules: Story = {
  parameters: { state: 'editing' },
  args: { tab: 'contact', sections: { email: { state: 'editing' } } },
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: /^邮箱/ });
    await expect(email).toHaveValue('wangjianguo@example.com');
    await userEvent.clear(email);
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: '保存邮箱' }));
    await expect(email).toHaveAccessibleDescription('邮箱格式不正确');
  },
};

export const EmailSaved: Story = {
  parameters: { state: 'submitted' },
  args: {
    tab: 'contact',
    sections: {
      email: { state: 'submitted', context: { notice: keyNotice('accountSetting.email.saved') } },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('邮箱已保存');
  },
};

export const SessionsLoading: Story = {
  parameters: { state: 'ownSessionsMachine:loading' },
  args: { tab: 'sessions', sessions: { state: 'loading', context: { sessions: [] } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('加载中…')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: '退出其他设备' })).toBeDisabled();
  },
};

/** The devices, this one marked, each named from its user agent. */
export const Sessions: Story = {
  parameters: { state: 'ownSessionsMachine:ready' },
  args: { tab: 'sessions', sessions: { state: 'ready' } },
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('row');
    await expect(rows).toHaveLength(4);
    await expect(rows[1]).toHaveTextContent('Chrome · Windows');
    await expect(rows[1]).toHaveTextContent('本设备');
    await expect(rows[2]).toHaveTextContent('Safari · iOS');
    await expect(rows[2]).toHaveTextContent('10.20.8.201');
    await expect(rows[2]).toHaveTextContent('12分钟前');
    await expect(rows[3]).toHaveTextContent('未知设备');
    await expect(canvas.getByRole('button', { name: '退出其他设备' })).toBeEnabled();
  },
};

export const OnlyThisDevice: Story = {
  parameters: { state: 'ownSessionsMachine:ready' },
  args: {
    tab: 'sessions',
    sessions: { state: 'ready', context: { sessions: ownSessions.slice(0, 1) } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '退出其他设备' })).toBeDisabled();
  },
};

export const SessionsFailed: Story = {
  parameters: { state: 'ownSessionsMachine:failed' },
  args: {
    tab: 'sessions',
    sessions: { state: 'failed', context: { sessions: [], error: textNotice('服务器内部错误') } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('服务器内部错误');
    await expect(canvas.getByRole('button', { name: '重试' })).toBeEnabled();
  },
};

export const ConfirmingSignOut: Story = {
  parameters: { state: 'ownSessionsMachine:confirming' },
  args: { tab: 'sessions', sessions: { state: 'confirming' } },
  play: async ({ canvasElement }) => {
    const dialog = body(canvasElement).getByRole('dialog', { name: '退出其他设备？' });
    await expect(dialog).toHaveTextContent('除本设备外');
    await expect(within(dialog).getByRole('button', { name: '取消' })).toHaveFocus();
  },
};

export const SigningOut: Story = {
  parameters: { state: 'ownSessionsMachine:signingOut' },
  args: { tab: 'sessions', sessions: { state: 'signingOut' } },
  play: async ({ canvasElement }) => {
    const dialog = body(canvasElement).getByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: /退出其他设备/ })).toBeDisabled();
  },
};

/** Asked, confirmed, done: the list loads again, with how many devices were signed out. */
export const SigningOutOthers: Story = {
  parameters: {
    states: [
      'ownSessionsMachine:loading',
      'ownSessionsMachine:ready',
      'ownSessionsMachine:confirming',
      'ownSessionsMachine:signingOut',
    ],
  },
  args: {
    tab: 'sessions',
    sessionCalls: {
      // Once the others are signed out, only this device is left.
      loadSessions: fn(() =>
        Promise.resolve(
          signOutOthers.mock.calls.length > 0 ? ownSessions.slice(0, 1) : ownSessions,
        ),
      ),
      signOutOthers,
    },
  },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '退出其他设备' }));
    const dialog = body(canvasElement).getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '退出其他设备' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('已退出 2 个其他设备');
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
    await expect(args.sessionCalls.signOutOthers).toHaveBeenCalledOnce();
  },
};

export const FailedSignOut: Story = {
  parameters: { state: 'ownSessionsMachine:ready' },
  args: {
    tab: 'sessions',
    sessions: { state: 'ready', context: { error: textNotice('服务器内部错误') } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('服务器内部错误');
  },
};

export const Refused: Story = {
  parameters: { states: ['submitting', 'editing'] },
  args: {
    tab: 'password',
    save: fn<SaveCall>(() =>
      Promise.reject(serviceError(400, '原密码: 原密码不正确', { oldPassword: '原密码不正确' })),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^原密码/), 'Wrong1234');
    await userEvent.type(canvas.getByLabelText(/^新密码/), 'Changed2025');
    await userEvent.type(canvas.getByLabelText(/^确认密码/), 'Changed2025');
    await userEvent.click(canvas.getByRole('button', { name: '修改密码' }));
    await waitFor(() =>
      expect(canvas.getByLabelText(/^原密码/)).toHaveAccessibleDescription('原密码不正确'),
    );
  },
};

export const English: Story = {
  parameters: { state: 'ownSessionsMachine:ready' },
  globals: { language: 'en' },
  args: { tab: 'sessions', sessions: { state: 'ready' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Signed-in devices' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByText('This device')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign out other devices' })).toBeEnabled();
  },
};
