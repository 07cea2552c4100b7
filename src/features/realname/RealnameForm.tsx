import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormik, validateYupSchema, yupToFormErrors, type FormikErrors } from 'formik';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { realnameDraftSchema, realnameSubmissionSchema } from '@machines/validation/realname';
import { FormActions } from '../../components/draftOrSubmitForm';
import { FormContext, UploadContext } from '../../components/actorContexts';
import { FormAlerts } from '../../components/FormAlerts';
import { StatusChip } from '../../components/StatusChip';
import { staysWithParam } from '../../components/formParam';
import { UnsavedChangesGuard } from '../../components/UnsavedChangesGuard';
import { UploadField } from '../../components/UploadField';
import type { RealnameApplication, RealnameFields } from '../../lib/api/realname';
import { FORM_PARAM } from './realnameActors';

type FieldName = keyof RealnameFields;

const TEXT_FIELDS: readonly { name: Exclude<FieldName, 'licenceFileId'>; multiline?: boolean }[] = [
  { name: 'companyName' },
  { name: 'creditCode' },
  { name: 'legalRepresentative' },
  { name: 'contactName' },
  { name: 'contactMobile' },
  { name: 'address', multiline: true },
];

const FIELD_NAMES: readonly FieldName[] = [...TEXT_FIELDS.map((f) => f.name), 'licenceFileId'];

export function initialRealnameValues(application: RealnameApplication | null): RealnameFields {
  return {
    companyName: application?.companyName ?? '',
    creditCode: application?.creditCode ?? '',
    legalRepresentative: application?.legalRepresentative ?? '',
    contactName: application?.contactName ?? '',
    contactMobile: application?.contactMobile ?? '',
    address: application?.address ?? '',
    licenceFileId: application?.licenceFile?.id ?? '',
  };
}

type Mode = 'draft' | 'submit';

/** Another form the history page's URL opens means leaving this one. */
const staysOnForm = staysWithParam(FORM_PARAM);

const schemaOf = (mode: Mode) =>
  mode === 'draft' ? realnameDraftSchema : realnameSubmissionSchema;

/** Trimmed, the credit code in capitals: what the schema would store. */
export function normalisedValues(values: RealnameFields): RealnameFields {
  return { ...values, ...realnameDraftSchema.cast(values) } as RealnameFields;
}

async function errorsFor(
  mode: Mode,
  values: RealnameFields,
): Promise<FormikErrors<RealnameFields>> {
  try {
    await validateYupSchema(values, schemaOf(mode));
    return {};
  } catch (error) {
    return yupToFormErrors<RealnameFields>(error);
  }
}

export interface RealnameFormProps {
  /** The application being continued or corrected; `null` for a new one. */
  readonly application: RealnameApplication | null;
  /** Why the platform returned it, shown above the form. */
  readonly returnComment: string | null;
  /** Back to the list (the blocker asks first when there are unsaved changes). */
  readonly onClose: () => void;
}

/**
 * The real-name application form, bound to the form machine (FormContext) and, for the
 * licence, to the upload machine (UploadContext). Saving a draft checks the draft rules
 * (nothing malformed), submitting the full rules; the server's field errors appear under
 * their fields until the field is changed. Leaving with unsaved changes asks first.
 */
export function RealnameForm({ application, returnComment, onClose }: RealnameFormProps) {
  const { t } = useTranslation();
  const form = FormContext.useActorRef();
  const savingDraft = FormContext.useSelector((s) => s.matches('savingDraft'));
  const submitting = FormContext.useSelector((s) => s.matches('submitting'));
  const submitted = FormContext.useSelector((s) => s.matches('submitted'));
  const busy = FormContext.useSelector((s) => s.hasTag('busy'));
  const dirty = FormContext.useSelector((s) => s.context.dirty);
  const serverErrors = FormContext.useSelector((s) => s.context.fieldErrors);
  const uploading = UploadContext.useSelector((s) => s.hasTag('busy'));
  const headingId = useId();

  const modeRef = useRef<Mode>('draft');
  // Fields edited since the last save or submit: their server errors no longer apply.
  const [edited, setEdited] = useState<ReadonlySet<string>>(() => new Set());

  const formik = useFormik<RealnameFields>({
    initialValues: initialRealnameValues(application),
    validate: (values) => errorsFor(modeRef.current, values),
    onSubmit: (values) => {
      setEdited(new Set());
      form.send({ type: 'SUBMIT', values: normalisedValues(values) });
    },
  });

  // The licence field follows the upload machine: a stored file's id, or nothing.
  const upload = UploadContext.useActorRef();
  const { setFieldValue } = formik;
  useEffect(() => {
    let current = upload.getSnapshot().context.stored?.id ?? '';
    const subscription = upload.subscribe((snapshot) => {
      const id = snapshot.context.stored?.id ?? '';
      if (id === current) return;
      current = id;
      void setFieldValue('licenceFileId', id, false);
      setEdited((fields) => new Set(fields).add('licenceFileId'));
      form.send({ type: 'CHANGED' });
    });
    return () => subscription.unsubscribe();
  }, [upload, setFieldValue, form]);

  const messageOf = (name: FieldName): string | undefined => {
    const clientError = formik.touched[name] || formik.submitCount > 0 ? formik.errors[name] : '';
    if (clientError) return t(clientError);
    return edited.has(name) ? undefined : serverErrors[name];
  };

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    formik.handleChange(event);
    const { name } = event.target;
    setEdited((current) => (current.has(name) ? current : new Set(current).add(name)));
    form.send({ type: 'CHANGED' });
  };

  const saveDraft = async () => {
    modeRef.current = 'draft';
    const errors = await formik.validateForm();
    const wrong = FIELD_NAMES.filter((name) => errors[name]);
    if (wrong.length > 0) {
      void formik.setTouched(Object.fromEntries(wrong.map((name) => [name, true])), false);
      return;
    }
    setEdited(new Set());
    form.send({ type: 'SAVE_DRAFT', values: normalisedValues(formik.values) });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    modeRef.current = 'submit';
    formik.handleSubmit(event);
  };

  if (submitted) {
    return (
      <Paper component="section" aria-labelledby={headingId} sx={{ p: 3 }}>
        <Alert severity="success" role="status">
          <AlertTitle id={headingId}>{t('realname.submittedTitle')}</AlertTitle>
          {t('realname.submittedText')}
        </Alert>
        <Box sx={{ mt: 2 }}>
          <Button variant="contained" onClick={onClose} autoFocus>
            {t('realname.backToList')}
          </Button>
        </Box>
      </Paper>
    );
  }

  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: 3 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
        <Typography id={headingId} variant="h6" component="h2">
          {application ? t('realname.formTitleEdit') : t('realname.formTitleNew')}
        </Typography>
        {application && <StatusChip family="application" code={application.status} />}
      </Stack>

      <FormAlerts
        {...(returnComment
          ? {
              returned: {
                title: t('realname.returnComment'),
                comment: returnComment,
                hint: t('realname.returnCommentHint'),
              },
            }
          : {})}
      />

      <Box component="form" noValidate onSubmit={submit} aria-labelledby={headingId}>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          }}
        >
          {TEXT_FIELDS.map(({ name, multiline }) => {
            const message = messageOf(name);
            return (
              <TextField
                key={name}
                id={`realname-${name}`}
                name={name}
                label={t(`field.${name}`)}
                value={formik.values[name]}
                onChange={onChange}
                onBlur={formik.handleBlur}
                error={Boolean(message)}
                helperText={message ?? ' '}
                required
                disabled={busy}
                fullWidth
                multiline={multiline}
                sx={multiline ? { gridColumn: { md: '1 / -1' } } : undefined}
                slotProps={
                  name === 'creditCode'
                    ? { htmlInput: { maxLength: 18, style: { textTransform: 'uppercase' } } }
                    : name === 'contactMobile'
                      ? { htmlInput: { inputMode: 'numeric', maxLength: 11 } }
                      : undefined
                }
              />
            );
          })}
          <Box sx={{ gridColumn: { md: '1 / -1' } }}>
            <UploadField
              name="licence"
              label={t('field.licenceFileId')}
              required
              error={messageOf('licenceFileId')}
            />
          </Box>
        </Box>

        <FormActions
          onCancel={onClose}
          onSaveDraft={() => void saveDraft()}
          saveDraftLabel={t('realname.saveDraft')}
          submitLabel={t('realname.submit')}
          savingDraft={savingDraft}
          submitting={submitting}
          busy={busy}
          uploading={uploading}
        />
      </Box>

      <UnsavedChangesGuard dirty={dirty} staysOnForm={staysOnForm} />
    </Paper>
  );
}
