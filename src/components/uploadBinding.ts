/** The upload machine bound to `POST /api/files` (XMLHttpRequest, for real progress). */
import { fromCallback } from 'xstate';
import { uploadMachine, type ChosenFile, type UploadEvent } from '@machines/app/upload';
import * as filesApi from '../lib/api/files';

export const appUploadMachine = uploadMachine.provide({
  actors: {
    upload: fromCallback<UploadEvent, ChosenFile>(({ input, sendBack }) => {
      const controller = new AbortController();
      filesApi
        .uploadFile(input.body as Blob, input.name, {
          signal: controller.signal,
          onProgress: (percent) => sendBack({ type: 'UPLOAD.PROGRESS', percent }),
        })
        .then(
          (file) =>
            sendBack({
              type: 'UPLOAD.DONE',
              file: { id: file.id, url: file.url, name: file.name, type: file.type },
            }),
          (error: unknown) => {
            if (!controller.signal.aborted) sendBack({ type: 'UPLOAD.FAILED', error });
          },
        );
      // Removing the file or leaving the form stops the upload.
      return () => controller.abort();
    }),
  },
});
