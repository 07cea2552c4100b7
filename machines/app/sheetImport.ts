/**
 * A spreadsheet import (the personnel roster first; sign-ups later): choose the filled-in
 * template, the server checks every row and answers a report, and only then the user
 * imports every row (all valid) or the valid ones, or chooses a corrected file. Nothing is
 * saved by choosing a file. The calls are injected; the file is opaque here.
 */
import { assign, setup } from 'xstate';
import { injectedAction, injectedPromise } from './injected';
import type { Notice } from './notice';
import { noticeFromError } from './serviceError';

/** The file as the screen hands it over; `body` is the File itself. */
export interface ImportFile {
  readonly name: string;
  readonly body: unknown;
}

/** One row as the server found it: its number in the sheet, problems by field. */
export interface ImportReportRow {
  readonly row: number;
  readonly errors: Readonly<Record<string, string>>;
  /** Fields the record's next step (a person's verification) needs that the row left empty. */
  readonly toComplete?: readonly string[];
}

export interface ImportReport<Row extends ImportReportRow = ImportReportRow> {
  readonly rows: readonly Row[];
  readonly total: number;
  readonly valid: number;
  readonly invalid: number;
  /** 0 after a check. */
  readonly saved: number;
}

/** `all`: every row, refused unless all are valid; `valid`: the valid rows only. */
export type ImportCommitMode = 'all' | 'valid';

export interface SheetImportContext {
  readonly file: ImportFile | null;
  readonly report: ImportReport | null;
  readonly error: Notice | null;
}

export type SheetImportEvent =
  | { type: 'OPEN' }
  | { type: 'CHOOSE'; file: ImportFile }
  | { type: 'IMPORT' }
  | { type: 'RETRY' }
  | { type: 'CLOSE' };

const cleared: SheetImportContext = { file: null, report: null, error: null };

export const sheetImportMachine = setup({
  types: {
    context: {} as SheetImportContext,
    events: {} as SheetImportEvent,
    tags: {} as 'busy',
  },
  actors: {
    /** Sends the file to be checked; answers the report, saving nothing. */
    check: injectedPromise<ImportReport, { file: ImportFile }>('check'),
    /** Sends the file to be saved; answers the report with what was saved. */
    commit: injectedPromise<ImportReport, { file: ImportFile; mode: ImportCommitMode }>('commit'),
  },
  actions: {
    /** People were saved: the screen reloads its list. */
    imported: injectedAction(),
  },
  guards: {
    importable: ({ context }) => (context.report?.valid ?? 0) > 0,
    /** A report stands: the check passed, so what failed was the import. */
    importFailed: ({ context }) => context.report !== null,
  },
}).createMachine({
  id: 'sheetImport',
  context: cleared,
  initial: 'closed',
  states: {
    closed: {
      on: { OPEN: { target: 'choosing', actions: assign(cleared) } },
    },
    /** The dialog is open: the template to download and the file to choose. */
    choosing: {
      on: {
        CHOOSE: { target: 'checking', actions: assign({ file: ({ event }) => event.file }) },
        CLOSE: { target: 'closed' },
      },
    },
    checking: {
      tags: ['busy'],
      entry: assign({ report: null, error: null }),
      invoke: {
        src: 'check',
        input: ({ context }) => ({ file: context.file as ImportFile }),
        onDone: { target: 'reviewing', actions: assign({ report: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => noticeFromError(event.error, 'import.failed') }),
        },
      },
    },
    /** The report is on screen; importing takes the valid rows (all, when all are). */
    reviewing: {
      on: {
        IMPORT: { guard: 'importable', target: 'importing' },
        CHOOSE: { target: 'checking', actions: assign({ file: ({ event }) => event.file }) },
        CLOSE: { target: 'closed' },
      },
    },
    importing: {
      tags: ['busy'],
      entry: assign({ error: null }),
      invoke: {
        src: 'commit',
        input: ({ context }) => ({
          file: context.file as ImportFile,
          mode: context.report?.invalid === 0 ? 'all' : 'valid',
        }),
        onDone: [
          {
            // The file checked again differently (someone changed the roster): report it.
            guard: ({ event }) => event.output.saved === 0,
            target: 'reviewing',
            actions: assign({ report: ({ event }) => event.output }),
          },
          {
            target: 'imported',
            actions: [assign({ report: ({ event }) => event.output }), 'imported'],
          },
        ],
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => noticeFromError(event.error, 'import.failed') }),
        },
      },
    },
    imported: {
      on: {
        CLOSE: { target: 'closed' },
        CHOOSE: { target: 'checking', actions: assign({ file: ({ event }) => event.file }) },
      },
    },
    /** The check or the import was refused (not the template, a conflict). */
    failed: {
      on: {
        RETRY: [{ guard: 'importFailed', target: 'importing' }, { target: 'checking' }],
        CHOOSE: { target: 'checking', actions: assign({ file: ({ event }) => event.file }) },
        CLOSE: { target: 'closed' },
      },
    },
  },
});

export type SheetImportMachine = typeof sheetImportMachine;
