/** The template designer machine bound to one owner's template calls. */
import { fromPromise } from 'xstate';
import { templateDesignerMachine, type PreviewRequest } from '@machines/app/templateDesigner';
import type { TemplateCalls } from '../../lib/api/certificateTemplates';

export function templateDesignerOn(calls: TemplateCalls) {
  return templateDesignerMachine.provide({
    actors: {
      loadTemplate: fromPromise(({ input }: { input: { recordId: number } }) =>
        calls.fetchTemplate(input.recordId),
      ),
      saveTemplate: fromPromise(({ input }) => {
        const { recordId, backgroundFileId, points, version } = input;
        return calls.saveTemplate(recordId, { backgroundFileId, points, version });
      }),
      resetTemplate: fromPromise(({ input }: { input: { recordId: number } }) =>
        calls.resetTemplate(input.recordId),
      ),
      renderPreview: fromPromise(async ({ input }: { input: PreviewRequest }) => {
        const { recordId, backgroundFileId, points } = input;
        const picture = await calls.previewCertificate(recordId, { backgroundFileId, points });
        return URL.createObjectURL(picture);
      }),
    },
  });
}
