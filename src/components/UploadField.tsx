import { useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useNoticeText } from '../lib/noticeText';
import { UploadContext } from './actorContexts';
import { FilePreview } from './FilePreview';

export interface UploadFieldProps {
  readonly label: string;
  readonly required?: boolean;
  /** Shown under the field when the machine has nothing to say (format and size). */
  readonly hint?: string;
  /** A message from the form (client validation or the server's field error). */
  readonly error?: string;
  /** The input's name, for forms and tests. */
  readonly name?: string;
}

/**
 * One file field bound to the upload machine (UploadContext): choose or drop a file,
 * the type and 10 MB checks before anything is sent, the progress of the upload,
 * retry after a failure, removal, and a thumbnail of the stored file that opens the
 * viewer. Every action is a button, so the field works from the keyboard.
 */
export function UploadField({ label, required, hint, error, name }: UploadFieldProps) {
  const { t } = useTranslation();
  const text = useNoticeText();
  const upload = UploadContext.useActorRef();
  const state = UploadContext.useSelector((s) => s.value);
  const {
    accept,
    chosen,
    progress,
    stored,
    error: uploadError,
  } = UploadContext.useSelector((s) => s.context);
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const labelId = useId();
  const messageId = useId();
  const inputId = useId();

  const choose = (file: File | undefined) => {
    if (!file) return;
    upload.send({
      type: 'CHOOSE',
      file: { name: file.name, size: file.size, type: file.type, body: file },
    });
  };
  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    choose(event.target.files?.[0]);
    // The same file may be chosen again after a failure.
    event.target.value = '';
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };
  const pick = () => inputRef.current?.click();

  const machineMessage = uploadError ? text(uploadError) : undefined;
  const message = machineMessage ?? error;
  const invalid = Boolean(message);

  const chooseButton = (labelKey: string) => (
    <Button
      variant="outlined"
      startIcon={<CloudUploadOutlinedIcon />}
      onClick={pick}
      aria-describedby={messageId}
    >
      {t(labelKey)}
    </Button>
  );

  let body;
  switch (state) {
    case 'uploading':
      body = (
        <Stack spacing={1} sx={{ width: '100%' }}>
          <Typography variant="body2" noWrap>
            {t('upload.uploading', { name: chosen?.name ?? '' })}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <LinearProgress
              variant="determinate"
              value={progress}
              aria-label={t('upload.progress')}
              sx={{ flexGrow: 1 }}
            />
            <Typography variant="body2" color="text.secondary" sx={{ minWidth: 40 }}>
              {`${Math.round(progress)}%`}
            </Typography>
          </Stack>
          <Box>
            <Button
              startIcon={<DeleteOutlinedIcon />}
              color="inherit"
              onClick={() => upload.send({ type: 'REMOVE' })}
            >
              {t('upload.cancel')}
            </Button>
          </Box>
        </Stack>
      );
      break;
    case 'uploaded':
      body = stored && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <FilePreview file={stored} />
          <Stack spacing={1} sx={{ minWidth: 0 }}>
            <Typography variant="body2" noWrap title={stored.name}>
              {stored.name}
            </Typography>
            <Stack direction="row" spacing={1}>
              {chooseButton('upload.replace')}
              <Button
                startIcon={<DeleteOutlinedIcon />}
                color="error"
                onClick={() => upload.send({ type: 'REMOVE' })}
              >
                {t('upload.remove')}
              </Button>
            </Stack>
          </Stack>
        </Stack>
      );
      break;
    case 'failed':
      body = (
        <Stack spacing={1}>
          <Typography variant="body2" noWrap>
            {chosen?.name}
          </Typography>
          <Stack direction="row" spacing={1}>
            <Button
              variant="contained"
              startIcon={<RefreshIcon />}
              onClick={() => upload.send({ type: 'RETRY' })}
            >
              {t('action.retry')}
            </Button>
            <Button
              startIcon={<DeleteOutlinedIcon />}
              color="inherit"
              onClick={() => upload.send({ type: 'REMOVE' })}
            >
              {t('upload.remove')}
            </Button>
          </Stack>
        </Stack>
      );
      break;
    default:
      body = (
        <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }}>
          {chooseButton('upload.choose')}
          <Typography variant="body2" color="text.secondary">
            {t('upload.dropHint')}
          </Typography>
        </Stack>
      );
  }

  return (
    <FormControl
      component="fieldset"
      error={invalid}
      required={required}
      fullWidth
      aria-labelledby={labelId}
      data-state={String(state)}
    >
      <FormLabel id={labelId} component="legend" sx={{ mb: 1 }}>
        {label}
      </FormLabel>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        sx={{
          p: 2,
          border: '1px dashed',
          borderColor: invalid ? 'error.main' : dragging ? 'primary.main' : 'divider',
          borderRadius: 1,
          bgcolor: dragging ? 'action.hover' : 'transparent',
          display: 'flex',
          justifyContent: state === 'empty' || state === 'invalid' ? 'center' : 'flex-start',
        }}
      >
        {body}
      </Box>
      <input
        ref={inputRef}
        id={inputId}
        name={name}
        type="file"
        hidden
        accept={accept.join(',')}
        aria-labelledby={labelId}
        onChange={onInput}
      />
      <FormHelperText id={messageId} role={invalid ? 'alert' : undefined}>
        {message ?? hint ?? t('upload.hint')}
      </FormHelperText>
    </FormControl>
  );
}
