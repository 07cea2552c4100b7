import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import ErrorOutlinedIcon from '@mui/icons-material/ErrorOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { ImportReportRow } from '@machines/app/sheetImport';
import type { BlobAnswer } from '../lib/api/client';
import { saveBlob } from '../lib/download';
import { useNoticeText } from '../lib/noticeText';
import { SheetImportContext } from './actorContexts';

const XLSX_TYPES = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface SheetImportDialogProps<Row extends ImportReportRow> {
  readonly title: string;
  /** The header of the column naming who or what a row is. */
  readonly rowHeader: string;
  /** The template's download (a story answers it from memory). */
  readonly downloadTemplate: () => Promise<BlobAnswer>;
  /** Who a report row is ("李娜 5101**********1234"). */
  readonly rowLabel: (row: Row) => string;
  /** A field's label, for the problems of a row. */
  readonly fieldLabel: (field: string) => string;
  /** What a valid row still needs for the record's next step, said with its fields' labels. */
  readonly toCompleteText?: (fields: string) => string;
  /** Saves the template through a temporary link (a story records it instead). */
  readonly save?: (blob: Blob, fileName: string) => void;
}

/**
 * A list's spreadsheet import, bound to the import machine (SheetImportContext): the
 * template, the file checked row by row with each problem named by row and field, and
 * then the import of every row or of the valid ones; nothing is saved before that. While
 * a file is on its way the dialog stays.
 */
export function SheetImportDialog<Row extends ImportReportRow>({
  title,
  rowHeader,
  downloadTemplate,
  rowLabel,
  fieldLabel,
  toCompleteText,
  save = saveBlob,
}: SheetImportDialogProps<Row>) {
  const { t, i18n } = useTranslation();
  const listOf = (fields: readonly string[]) =>
    new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(fields.map(fieldLabel));
  const text = useNoticeText();
  const importer = SheetImportContext.useActorRef();
  const state = SheetImportContext.useSelector((s) => s.value);
  const busy = SheetImportContext.useSelector((s) => s.hasTag('busy'));
  const { file, report, error } = SheetImportContext.useSelector((s) => s.context);
  const inputRef = useRef<HTMLInputElement>(null);
  const [downloading, setDownloading] = useState(false);
  const titleId = useId();

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // The same file may be chosen again once corrected.
    event.target.value = '';
    if (chosen) importer.send({ type: 'CHOOSE', file: { name: chosen.name, body: chosen } });
  };
  const template = () => {
    setDownloading(true);
    downloadTemplate()
      .then(({ blob, fileName }) => save(blob, fileName ?? `${title}.xlsx`))
      // A failed download is told by the toast of the HTTP layer.
      .catch(() => undefined)
      .finally(() => setDownloading(false));
  };
  const close = () => importer.send({ type: 'CLOSE' });
  const rows = (report?.rows ?? []) as readonly Row[];

  const chooseButton = (label: string, variant: 'outlined' | 'contained' = 'outlined') => (
    <Button
      variant={variant}
      startIcon={<UploadFileIcon />}
      onClick={() => inputRef.current?.click()}
      disabled={busy}
    >
      {label}
    </Button>
  );

  return (
    <Dialog
      open={state !== 'closed'}
      onClose={busy ? undefined : close}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
      data-state={String(state)}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          {state === 'choosing' && (
            <>
              <Typography>{t('import.chooseHint')}</Typography>
              <Stack direction="row" spacing={1}>
                <Button startIcon={<DownloadIcon />} onClick={template} loading={downloading}>
                  {t('import.template')}
                </Button>
                {chooseButton(t('import.choose'), 'contained')}
              </Stack>
            </>
          )}
          {busy && (
            <Stack spacing={1} role="status">
              <Typography>
                {state === 'checking'
                  ? t('import.checking', { name: file?.name ?? '' })
                  : t('import.importing')}
              </Typography>
              <LinearProgress aria-label={t('app.loading')} />
            </Stack>
          )}
          {state === 'failed' && error && (
            <Alert severity="error" role="alert">
              {text(error)}
            </Alert>
          )}
          {state === 'imported' && report && (
            <Alert severity="success" role="status">
              {t('import.saved', { count: report.saved })}
            </Alert>
          )}
          {state === 'reviewing' && report && (
            <Alert
              severity={report.invalid === 0 ? 'success' : report.valid === 0 ? 'error' : 'warning'}
              role="status"
            >
              {report.invalid === 0
                ? t('import.allValid', { total: report.total })
                : t('import.summary', {
                    total: report.total,
                    valid: report.valid,
                    invalid: report.invalid,
                  })}
              {report.valid === 0 && <Box>{t('import.noneValid')}</Box>}
            </Alert>
          )}
          {report && state !== 'imported' && rows.length > 0 && (
            <TableContainer sx={{ maxHeight: 360 }}>
              <Table size="small" stickyHeader aria-label={t('import.reportLabel')}>
                <TableHead>
                  <TableRow>
                    <TableCell sx={{ width: 72 }}>{t('import.row')}</TableCell>
                    <TableCell>{rowHeader}</TableCell>
                    <TableCell>{t('import.result')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((row) => {
                    const problems = Object.entries(row.errors);
                    return (
                      <TableRow key={row.row}>
                        <TableCell>{row.row}</TableCell>
                        <TableCell>{rowLabel(row)}</TableCell>
                        <TableCell>
                          {problems.length === 0 ? (
                            <Stack spacing={0.25}>
                              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                                <CheckCircleOutlinedIcon color="success" fontSize="small" />
                                <span>{t('import.valid')}</span>
                              </Stack>
                              {toCompleteText && row.toComplete && row.toComplete.length > 0 && (
                                <Stack
                                  direction="row"
                                  spacing={0.5}
                                  sx={{ alignItems: 'center', color: 'text.secondary' }}
                                >
                                  <InfoOutlinedIcon fontSize="small" />
                                  <span>{toCompleteText(listOf(row.toComplete))}</span>
                                </Stack>
                              )}
                            </Stack>
                          ) : (
                            <Stack spacing={0.25}>
                              {problems.map(([field, message]) => (
                                <Stack
                                  key={field}
                                  direction="row"
                                  spacing={0.5}
                                  sx={{ alignItems: 'center', color: 'error.main' }}
                                >
                                  <ErrorOutlinedIcon fontSize="small" />
                                  <span>
                                    {t('import.problem', { field: fieldLabel(field), message })}
                                  </span>
                                </Stack>
                              ))}
                            </Stack>
                          )}
                        </TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </Stack>
        <input
          ref={inputRef}
          type="file"
          name="sheet"
          hidden
          accept={XLSX_TYPES}
          aria-label={t('import.choose')}
          onChange={choose}
        />
      </DialogContent>
      <DialogActions>
        {(state === 'reviewing' || state === 'failed' || state === 'imported') &&
          chooseButton(t('import.another'))}
        {state === 'failed' && (
          <Button onClick={() => importer.send({ type: 'RETRY' })}>{t('action.retry')}</Button>
        )}
        <Button onClick={close} disabled={busy}>
          {state === 'imported' ? t('action.close') : t('action.cancel')}
        </Button>
        {(state === 'reviewing' || state === 'importing') && report && (
          <Button
            variant="contained"
            onClick={() => importer.send({ type: 'IMPORT' })}
            disabled={report.valid === 0 || busy}
            loading={state === 'importing'}
          >
            {report.invalid === 0
              ? t('import.saveAll', { count: report.valid })
              : t('import.saveValid', { count: report.valid })}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
