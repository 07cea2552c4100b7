import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { currentToast } from '@machines/app/notifier';
import { useNoticeText } from '../../lib/noticeText';
import { NotifierContext } from '../../components/appActorContexts';

/** The toast on screen; the notifier machine times it (5 s) and queues the rest. */
export function Toasts() {
  const notifier = NotifierContext.useActorRef();
  const toast = NotifierContext.useSelector((s) => currentToast(s.context));
  const text = useNoticeText();
  return (
    <Snackbar
      key={toast?.id}
      open={toast !== undefined}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      {toast ? (
        <Alert
          severity={toast.severity}
          variant="filled"
          onClose={() => notifier.send({ type: 'DISMISS' })}
        >
          {text(toast.notice)}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
