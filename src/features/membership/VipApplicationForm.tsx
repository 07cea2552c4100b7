import { useId, useRef, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormik, validateYupSchema, yupToFormErrors, type FormikErrors } from 'formik';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SaveIcon from '@mui/icons-material/Save';
import SendIcon from '@mui/icons-material/Send';
import { DOCUMENT_TYPES, type UploadMachine } from '@machines/app/upload';
import {
  COMPANY_SCALES,
  membershipDraftSchema,
  membershipSubmissionSchema,
  type MembershipField,
} from '@machines/validation/membership';
import { FormContext } from '../../components/actorContexts';
import { FormAlerts } from '../../components/FormAlerts';
import { useFieldProps } from '../../components/formFields';
import { FormUploadField, useUploadFields } from '../../components/FormUploadField';
import { StatusChip } from '../../components/StatusChip';
import { UnsavedChangesGuard } from '../../components/UnsavedChangesGuard';
import { appUploadMachine } from '../../components/uploadBinding';
import type { VipApplication, VipApplicationFields } from '../../lib/api/membership';
import { useLevelName, useLevels } from './levels';
import {
  initialVipValues,
  SUBMISSION_REQUIRED,
  VIP_FIELD_LABELS,
  VIP_FIELD_NAMES,
  VIP_FILE_FIELDS,
  type VipFileField,
} from './vipForm';

type TextFieldName = Exclude<MembershipField, VipFileField>;
type Intent = 'draft' | 'submit';

const FILE_SETUP: Record<VipFileField, { name: string; hint: string }> = {
  applicationFileId: { name: 'applicationForm', hint: 'membership.applicationFileHint' },
  supportingFileId: { name: 'supportingFile', hint: 'membership.supportingFileHint' },
};

/** Trimmed, as the server will store them. */
const normalised = (values: VipApplicationFields): VipApplicationFields =>
  ({ ...values, ...membershipDraftSchema.cast(values, { assert: false }) }) as VipApplicationFields;

export interface VipApplicationFormProps {
  /** The application being changed; `null` for a new one. */
  readonly application: VipApplication | null;
  /** Why the platform returned it, shown above the form. */
  readonly returnComment: string | null;
  /** Back to the membership page (the guard asks first when there are unsaved changes). */
  readonly onClose: () => void;
  /** The upload machine of the two files (stories give one that needs no server). */
  readonly uploadLogic?: UploadMachine;
}

/**
 * A membership application, bound to the form machine (FormContext): the level applied
 * for, the company's member profile and contact, the signed application form and a
 * supporting file. Save as a draft (well-formed, perhaps incomplete) or submit (complete).
 * The server's refusals show under their fields until edited; leaving with unsaved
 * changes asks first.
 */
export function VipApplicationForm({
  application,
  returnComment,
  onClose,
  uploadLogic = appUploadMachine,
}: VipApplicationFormProps) {
  const { t } = useTranslation();
  const levels = useLevels();
  const levelName = useLevelName();
  const form = FormContext.useActorRef();
  const savingDraft = FormContext.useSelector((s) => s.matches('savingDraft'));
  const submitting = FormContext.useSelector((s) => s.matches('submitting'));
  const submitted = FormContext.useSelector((s) => s.matches('submitted'));
  const busy = FormContext.useSelector((s) => s.hasTag('busy'));
  const dirty = FormContext.useSelector((s) => s.context.dirty);
  const serverErrors = FormContext.useSelector((s) => s.context.fieldErrors);
  const headingId = useId();
  const intent = useRef<Intent>('submit');

  const formik = useFormik<VipApplicationFields>({
    initialValues: initialVipValues(application),
    validate: async (values): Promise<FormikErrors<VipApplicationFields>> => {
      const schema =
        intent.current === 'submit' ? membershipSubmissionSchema : membershipDraftSchema;
      try {
        await validateYupSchema(values, schema);
        return {};
      } catch (failure) {
        return yupToFormErrors<VipApplicationFields>(failure);
      }
    },
    onSubmit: (values) => form.send({ type: 'SUBMIT', values: normalised(values) }),
  });

  const edited = (field: string) => form.send({ type: 'CHANGED', field });
  const bindField = useFieldProps(formik, { idPrefix: 'vip', serverErrors, onEdited: edited });
  const fieldProps = (name: TextFieldName) => ({
    ...bindField(name),
    // Every edit counts (unsaved changes), not only those under a server message.
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      formik.handleChange(event);
      edited(name);
    },
    label: t(VIP_FIELD_LABELS[name]),
    required: SUBMISSION_REQUIRED.has(name),
    disabled: busy,
  });
  const fileMessage = (name: VipFileField): string | undefined => {
    const shown = Boolean(formik.touched[name]) || formik.submitCount > 0;
    const clientError = shown ? formik.errors[name] : undefined;
    return clientError ? t(clientError) : serverErrors[name];
  };

  const { setFieldValue, values } = formik;
  const uploads = useUploadFields(VIP_FILE_FIELDS, (field, id) => {
    if (values[field] === id) return;
    void setFieldValue(field, id, false);
    edited(field);
  });

  const saveDraft = async () => {
    intent.current = 'draft';
    const errors = await formik.validateForm();
    const wrong = VIP_FIELD_NAMES.filter((name) => errors[name]);
    if (wrong.length > 0) {
      void formik.setTouched(Object.fromEntries(wrong.map((name) => [name, true])), false);
      return;
    }
    form.send({ type: 'SAVE_DRAFT', values: normalised(formik.values) });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    intent.current = 'submit';
    formik.handleSubmit(event);
  };

  if (submitted) {
    return (
      <Paper component="section" aria-labelledby={headingId} sx={{ p: 3 }}>
        <Alert severity="success" role="status">
          <AlertTitle id={headingId}>{t('membership.submittedTitle')}</AlertTitle>
          {t('membership.submittedText')}
        </Alert>
        <Box sx={{ mt: 2 }}>
          <Button variant="contained" onClick={onClose} autoFocus>
            {t('membership.backToMembership')}
          </Button>
        </Box>
      </Paper>
    );
  }

  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: 3 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
        <Typography id={headingId} variant="h6" component="h2">
          {t(application ? 'membership.formTitleEdit' : 'membership.formTitleNew')}
        </Typography>
        {application && <StatusChip family="application" code={application.status} />}
      </Stack>

      <FormAlerts
        {...(returnComment
          ? { returned: { title: t('membership.returnComment'), comment: returnComment } }
          : {})}
      />

      <Box component="form" noValidate onSubmit={submit} aria-labelledby={headingId}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <TextField {...fieldProps('levelCode')} select>
            {levels.map((level) => (
              <MenuItem key={level.code} value={level.code}>
                {t('membership.levelOption', {
                  name: levelName(level.code),
                  years: level.validityYears,
                })}
              </MenuItem>
            ))}
          </TextField>
          <TextField {...fieldProps('scale')} select>
            {COMPANY_SCALES.map((scale) => (
              <MenuItem key={scale} value={scale}>
                {t(`membership.scale.${scale}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            {...fieldProps('registeredCapital')}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <TextField
            {...fieldProps('staffCount')}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7 } }}
          />
          <TextField {...fieldProps('businessScope')} multiline minRows={2} />
          <TextField {...fieldProps('qualifications')} multiline minRows={2} />
          <TextField {...fieldProps('contactName')} autoComplete="name" />
          <TextField
            {...fieldProps('contactMobile')}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 11 } }}
          />
          <TextField {...fieldProps('contactEmail')} type="email" />
        </Box>
        <Box
          sx={{ display: 'grid', gap: 2, mt: 1, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
        >
          {VIP_FILE_FIELDS.map((field) => (
            <FormUploadField
              key={field}
              logic={uploadLogic}
              accept={DOCUMENT_TYPES}
              stored={
                application?.[
                  field === 'applicationFileId' ? 'applicationFile' : 'supportingFile'
                ] ?? null
              }
              onStored={uploads.onStored[field]}
              onBusy={uploads.onBusy[field]}
              name={FILE_SETUP[field].name}
              label={t(VIP_FIELD_LABELS[field])}
              hint={t(FILE_SETUP[field].hint)}
              required={SUBMISSION_REQUIRED.has(field)}
              error={fileMessage(field)}
            />
          ))}
        </Box>

        <Stack direction="row" spacing={1} sx={{ mt: 3, justifyContent: 'flex-end' }}>
          <Button onClick={onClose} disabled={busy}>
            {t('action.cancel')}
          </Button>
          <Button
            variant="outlined"
            startIcon={<SaveIcon />}
            onClick={() => void saveDraft()}
            loading={savingDraft}
            disabled={busy || uploads.uploading}
          >
            {t('membership.saveDraft')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            startIcon={<SendIcon />}
            loading={submitting}
            disabled={busy || uploads.uploading}
          >
            {t('membership.submit')}
          </Button>
        </Stack>
      </Box>

      <UnsavedChangesGuard dirty={dirty} />
    </Paper>
  );
}
