import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Stack from '@mui/material/Stack';
import { IMAGE_TYPES } from '@machines/app/upload';
import type { AccountProfile } from '@machines/contracts';
import { SessionContext } from '../../components/appActorContexts';
import { FormContext, SmsCodeContext, UploadContext } from '../../components/actorContexts';
import { appSmsCodeMachine } from '../../components/smsCodeBinding';
import { appUploadMachine } from '../../components/uploadBinding';
import {
  appOwnSessionsMachine,
  appProfileLoader,
  appSectionForms,
  OwnSessionsContext,
  ProfileLoaderContext,
  SECTION_INPUTS,
} from './accountActors';
import {
  AccountSettingsScreen,
  isAccountTab,
  type AccountSettingsState,
  type AccountTab,
} from './AccountSettingsScreen';
import { EmailForm } from './EmailForm';
import { MobileForm } from './MobileForm';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';
import { SessionsPanel } from './SessionsPanel';

const isProfile = (answer: unknown): answer is AccountProfile =>
  typeof answer === 'object' && answer !== null && 'userName' in answer;

/** The panels with their machines bound to the real calls. */
function boundPanels(profile: AccountProfile, onProfile: (answer: unknown) => void) {
  return {
    profile: (
      <FormContext.Provider
        logic={appSectionForms.profile}
        options={{ input: SECTION_INPUTS.profile }}
      >
        <UploadContext.Provider
          logic={appUploadMachine}
          options={{ input: { accept: IMAGE_TYPES, stored: profile.avatar } }}
        >
          <ProfileForm profile={profile} onSaved={onProfile} />
        </UploadContext.Provider>
      </FormContext.Provider>
    ),
    password: (
      <FormContext.Provider
        logic={appSectionForms.password}
        options={{ input: SECTION_INPUTS.password }}
      >
        <PasswordForm />
      </FormContext.Provider>
    ),
    contact: (
      <Stack spacing={2}>
        <FormContext.Provider
          logic={appSectionForms.mobile}
          options={{ input: SECTION_INPUTS.mobile }}
        >
          <SmsCodeContext.Provider
            logic={appSmsCodeMachine}
            options={{ input: { purpose: 'change-mobile' } }}
          >
            <MobileForm currentMobile={profile.mobile} onSaved={onProfile} />
          </SmsCodeContext.Provider>
        </FormContext.Provider>
        <FormContext.Provider
          logic={appSectionForms.email}
          options={{ input: SECTION_INPUTS.email }}
        >
          <EmailForm email={profile.email} onSaved={onProfile} />
        </FormContext.Provider>
      </Stack>
    ),
    sessions: (
      <OwnSessionsContext.Provider logic={appOwnSessionsMachine}>
        <SessionsPanel />
      </OwnSessionsContext.Provider>
    ),
  };
}

/** The loaded profile, kept current with what each save answers. */
function AccountSettingsPage({ onRetry }: { onRetry: () => void }) {
  const result = ProfileLoaderContext.useSelector((s) => s.output);
  const session = SessionContext.useActorRef();
  const [saved, setSaved] = useState<AccountProfile | null>(null);
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: AccountTab = isAccountTab(requested) ? requested : 'profile';
  const onProfile = useCallback(
    (answer: unknown) => {
      if (!isProfile(answer)) return;
      setSaved(answer);
      // The name and login name in the top bar come from the user info.
      session.send({ type: 'USER.RELOAD' });
    },
    [session],
  );

  const profile = saved ?? (result?.ok ? result.profile : null);
  const state: AccountSettingsState = profile
    ? { status: 'ready', panels: boundPanels(profile, onProfile) }
    : result && !result.ok
      ? { status: 'failed', error: result.error }
      : { status: 'loading' };
  return (
    <AccountSettingsScreen
      state={state}
      tab={tab}
      onTabChange={(next) => setParams({ tab: next }, { replace: true })}
      onRetry={onRetry}
    />
  );
}

/** /accountSetting: every signed-in account's own settings. */
export function AccountSettingsRoute() {
  const [attempt, setAttempt] = useState(0);
  return (
    <ProfileLoaderContext.Provider key={attempt} logic={appProfileLoader}>
      <AccountSettingsPage onRetry={() => setAttempt((count) => count + 1)} />
    </ProfileLoaderContext.Provider>
  );
}
