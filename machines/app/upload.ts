/**
 * One file field: type and size checked before anything is sent (seed §5, §8: 10 MB),
 * then an upload with progress, retry and removal. The server checks the content again;
 * these checks only spare the user a wasted upload.
 */
import { assign, fromCallback, setup } from 'xstate';
import { MAX_UPLOAD_BYTES } from '../validation/rules';
import type { Notice } from './notice';
import { noticeFromError } from './serviceError';

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const DOCUMENT_TYPES = [...IMAGE_TYPES, 'application/pdf'] as const;

/** What the screen knows of a chosen file; `body` is the File itself, opaque here. */
export interface ChosenFile {
  readonly name: string;
  readonly size: number;
  readonly type: string;
  readonly body: unknown;
}

export interface StoredFile {
  readonly id: string;
  readonly url: string;
  readonly name: string;
  readonly type?: string;
}

export interface UploadInput {
  readonly accept?: readonly string[];
  readonly maxBytes?: number;
  /** A file the record already has. */
  readonly stored?: StoredFile | null;
}

export interface UploadContext {
  readonly accept: readonly string[];
  readonly maxBytes: number;
  readonly chosen: ChosenFile | null;
  /** 0-100 while uploading. */
  readonly progress: number;
  readonly stored: StoredFile | null;
  readonly error: Notice | null;
}

/** What the upload actor reports back while it works. */
export type UploadReport =
  | { type: 'UPLOAD.PROGRESS'; percent: number }
  | { type: 'UPLOAD.DONE'; file: StoredFile }
  | { type: 'UPLOAD.FAILED'; error: unknown };

export type UploadEvent =
  { type: 'CHOOSE'; file: ChosenFile } | { type: 'RETRY' } | { type: 'REMOVE' } | UploadReport;

export const uploadMachine = setup({
  types: {
    context: {} as UploadContext,
    events: {} as UploadEvent,
    input: {} as UploadInput | undefined,
    tags: {} as 'busy',
  },
  actors: {
    /** Sends the file (multipart `POST /api/files`) and reports progress. */
    upload: fromCallback<UploadEvent, ChosenFile>(({ sendBack }) => {
      sendBack({ type: 'UPLOAD.FAILED', error: new Error('upload: bind it with provide()') });
    }),
  },
  guards: {
    hasStoredFile: ({ context }) => context.stored !== null,
    tooLarge: ({ context, event }) => event.type === 'CHOOSE' && event.file.size > context.maxBytes,
    wrongType: ({ context, event }) =>
      event.type === 'CHOOSE' && !context.accept.includes(event.file.type),
  },
}).createMachine({
  id: 'upload',
  context: ({ input }) => ({
    accept: input?.accept ?? IMAGE_TYPES,
    maxBytes: input?.maxBytes ?? MAX_UPLOAD_BYTES,
    chosen: null,
    progress: 0,
    stored: input?.stored ?? null,
    error: null,
  }),
  initial: 'checkingInput',
  states: {
    checkingInput: {
      always: [{ guard: 'hasStoredFile', target: 'uploaded' }, 'empty'],
    },
    empty: {},
    invalid: {},
    uploading: {
      tags: ['busy'],
      entry: assign({ progress: 0, error: null }),
      invoke: { src: 'upload', input: ({ context }) => context.chosen as ChosenFile },
      on: {
        'UPLOAD.PROGRESS': {
          actions: assign({ progress: ({ event }) => Math.max(0, Math.min(100, event.percent)) }),
        },
        'UPLOAD.DONE': {
          target: 'uploaded',
          actions: assign({ stored: ({ event }) => event.file, progress: 100 }),
        },
        'UPLOAD.FAILED': {
          target: 'failed',
          actions: assign({ error: ({ event }) => noticeFromError(event.error, 'upload.failed') }),
        },
      },
    },
    uploaded: {},
    failed: {
      on: { RETRY: 'uploading' },
    },
  },
  on: {
    CHOOSE: [
      {
        guard: 'tooLarge',
        target: '.invalid',
        actions: assign({ error: { key: 'error.uploadTooLarge' }, chosen: null }),
      },
      {
        guard: 'wrongType',
        target: '.invalid',
        actions: assign({ error: { key: 'upload.wrongType' }, chosen: null }),
      },
      {
        target: '.uploading',
        actions: assign({ chosen: ({ event }) => event.file, stored: null }),
      },
    ],
    REMOVE: { target: '.empty', actions: assign({ chosen: null, stored: null, error: null }) },
  },
});

export type UploadMachine = typeof uploadMachine;
