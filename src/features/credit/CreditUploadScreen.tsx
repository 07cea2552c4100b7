import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { fromPromise } from 'xstate';
import { pages } from '@machines/access/pages';
import { attachmentsMachine } from '@machines/app/attachments';
import { formMachine, type FormRequest } from '@machines/app/form';
import type { UploadMachine } from '@machines/app/upload';
import { AttachmentsContext, FormContext } from '../../components/actorContexts';
import { LoadedRecordForm } from '../../components/LoadedRecordForm';
import { PageHeading } from '../../components/PageHeading';
import { appUploadMachine } from '../../components/uploadBinding';
import * as creditApi from '../../lib/api/credit';
import type { CreditApplication } from '../../lib/api/credit';
import { isEditable } from '../../lib/applicationStatus';
import {
  appCreditDetailLoader,
  CREDIT_SUBMIT_QUESTION,
  CreditDetailContext,
  ID_PARAM,
} from './creditActors';
import { materialField, MaterialSlots } from './MaterialSlots';

/** The submission, with the version the last saved material left. */
function SubmittingForm({
  application,
  uploadLogic,
  onBack,
}: {
  application: CreditApplication;
  uploadLogic: UploadMachine;
  onBack: () => void;
}) {
  const attachments = AttachmentsContext.useActorRef();
  const [logic] = useState(() =>
    formMachine.provide({
      actors: {
        submit: fromPromise<unknown, FormRequest>(() =>
          creditApi.submitApplication({
            id: application.id,
            version: attachments.getSnapshot().context.version,
          }),
        ),
      },
    }),
  );
  const fields = application.materials.map((material) => materialField(material.materialId));
  return (
    <FormContext.Provider
      logic={logic}
      options={{ input: { recordId: application.id, fields, confirm: CREDIT_SUBMIT_QUESTION } }}
    >
      <MaterialSlots application={application} uploadLogic={uploadLogic} onBack={onBack} />
    </FormContext.Provider>
  );
}

/** One application's materials, saved as they land (one at a time, each with the latest version). */
export function BoundMaterialSlots({
  application,
  uploadLogic = appUploadMachine,
  onBack,
}: {
  application: CreditApplication;
  uploadLogic?: UploadMachine;
  onBack: () => void;
}) {
  const [logic] = useState(() =>
    attachmentsMachine.provide({
      actors: {
        saveAttachment: fromPromise(({ input }) =>
          creditApi.setMaterial({
            id: application.id,
            version: input.version,
            materialId: input.slot,
            fileId: input.fileId,
          }),
        ),
      },
    }),
  );
  const files = Object.fromEntries(
    application.materials.map((material) => [material.materialId, material.file?.id ?? null]),
  );
  return (
    <AttachmentsContext.Provider
      logic={logic}
      options={{ input: { version: application.version, files } }}
    >
      <SubmittingForm application={application} uploadLogic={uploadLogic} onBack={onBack} />
    </AttachmentsContext.Provider>
  );
}

/**
 * `/creditApplyupload?id=…`: the materials of one of the company's applications, while it
 * may change; then its submission.
 */
export function CreditUploadRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const id = new URLSearchParams(location.search).get(ID_PARAM);
  const [attempt, setAttempt] = useState(0);
  const onBack = () => void navigate(pages.creditApply.path);
  return (
    <Stack spacing={2}>
      <PageHeading>{t('route.creditApplyupload')}</PageHeading>
      {id === null ? (
        <Alert severity="info">{t('creditApply.noApplicationNamed')}</Alert>
      ) : (
        <CreditDetailContext.Provider
          key={`${id}-${attempt}`}
          logic={appCreditDetailLoader}
          options={{ input: { id } }}
        >
          <LoadedMaterials onRetry={() => setAttempt((n) => n + 1)} onBack={onBack} />
        </CreditDetailContext.Provider>
      )}
    </Stack>
  );
}

function LoadedMaterials({ onRetry, onBack }: { onRetry: () => void; onBack: () => void }) {
  const { t } = useTranslation();
  const result = CreditDetailContext.useSelector((s) => s.output);
  return (
    <LoadedRecordForm
      result={result}
      failedTitle={t('creditApply.loadFailed')}
      onRetry={onRetry}
      closed={{
        text: t('creditApply.notEditable'),
        backLabel: t('creditApply.backToList'),
        onBack,
      }}
    >
      {({ application }) =>
        isEditable(application.status, 'qualification') ? (
          <BoundMaterialSlots application={application} onBack={onBack} />
        ) : null
      }
    </LoadedRecordForm>
  );
}
