import { useState } from 'react';
import { FormContext, SmsCodeContext } from '../../components/actorContexts';
import { FileSourceContext } from '../../components/FilePreview';
import { submittingTo } from '../../components/formBinding';
import { appSmsCodeMachine } from '../../components/smsCodeBinding';
import * as appealsApi from '../../lib/api/appeals';
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
const appealFormMachine = submittingTo((fields: AppealFields) => appealsApi.submitAppeal(fields));

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
