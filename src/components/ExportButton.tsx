import type { ListQuery } from '@machines/app/listQuery';
import type { BlobAnswer } from '../lib/api/client';
import { ListContext } from './actorContexts';
import { DownloadButton } from './DownloadButton';

export interface ExportButtonProps {
  /** The export call: the list's current filters in, the spreadsheet out. */
  readonly exportList: (query: ListQuery) => Promise<BlobAnswer>;
  /** The file's name when the server names none. */
  readonly fallbackName: string;
  readonly label: string;
  /** Saves the file through a temporary link (a story records it instead). */
  readonly save?: (blob: Blob, fileName: string) => void;
}

/** Exports what the list (ListContext) shows under its current filters, every page of it. */
export function ExportButton({ exportList, fallbackName, label, save }: ExportButtonProps) {
  const query = ListContext.useSelector((s) => s.context.query);
  return (
    <DownloadButton fetchFile={() => exportList(query)} fallbackName={fallbackName} save={save}>
      {label}
    </DownloadButton>
  );
}
