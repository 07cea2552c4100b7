import Alert from '@mui/material/Alert';
import { FormContext } from '../../components/actorContexts';
import { useNoticeText } from '../../lib/noticeText';

/** A section's outcome above its form: saved, or why not. */
export function SectionStatus() {
  const text = useNoticeText();
  const notice = FormContext.useSelector((s) => s.context.notice);
  const error = FormContext.useSelector((s) => s.context.error);
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
