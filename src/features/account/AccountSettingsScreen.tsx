import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { Notice } from '@machines/app/notice';
import { PageHeading } from '../../components/PageHeading';
import { useNoticeText } from '../../lib/noticeText';

export const ACCOUNT_TABS = ['profile', 'password', 'contact', 'sessions'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

export const isAccountTab = (value: unknown): value is AccountTab =>
  (ACCOUNT_TABS as readonly unknown[]).includes(value);

export type AccountSettingsState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly error: Notice }
  | { readonly status: 'ready'; readonly panels: Readonly<Record<AccountTab, ReactNode>> };

export interface AccountSettingsScreenProps {
  readonly state: AccountSettingsState;
  readonly tab: AccountTab;
  readonly onTabChange: (tab: AccountTab) => void;
  readonly onRetry: () => void;
}

/**
 * /accountSetting (DESIGN §9): profile, password, mobile and email, own sessions, one tab
 * each. The route hands in each tab's panel with its machines bound; this screen only lays
 * them out, and shows the profile's loading and its failure.
 */
export function AccountSettingsScreen({
  state,
  tab,
  onTabChange,
  onRetry,
}: AccountSettingsScreenProps) {
  const { t } = useTranslation();
  const text = useNoticeText();
  const id = useId();

  if (state.status === 'loading') {
    return (
      <Paper
        sx={{ p: 3, maxWidth: 640 }}
        role="progressbar"
        aria-busy="true"
        aria-label={t('app.loading')}
      >
        <Stack spacing={2}>
          <Skeleton variant="text" width="40%" />
          <Skeleton variant="rectangular" height={160} />
        </Stack>
      </Paper>
    );
  }
  if (state.status === 'failed') {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={onRetry}>
            {t('action.retry')}
          </Button>
        }
      >
        {t('accountSetting.loadFailed')} {text(state.error)}
      </Alert>
    );
  }
  return (
    <Stack spacing={2}>
      <PageHeading>{t('route.accountSetting')}</PageHeading>
      <Tabs
        value={tab}
        onChange={(_, value: unknown) => {
          if (isAccountTab(value)) onTabChange(value);
        }}
        variant="scrollable"
        aria-label={t('route.accountSetting')}
      >
        {ACCOUNT_TABS.map((value) => (
          <Tab
            key={value}
            value={value}
            id={`${id}-${value}-tab`}
            aria-controls={`${id}-${value}`}
            label={t(`accountSetting.tabs.${value}`)}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${id}-${tab}`} aria-labelledby={`${id}-${tab}-tab`}>
        {state.panels[tab]}
      </Box>
    </Stack>
  );
}
