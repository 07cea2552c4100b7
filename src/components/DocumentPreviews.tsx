import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StoredFileInfo } from '@machines/contracts';
import { FilePreview } from './FilePreview';

export interface DocumentPreviewsProps {
  /** Each document with its label; a missing one says `missingText`. */
  readonly documents: readonly { readonly label: string; readonly file: StoredFileInfo | null }[];
  readonly missingText: string;
}

/** A record's documents side by side, each a thumbnail that opens the image viewer. */
export function DocumentPreviews({ documents, missingText }: DocumentPreviewsProps) {
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {documents.map(({ label, file }) => (
        <Stack key={label} spacing={1}>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
          {file ? (
            <FilePreview file={file} width={240} height={168} />
          ) : (
            <Typography variant="body2">{missingText}</Typography>
          )}
        </Stack>
      ))}
    </Stack>
  );
}

/** The documents as a section of a record's detail: a rule, a heading if given, the previews. */
export function DocumentsSection({
  title,
  ...previews
}: DocumentPreviewsProps & { title?: string }) {
  return (
    <>
      <Divider />
      {title !== undefined && (
        <Typography variant="subtitle1" component="h3">
          {title}
        </Typography>
      )}
      <DocumentPreviews {...previews} />
    </>
  );
}
