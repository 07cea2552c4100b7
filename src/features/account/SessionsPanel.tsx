import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import RefreshIcon from '@mui/icons-material/Refresh';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { formatDateTime } from '../../lib/dates';
import { useNoticeText } from '../../lib/noticeText';
import { timeAgo } from '../../lib/timeAgo';
import { OwnSessionsContext } from './accountActors';
import { deviceName } from './deviceName';
import { SectionCard } from './SectionCard';

/**
 * The account's signed-in devices (DESIGN §9), this one marked, and "sign out other
 * sessions" after a confirmation. Renders the own-sessions machine's state.
 */
export function SessionsPanel() {
  const { t } = useTranslation();
  const text = useNoticeText();
  const sessions = OwnSessionsContext.useActorRef();
  const list = OwnSessionsContext.useSelector((s) => s.context.sessions);
  const error = OwnSessionsContext.useSelector((s) => s.context.error);
  const notice = OwnSessionsContext.useSelector((s) => s.context.notice);
  const loading = OwnSessionsContext.useSelector((s) => s.matches('loading'));
  const failed = OwnSessionsContext.useSelector((s) => s.matches('failed'));
  const confirming = OwnSessionsContext.useSelector(
    (s) => s.matches('confirming') || s.matches('signingOut'),
  );
  const signingOut = OwnSessionsContext.useSelector((s) => s.matches('signingOut'));
  const canSignOut = OwnSessionsContext.useSelector((s) => s.can({ type: 'SIGN_OUT_OTHERS' }));
  const canRefresh = OwnSessionsContext.useSelector((s) => s.can({ type: 'REFRESH' }));
  // Read at each render: the list re-renders whenever it reloads.
  const now = new Date();

  return (
    <SectionCard title={t('accountSetting.sessions.title')}>
      <Stack spacing={2}>
        {notice && !confirming ? (
          <Alert severity="success" role="status">
            {text(notice)}
          </Alert>
        ) : null}
        {error && !confirming ? (
          <Alert
            severity="error"
            action={
              failed ? (
                <Button color="inherit" onClick={() => sessions.send({ type: 'REFRESH' })}>
                  {t('action.retry')}
                </Button>
              ) : undefined
            }
          >
            {text(error)}
          </Alert>
        ) : null}
        {loading && list.length === 0 ? (
          <Stack spacing={1} role="progressbar" aria-busy="true" aria-label={t('app.loading')}>
            <Skeleton variant="rectangular" height={32} />
            <Skeleton variant="rectangular" height={32} />
          </Stack>
        ) : null}
        {list.length > 0 ? (
          <Table size="small" aria-label={t('accountSetting.sessions.title')} aria-busy={loading}>
            <TableHead>
              <TableRow>
                <TableCell>{t('accountSetting.sessions.device')}</TableCell>
                <TableCell>{t('accountSetting.sessions.ip')}</TableCell>
                <TableCell>{t('accountSetting.sessions.signedInAt')}</TableCell>
                <TableCell>{t('accountSetting.sessions.lastSeen')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.map((session) => (
                <TableRow key={session.id} selected={session.current}>
                  <TableCell>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <span title={session.userAgent ?? undefined}>
                        {deviceName(session.userAgent) ??
                          t('accountSetting.sessions.unknownDevice')}
                      </span>
                      {session.current ? (
                        <Chip
                          size="small"
                          color="primary"
                          label={t('accountSetting.sessions.current')}
                        />
                      ) : null}
                    </Stack>
                  </TableCell>
                  <TableCell>{session.ip ?? '—'}</TableCell>
                  <TableCell>{formatDateTime(session.createdAt)}</TableCell>
                  <TableCell title={formatDateTime(session.lastSeenAt)}>
                    {timeAgo(session.lastSeenAt, now, t)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
        <Stack direction="row" spacing={1}>
          <Button
            variant="contained"
            color="warning"
            disabled={!canSignOut}
            onClick={() => sessions.send({ type: 'SIGN_OUT_OTHERS' })}
          >
            {t('accountSetting.sessions.signOutOthers')}
          </Button>
          <Button
            startIcon={<RefreshIcon />}
            disabled={!canRefresh}
            onClick={() => sessions.send({ type: 'REFRESH' })}
          >
            {t('action.refresh')}
          </Button>
        </Stack>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t('accountSetting.sessions.confirmTitle')}
        message={t('accountSetting.sessions.confirmText')}
        confirmLabel={t('accountSetting.sessions.signOutOthers')}
        destructive
        busy={signingOut}
        onConfirm={() => sessions.send({ type: 'CONFIRM' })}
        onCancel={() => sessions.send({ type: 'CANCEL' })}
      />
    </SectionCard>
  );
}
