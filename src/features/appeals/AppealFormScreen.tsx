import { useState } from 'react';
import { fromPromise } from 'xstate';
import { formMachine } from '@machines/app/form';
import { FormContext, SmsCodeContext } from '../../components/actorContexts';
import { FileSourceContext } from '../../components/FilePreview';
import { appSmsCodeMachine } from '../../components/smsCodeBinding';
import { appealsApi } from '../../lib/api';
import type { AppealFields } from '../../lib/api/appeals';
import { AppealForm } from './AppealForm';
import {
  AppealUploadContext,
  previewSource,
  publicUploadMachine,
  type AppealUploadSetup,
  type PreviewStore,
} from './appealUploads';

/** The form machine bound to `POST /api/auth/create-corporateAppeal`. */
const appealFormMachine = formMachine.provide({
  actors: {
    submit: fromPromise(async ({ input }) => {
      await appealsApi.submitAppeal(input.values as AppealFields);
      // Nothing to name afterwards: the appellant cannot read the appeal back.
      return { id: 'submitted' };
    }),
  },
});

/**
 * The "forgot account" form with its machines bound: the submission, the SMS code (purpose
 * `appeal`) and the two public uploads, previewed from the browser's copies. Frameless: the
 * forgot-password page shows it as its "forgot account" tab.
 */
export function AppealFormScreen() {
  const [previews] = useState<PreviewStore>(() => new Map());
  const [uploads] = useState<AppealUploadSetup>(() => ({ logic: publicUploadMachine(previews) }));
  const [files] = useState(() => previewSource(previews));
  return (
    <FormContext.Provider logic={appealFormMachine}>
      <SmsCodeContext.Provider logic={appSmsCodeMachine} options={{ input: { purpose: 'appeal' } }}>
        <AppealUploadContext value={uploads}>
          <FileSourceContext value={files}>
            <AppealForm />
          </FileSourceContext>
        </AppealUploadContext>
      </SmsCodeContext.Provider>
    </FormContext.Provider>
  );
}
