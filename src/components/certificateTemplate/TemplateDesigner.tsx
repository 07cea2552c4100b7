import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UploadMachine } from '@machines/app/upload';
import type { CertificateField } from '@machines/validation/certificateTemplate';
import { useNoticeText } from '../../lib/noticeText';
import { TemplateDesignerContext } from '../actorContexts';
import { ConfirmDialog } from '../ConfirmDialog';
import { LoadFailed } from '../LoadFailed';
import { DesignerCanvas } from './DesignerCanvas';
import { DesignerToolbar } from './DesignerToolbar';
import { FieldPalette } from './FieldPalette';
import { TemplatePreview } from './TemplatePreview';

export interface TemplateDesignerProps {
  /** The fields this kind of certificate shows (credit or personnel). */
  readonly fields: readonly CertificateField[];
  /** The upload machine bound to where backgrounds are uploaded. */
  readonly uploadLogic: UploadMachine;
  readonly title: string;
  /** Shown, not changed: the server's drawing of the saved template alone. */
  readonly readOnly?: boolean;
  /** What a read-only designer says when no template has been saved. */
  readonly noTemplate?: string;
}

/**
 * A certificate template (TemplateDesignerContext): the background, the fields placed on
 * it, and the server's drawing of the draft beside it. Fields are ticked onto the image,
 * then dragged (or moved with the keyboard) and sized; nothing is kept until saved.
 * Read-only, it shows how the saved template draws a certificate.
 */
export function TemplateDesigner({
  fields,
  uploadLogic,
  title,
  readOnly = false,
  noTemplate,
}: TemplateDesignerProps) {
  const { t } = useTranslation();
  const text = useNoticeText();
  const designer = TemplateDesignerContext.useActorRef();
  const loading = TemplateDesignerContext.useSelector((s) => s.matches('loading'));
  const loadFailed = TemplateDesignerContext.useSelector((s) => s.matches('loadFailed'));
  const error = TemplateDesignerContext.useSelector((s) => s.context.error);
  const empty = TemplateDesignerContext.useSelector(
    (s) => s.context.draft.backgroundFileId === null,
  );

  if (loading) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
        <CircularProgress aria-label={t('template.loading')} />
      </Box>
    );
  }
  if (loadFailed && error) {
    return (
      <LoadFailed
        title={title}
        failure={{ error }}
        onRetry={() => designer.send({ type: 'RETRY' })}
      />
    );
  }
  if (readOnly) {
    return empty && noTemplate ? (
      <Typography variant="body2" color="text.secondary">
        {noTemplate}
      </Typography>
    ) : (
      <TemplatePreview />
    );
  }
  return (
    <Stack spacing={2}>
      <DesignerAlerts text={text} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(260px, 1fr)' },
        }}
      >
        <Stack spacing={2}>
          <DesignerToolbar uploadLogic={uploadLogic} />
          <DesignerCanvas fields={fields} />
        </Stack>
        <Stack spacing={2}>
          <FieldPalette fields={fields} />
          <TemplatePreview />
        </Stack>
      </Box>
      <ResetConfirmation />
    </Stack>
  );
}

function DesignerAlerts({ text }: { text: ReturnType<typeof useNoticeText> }) {
  const error = TemplateDesignerContext.useSelector((s) => s.context.error);
  const notice = TemplateDesignerContext.useSelector((s) => s.context.notice);
  const dirty = TemplateDesignerContext.useSelector((s) =>
    s.matches({ ready: { draft: 'dirty' } }),
  );
  const { t } = useTranslation();
  return (
    <>
      {error && <Alert severity="error">{text(error)}</Alert>}
      {notice && (
        <Alert severity="success" role="status">
          {text(notice)}
        </Alert>
      )}
      {dirty && !error && <Alert severity="info">{t('template.unsaved')}</Alert>}
    </>
  );
}

function ResetConfirmation() {
  const { t } = useTranslation();
  const designer = TemplateDesignerContext.useActorRef();
  const confirming = TemplateDesignerContext.useSelector((s) =>
    s.matches({ ready: { draft: 'confirmingReset' } }),
  );
  const resetting = TemplateDesignerContext.useSelector((s) =>
    s.matches({ ready: { draft: 'resetting' } }),
  );
  return (
    <ConfirmDialog
      open={confirming || resetting}
      title={t('template.resetTitle')}
      message={t('template.resetConfirm')}
      confirmLabel={t('template.reset')}
      destructive
      busy={resetting}
      onConfirm={() => designer.send({ type: 'CONFIRM' })}
      onCancel={() => designer.send({ type: 'CANCEL' })}
    />
  );
}
