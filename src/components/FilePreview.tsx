import { createContext, use, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import BrokenImageOutlinedIcon from '@mui/icons-material/BrokenImageOutlined';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import type { StoredFile } from '@machines/app/upload';
import * as filesApi from '../lib/api/files';
import { ImageViewer, isPdf } from './ImageViewer';

/**
 * Where stored files' bytes come from. The app reads `GET /api/files/:id` with the
 * access token (an `<img src>` could not send it); stories and tests provide fixtures.
 */
export interface FileSource {
  readonly load: (file: StoredFile) => Promise<Blob>;
}

export const appFileSource: FileSource = { load: (file) => filesApi.fetchFile(file.id) };

export const FileSourceContext = createContext<FileSource>(appFileSource);

export type FileUrl =
  | { readonly status: 'none' }
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly url: string }
  | { readonly status: 'failed' };

interface Loaded {
  readonly id: string;
  readonly url: string | null;
}

/** An object URL of a stored file's bytes while the component lives; revoked after. */
export function useFileObjectUrl(file: StoredFile | null): FileUrl {
  const source = use(FileSourceContext);
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  // Keyed by the file's fields, not its identity: callers may build the object each render.
  const id = file?.id;
  const name = file?.name ?? '';
  const type = file?.type;
  const fileUrl = file?.url ?? '';
  useEffect(() => {
    if (id === undefined) return undefined;
    let url: string | null = null;
    let cancelled = false;
    source.load({ id, name, url: fileUrl, ...(type === undefined ? {} : { type }) }).then(
      (blob) => {
        if (cancelled) return;
        url = URL.createObjectURL(blob);
        setLoaded({ id, url });
      },
      () => {
        if (!cancelled) setLoaded({ id, url: null });
      },
    );
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [id, name, type, fileUrl, source]);

  if (!file) return { status: 'none' };
  if (!loaded || loaded.id !== file.id) return { status: 'loading' };
  return loaded.url ? { status: 'ready', url: loaded.url } : { status: 'failed' };
}

export interface FilePreviewProps {
  readonly file: StoredFile;
  readonly width?: number;
  readonly height?: number;
}

/** A thumbnail of a stored image or PDF; activating it opens the viewer. */
export function FilePreview({ file, width = 160, height = 112 }: FilePreviewProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const fileUrl = useFileObjectUrl(file);
  const pdf = isPdf(file.type, file.name);
  const url = fileUrl.status === 'ready' ? fileUrl.url : null;

  let content;
  if (fileUrl.status === 'loading') {
    content = (
      // The picture's own name comes with it; the skeleton says nothing meanwhile.
      <Skeleton variant="rectangular" width={width} height={height} aria-hidden />
    );
  } else if (fileUrl.status === 'failed') {
    content = (
      <Box sx={{ display: 'grid', placeItems: 'center', width, height, color: 'text.secondary' }}>
        <BrokenImageOutlinedIcon />
        <Typography variant="caption">{t('viewer.failed')}</Typography>
      </Box>
    );
  } else if (pdf) {
    content = (
      <Box sx={{ display: 'grid', placeItems: 'center', width, height }}>
        <PictureAsPdfIcon color="error" sx={{ fontSize: 48 }} />
      </Box>
    );
  } else {
    content = (
      <Box
        component="img"
        src={url ?? undefined}
        alt={file.name}
        sx={{ width, height, objectFit: 'cover', display: 'block' }}
      />
    );
  }

  return (
    <>
      <ButtonBase
        focusRipple
        disabled={!url}
        onClick={() => setOpen(true)}
        aria-label={t('viewer.preview', { name: file.name })}
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}
      >
        {content}
      </ButtonBase>
      <ImageViewer
        open={open}
        onClose={() => setOpen(false)}
        url={url}
        name={file.name}
        type={file.type}
      />
    </>
  );
}
