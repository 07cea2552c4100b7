import type { ComponentType, ReactNode } from 'react';
import type { AnyActorLogic } from 'xstate';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { canOpenPage, pages, type PageId } from '@machines/access/pages';
import type { DetailResult } from './detailLoader';
import { SessionContext } from './appActorContexts';
import { PageHeading } from './PageHeading';
import { DetailResultView } from './RecordDialog';
import { useRecordIdParam } from './recordIdParam';

/** A certificate loader's actor context (`createActorContext` over a `detailLoaderOf` logic). */
export interface CertificateLoaderContext<Loaded> {
  readonly Provider: ComponentType<{
    logic: AnyActorLogic;
    options: { input: { id: number } };
    children: ReactNode;
  }>;
  readonly useSelector: <T>(
    selector: (snapshot: { readonly output?: DetailResult<Loaded> | undefined }) => T,
  ) => T;
}

export interface CertificatePageProps<Loaded> {
  readonly title: string;
  /**
   * Where "back" leads: the list the certificate is reached from, the first of the two when
   * the caller's role may open it (a holder's own list before the reviewers').
   */
  readonly backTo: readonly [PageId, PageId];
  /** What the page says when its URL names no record. */
  readonly noRecord: string;
  /**
   * What loads the certificate of the record the URL names (`?id=`): the actor context the
   * page reads and the logic it runs. It loads again on a retry and when the language
   * changes: the server draws it in the reader's language.
   */
  readonly loader: {
    readonly context: CertificateLoaderContext<Loaded>;
    readonly logic: AnyActorLogic;
  };
  /** The certificate once loaded. */
  readonly children: (loaded: Loaded) => ReactNode;
}

/** The page of an e-certificate, company's or trainee's: heading, the way back, the certificate. */
export function CertificatePage<Loaded>({
  title,
  backTo,
  noRecord,
  loader: { context, logic },
  children,
}: CertificatePageProps<Loaded>) {
  const { t, i18n } = useTranslation();
  const { id, key, reload } = useRecordIdParam();
  const role = SessionContext.useSelector((s) => s.context.user?.activeRole);
  const [first, otherwise] = backTo;
  const list = pages[canOpenPage(first, role) ? first : otherwise];
  const drawnFor = `${key}:${i18n.language}`;
  return (
    <Stack spacing={2}>
      <PageHeading>{title}</PageHeading>
      <Box>
        <Button component={RouterLink} to={list.path} startIcon={<ArrowBackIcon />}>
          {t('certificate.back')}
        </Button>
      </Box>
      {id === null ? (
        <Alert severity="info">{noRecord}</Alert>
      ) : (
        <Paper sx={{ p: 3 }}>
          <context.Provider key={drawnFor} logic={logic} options={{ input: { id } }}>
            <CertificateResult context={context} onReload={reload}>
              {children}
            </CertificateResult>
          </context.Provider>
        </Paper>
      )}
    </Stack>
  );
}

/** A certificate's loading, its failure (not in force, no template: said, with a retry), or it. */
export function CertificateResult<Loaded>({
  context,
  onReload,
  children,
}: {
  readonly context: CertificateLoaderContext<Loaded>;
  readonly onReload: () => void;
  readonly children: (loaded: Loaded) => ReactNode;
}) {
  const { t } = useTranslation();
  const result = context.useSelector((s) => s.output);
  return (
    <DetailResultView result={result} failedTitle={t('certificate.loadFailed')} onReload={onReload}>
      {children}
    </DetailResultView>
  );
}
