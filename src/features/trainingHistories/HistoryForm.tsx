import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DOCUMENT_TYPES, type UploadMachine } from '@machines/app/upload';
import type { InstitutionPerson } from '@machines/contracts';
import {
  trainingHistoryDraftSchema,
  trainingHistorySubmissionSchema,
  type TrainingHistoryKind,
} from '@machines/validation/trainingHistory';
import { ApplicationFormFrame } from '../../components/ApplicationFormFrame';
import { DateField } from '../../components/DateField';
import { FormActions, useDraftOrSubmitForm } from '../../components/draftOrSubmitForm';
import { FormUploadField, useUploadFields } from '../../components/FormUploadField';
import { appUploadMachine } from '../../components/uploadBinding';
import type { TrainingHistory } from '../../lib/api/trainingHistories';
import { HISTORY_FORM_FIELDS, initialHistoryValues, type HistoryFormValues } from './historyForm';

const PROOF_FIELDS = ['proofFileId'] as const;

export interface HistoryFormProps {
  readonly kind: TrainingHistoryKind;
  /** The declaration being changed; `null` for a new one. */
  readonly history: TrainingHistory | null;
  /** Why the platform returned it, shown above the form. */
  readonly returnComment: string | null;
  /** The company's verified people (`undefined` while they load). */
  readonly people: readonly InstitutionPerson[] | undefined;
  /** Back to the list (the guard asks first when there are unsaved changes). */
  readonly onClose: () => void;
  /** The upload machine of the proof (stories give one that needs no server). */
  readonly uploadLogic?: UploadMachine;
}

/**
 * A training declaration, bound to the form machine (FormContext): the trainee (a verified
 * person), the training, who gave it, its days and hours, a past training's certificate
 * number or a cultivation's content, and the proof. Save as a draft (the training's name is
 * enough) or submit (the server names anything missing); leaving with unsaved changes asks
 * first.
 */
export function HistoryForm({
  kind,
  history,
  returnComment,
  people,
  onClose,
  uploadLogic = appUploadMachine,
}: HistoryFormProps) {
  const { t } = useTranslation();
  const { formik, textField, messageOf, setValue, saveDraft, submit, state } =
    useDraftOrSubmitForm<HistoryFormValues>({
      initialValues: initialHistoryValues(history),
      draftSchema: trainingHistoryDraftSchema,
      submissionSchema: trainingHistorySubmissionSchema(kind),
      fieldNames: HISTORY_FORM_FIELDS,
      idPrefix: 'history',
    });
  const { busy, savingDraft, submitting, dirty } = state;
  const { values } = formik;
  const field = (name: keyof HistoryFormValues, required = true) => ({
    ...textField(name),
    label: t(`trainingHistory.field.${name}`),
    required,
  });
  const uploads = useUploadFields(PROOF_FIELDS, (name, id) => {
    if (values[name] !== id) setValue(name, id);
  });
  const dateField = (name: 'startDate' | 'endDate') => {
    const message = messageOf(name);
    return (
      <DateField
        id={`history-${name}`}
        name={name}
        label={t(`trainingHistory.field.${name}`)}
        value={values[name]}
        onChange={(value) => {
          void formik.setFieldTouched(name, true, false);
          setValue(name, value);
        }}
        error={Boolean(message)}
        helperText={message ?? ' '}
        width="100%"
        required
        disabled={busy}
      />
    );
  };
  // The saved trainee stays choosable even if no longer verified (the server says so).
  const trainees = (people ?? []).map(({ id, name }) => ({ id, name }));
  if (history?.personId && !trainees.some((person) => person.id === history.personId)) {
    trainees.push({ id: history.personId, name: history.personName });
  }

  return (
    <ApplicationFormFrame
      title={
        history ? t('trainingHistory.formTitleEdit') : t(`trainingHistory.formTitleNew.${kind}`)
      }
      status={history && { family: 'application', code: history.status }}
      returned={
        returnComment ? { title: t('trainingHistory.returnComment'), comment: returnComment } : null
      }
      submitted={
        state.submitted
          ? {
              title: t('trainingHistory.submittedTitle'),
              text: t('trainingHistory.submittedText'),
              backLabel: t('trainingHistory.backToList'),
              onBack: onClose,
            }
          : null
      }
      onSubmit={submit}
      dirty={dirty}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <TextField
          {...field('personId')}
          select
          disabled={busy || people === undefined}
          helperText={
            messageOf('personId') ??
            t(people?.length === 0 ? 'trainingHistory.noPeople' : 'trainingHistory.personHint')
          }
        >
          {trainees.map((person) => (
            <MenuItem key={person.id} value={String(person.id)}>
              {person.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField {...field('courseName')} />
        <TextField
          {...field('organizer')}
          helperText={messageOf('organizer') ?? t(`trainingHistory.organizerHint.${kind}`)}
        />
        <TextField
          {...field('creditHours')}
          slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 5 } }}
        />
        {dateField('startDate')}
        {dateField('endDate')}
        {kind === 'history' && (
          <TextField
            {...field('certificateNo', false)}
            helperText={messageOf('certificateNo') ?? t('trainingHistory.certificateHint')}
          />
        )}
        <Box sx={{ gridColumn: { md: '1 / -1' } }}>
          <TextField {...field('content', kind === 'cultivate')} multiline minRows={3} fullWidth />
        </Box>
        <FormUploadField
          logic={uploadLogic}
          accept={DOCUMENT_TYPES}
          stored={history?.proofFile ?? null}
          onStored={uploads.onStored.proofFileId}
          onBusy={uploads.onBusy.proofFileId}
          name="proofFile"
          label={t('trainingHistory.field.proofFileId')}
          hint={t(`trainingHistory.proofHint.${kind}`)}
          required
          error={messageOf('proofFileId')}
        />
      </Box>

      <FormActions
        onCancel={onClose}
        onSaveDraft={() => void saveDraft()}
        saveDraftLabel={t('trainingHistory.saveDraft')}
        submitLabel={t('trainingHistory.submit')}
        savingDraft={savingDraft}
        submitting={submitting}
        busy={busy}
        uploading={uploads.uploading}
      />
    </ApplicationFormFrame>
  );
}
