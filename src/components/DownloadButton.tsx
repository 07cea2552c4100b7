import { useState, type ReactNode } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import type { BlobAnswer } from '../lib/api/client';
import { saveBlob } from '../lib/download';

export interface DownloadButtonProps {
  /** The call that makes the file. */
  readonly fetchFile: () => Promise<BlobAnswer>;
  /** The file's name when the server names none. */
  readonly fallbackName: string;
  readonly children: ReactNode;
  readonly variant?: ButtonProps['variant'];
  readonly startIcon?: ReactNode;
  /** Saves the file through a temporary link (a story records it instead). */
  readonly save?: (blob: Blob, fileName: string) => void;
}

/**
 * Fetches a file and saves it: busy while it is made (an export, a certificate); a
 * failure is told by the HTTP layer's toast, and the button is ready again.
 */
export function DownloadButton({
  fetchFile,
  fallbackName,
  children,
  variant,
  startIcon = <FileDownloadIcon />,
  save = saveBlob,
}: DownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  const start = () => {
    setBusy(true);
    fetchFile()
      .then(({ blob, fileName }) => save(blob, fileName ?? fallbackName))
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  return (
    <Button startIcon={startIcon} onClick={start} loading={busy} variant={variant}>
      {children}
    </Button>
  );
}
