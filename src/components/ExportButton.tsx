import { useState } from 'react';
import Button from '@mui/material/Button';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import type { ListQuery } from '@machines/app/listQuery';
import type { BlobAnswer } from '../lib/api';
import { saveBlob } from '../lib/download';
import { ListContext } from './actorContexts';

export interface ExportButtonProps {
  /** The export call: the list's current filters in, the spreadsheet out. */
  readonly exportList: (query: ListQuery) => Promise<BlobAnswer>;
  /** The file's name when the server names none. */
  readonly fallbackName: string;
  readonly label: string;
  /** Saves the file through a temporary link (a story records it instead). */
  readonly save?: (blob: Blob, fileName: string) => void;
}

/**
 * Exports what the list (ListContext) shows under its current filters, every page of it.
 * Busy while the file is made; a failure is told by the HTTP layer's toast.
 */
export function ExportButton({
  exportList,
  fallbackName,
  label,
  save = saveBlob,
}: ExportButtonProps) {
  const query = ListContext.useSelector((s) => s.context.query);
  const [exporting, setExporting] = useState(false);
  const start = () => {
    setExporting(true);
    exportList(query)
      .then(({ blob, fileName }) => save(blob, fileName ?? fallbackName))
      .catch(() => undefined)
      .finally(() => setExporting(false));
  };
  return (
    <Button startIcon={<FileDownloadIcon />} onClick={start} loading={exporting}>
      {label}
    </Button>
  );
}
