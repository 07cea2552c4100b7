/**
 * The public form's uploads: the upload machine bound to the form's own endpoint (no
 * session), and the previews. A pending upload is readable by nobody on the server, so
 * the form shows the appellant's choice from the browser's own copy of the file.
 */
import { createContext } from 'react';
import { fromCallback, type SnapshotFrom } from 'xstate';
import {
  DOCUMENT_TYPES,
  uploadMachine,
  type ChosenFile,
  type UploadEvent,
  type UploadMachine,
} from '@machines/app/upload';
import type { FileSource } from '../../components/FilePreview';
import * as appealsApi from '../../lib/api/appeals';

export const APPEAL_UPLOAD_FIELDS = ['licenceFileId', 'proofFileId'] as const;
export type AppealUploadField = (typeof APPEAL_UPLOAD_FIELDS)[number];

/** Pictures or PDFs (a scanned, stamped statement); the server refuses anything else too. */
export const APPEAL_FILE_TYPES = DOCUMENT_TYPES;

/** What the form's two upload fields run: one machine logic, each field its own actor. */
export interface AppealUploadSetup {
  readonly logic: UploadMachine;
  /** Restored states (stories); a field without one starts empty. */
  readonly snapshots?: Partial<Record<AppealUploadField, SnapshotFrom<UploadMachine>>>;
}

export const AppealUploadContext = createContext<AppealUploadSetup>({ logic: uploadMachine });

/** Local copies of the files this form uploaded, by their upload id. */
export type PreviewStore = Map<string, Blob>;

export function previewSource(previews: PreviewStore): FileSource {
  return {
    load: (file) => {
      const blob = previews.get(file.id);
      return blob ? Promise.resolve(blob) : Promise.reject(new Error('no local copy'));
    },
  };
}

/** The upload machine bound to `POST /api/auth/corporateAppeal/files`. */
export function publicUploadMachine(previews: PreviewStore): UploadMachine {
  return uploadMachine.provide({
    actors: {
      upload: fromCallback<UploadEvent, ChosenFile>(({ input, sendBack }) => {
        const controller = new AbortController();
        const body = input.body as Blob;
        appealsApi
          .uploadAppealImage(body, input.name, {
            signal: controller.signal,
            onProgress: (percent) => sendBack({ type: 'UPLOAD.PROGRESS', percent }),
          })
          .then(
            (file) => {
              previews.set(file.id, body);
              sendBack({
                type: 'UPLOAD.DONE',
                // No URL: nobody reads a pending upload back from the server.
                file: { id: file.id, url: '', name: file.name, type: file.type },
              });
            },
            (error: unknown) => {
              if (!controller.signal.aborted) sendBack({ type: 'UPLOAD.FAILED', error });
            },
          );
        return () => controller.abort();
      }),
    },
  }) as UploadMachine;
}
