import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SendIcon from '@mui/icons-material/Send';
import { DOCUMENT_TYPES, type UploadMachine } from '@machines/app/upload';
import { AttachmentsContext, FormContext } from '../../components/actorContexts';
import { SubmitQuestion, SubmittedPanel } from '../../components/draftOrSubmitForm';
import { FormAlerts } from '../../components/FormAlerts';
import { FormUploadField, useUploadFields } from '../../components/FormUploadField';
import { StatusChip } from '../../components/StatusChip';
import { useEntryName } from '../../lib/entryName';
import { useNoticeText } from '../../lib/noticeText';
import type { CreditApplication } from '../../lib/api/credit';

/** A material's form field name: where the server's "missing" message goes. */
export const materialField = (materialId: number) => `materials.${materialId}`;

export interface MaterialSlotsProps {
  readonly application: CreditApplication;
  /** The upload machine of each slot (stories give one that needs no server). */
  readonly uploadLogic: UploadMachine;
  readonly onBack: () => void;
}

/** A slot's saving state: on its way, saved, or refused with a retry. */
function SlotState({ materialId }: { materialId: number }) {
  const { t } = useTranslation();
  const text = useNoticeText();
  const attachments = AttachmentsContext.useActorRef();
  const saving = AttachmentsContext.useSelector(
    (s) =>
      s.context.current?.slot === materialId ||
      s.context.queue.some((queued) => queued.slot === materialId),
  );
  const error = AttachmentsContext.useSelector((s) => s.context.errors[materialId]);
  if (error) {
    return (
      <Alert
        severity="error"
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => attachments.send({ type: 'RETRY', slot: materialId })}
          >
            {t('action.retry')}
          </Button>
        }
      >
        {text(error)}
      </Alert>
    );
  }
  if (saving) {
    return (
      <Typography variant="body2" color="text.secondary" role="status">
        {t('creditApply.savingMaterial')}
      </Typography>
    );
  }
  return null;
}

/**
 * The materials of a credit application, one slot per material of its category: upload
 * with progress, preview, replace or remove; each file is saved to the application as it
 * lands (AttachmentsContext, one at a time). Submitting (FormContext) sends it to its
 * institution; a material still missing shows its message under its slot.
 */
export function MaterialSlots({ application, uploadLogic, onBack }: MaterialSlotsProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const entryName = useEntryName();
  const attachments = AttachmentsContext.useActorRef();
  const savingAny = AttachmentsContext.useSelector((s) => s.hasTag('busy'));
  const failedAny = AttachmentsContext.useSelector((s) => Object.keys(s.context.errors).length > 0);
  const form = FormContext.useActorRef();
  const submitting = FormContext.useSelector((s) => s.matches('submitting'));
  const submitted = FormContext.useSelector((s) => s.matches('submitted'));
  const fieldErrors = FormContext.useSelector((s) => s.context.fieldErrors);
  const slots = application.materials.map((material) => material.materialId);
  const uploads = useUploadFields(slots.map(String), (slot, uploaded) => {
    const fileId = uploaded || null;
    // A slot reports its stored file when it mounts too: only a change is saved.
    if (attachments.getSnapshot().context.saved[Number(slot)] === fileId) return;
    attachments.send({ type: 'ATTACH', slot: Number(slot), fileId });
    form.send({ type: 'CHANGED', field: materialField(Number(slot)) });
  });
  const busy = savingAny || uploads.uploading || submitting;

  if (submitted) {
    return (
      <SubmittedPanel
        title={t('creditApply.submittedTitle')}
        text={t('creditApply.submittedText')}
        backLabel={t('creditApply.backToList')}
        onBack={onBack}
      />
    );
  }

  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: 3 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography id={headingId} variant="h6" component="h2">
          {`${entryName({ name: application.typeName, nameEn: application.typeNameEn })} · ${entryName(
            { name: application.levelName, nameEn: application.levelNameEn },
          )}`}
        </Typography>
        <StatusChip family="qualification" code={application.status} />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('creditApply.materialsHint')}
      </Typography>
      <FormAlerts />

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {application.materials.map((material) => (
          <Stack key={material.materialId} spacing={1}>
            <FormUploadField
              logic={uploadLogic}
              accept={DOCUMENT_TYPES}
              stored={material.file}
              onStored={uploads.onStored[String(material.materialId)] ?? (() => undefined)}
              onBusy={uploads.onBusy[String(material.materialId)] ?? (() => undefined)}
              name={materialField(material.materialId)}
              label={entryName(material)}
              hint={t(material.required ? 'creditApply.requiredHint' : 'creditApply.optionalHint')}
              required={material.required}
              error={fieldErrors[materialField(material.materialId)]}
            />
            <SlotState materialId={material.materialId} />
          </Stack>
        ))}
      </Box>

      <Stack direction="row" spacing={1} sx={{ mt: 3, justifyContent: 'flex-end' }}>
        <SubmitQuestion confirmLabel={t('creditApply.submit')} />
        <Button onClick={onBack} disabled={submitting}>
          {t('creditApply.backToList')}
        </Button>
        <Button
          variant="contained"
          startIcon={<SendIcon />}
          loading={submitting}
          disabled={busy || failedAny}
          onClick={() => form.send({ type: 'SUBMIT', values: {} })}
        >
          {t('creditApply.submit')}
        </Button>
      </Stack>
    </Paper>
  );
}
