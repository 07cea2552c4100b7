import { useId, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { PageHeading } from '../../components/PageHeading';
import { ListRouteProvider } from '../../components/ListRouteProvider';
import * as logsApi from '../../lib/api/logs';
import { AdminActionsPanel } from './AdminActionsPanel';
import { LoginAttemptsPanel } from './LoginAttemptsPanel';
import { SmsOutboxPanel } from './SmsOutboxPanel';
import { LOG_TABS, TAB_PARAM, tabLabelKey, tabOf, type LogTab } from './logTabs';

const PRESERVED = [TAB_PARAM];

/** `/loginLog`: the open tab's list, its query in the URL beside the tab. */
export function LoginLogRoute() {
  const [params] = useSearchParams();
  const tab = tabOf(params);
  return (
    <LoginLogScreen tab={tab}>
      {tab === 'attempts' && (
        <ListRouteProvider key={tab} fetchPage={logsApi.fetchLoginLogs} preserve={PRESERVED}>
          <LoginAttemptsPanel />
        </ListRouteProvider>
      )}
      {tab === 'actions' && (
        <ListRouteProvider key={tab} fetchPage={logsApi.fetchAdminActions} preserve={PRESERVED}>
          <AdminActionsPanel />
        </ListRouteProvider>
      )}
      {tab === 'sms' && (
        <ListRouteProvider key={tab} fetchPage={logsApi.fetchSmsOutbox} preserve={PRESERVED}>
          <SmsOutboxPanel />
        </ListRouteProvider>
      )}
    </LoginLogScreen>
  );
}

export interface LoginLogScreenProps {
  readonly tab: LogTab;
  /** The open tab's panel, with its list machine. */
  readonly children: ReactNode;
}

/**
 * The login log page (0000, 0900): login attempts, administrative actions, and the SMS
 * outbox (what promised messages wait, why, and what was given up). Switching tabs starts
 * the other list afresh (its filters are its own).
 */
export function LoginLogScreen({ tab, children }: LoginLogScreenProps) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const [, setSearchParams] = useSearchParams();
  const tabId = (name: LogTab) => `${idPrefix}-tab-${name}`;
  return (
    <Stack spacing={2}>
      <Paper sx={{ px: 2, pt: 2 }}>
        <PageHeading>{t('route.loginLog')}</PageHeading>
        <Tabs
          value={tab}
          onChange={(_, next: LogTab) =>
            setSearchParams(new URLSearchParams({ [TAB_PARAM]: next }))
          }
          aria-label={t('loginLog.tabs')}
        >
          {LOG_TABS.map((name) => (
            <Tab
              key={name}
              value={name}
              id={tabId(name)}
              aria-controls={`${idPrefix}-panel`}
              label={t(tabLabelKey(name))}
            />
          ))}
        </Tabs>
      </Paper>
      <Box role="tabpanel" id={`${idPrefix}-panel`} aria-labelledby={tabId(tab)}>
        {children}
      </Box>
    </Stack>
  );
}
