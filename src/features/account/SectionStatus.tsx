import Alert from '@mui/material/Alert';
import { useNoticeText } from '../../lib/noticeText';
import { AccountFormContext } from './accountActors';

/** A section's outcome above its form: saved, or why not. */
export function SectionStatus() {
  const text = useNoticeText();
  const notice = AccountFormContext.useSelector((s) => s.context.notice);
  const error = AccountFormContext.useSelector((s) => s.context.error);
  if (error) return <Alert severity="error">{text(error)}</Alert>;
  if (notice) {
    return (
      <Alert severity="success" role="status">
        {text(notice)}
      </Alert>
    );
  }
  return null;
}
