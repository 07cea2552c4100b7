import { use, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useFormik, validateYupSchema, yupToFormErrors } from 'formik';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SendIcon from '@mui/icons-material/Send';
import { pages } from '@machines/access/pages';
import { appealSchema } from '@machines/validation/appeal';
import { FormContext } from '../../components/actorContexts';
import { FormUploadField, useUploadFields } from '../../components/FormUploadField';
import { useFieldProps } from '../../components/formFields';
import { MobileCodeFields } from '../../components/MobileCodeFields';
import type { AppealFields } from '../../lib/api/appeals';
import { useNoticeText } from '../../lib/noticeText';
import {
  APPEAL_FILE_TYPES,
  APPEAL_UPLOAD_FIELDS,
  AppealUploadContext,
  type AppealUploadField,
} from './appealUploads';

const EMPTY: AppealFields = {
  userName: '',
  companyName: '',
  creditCode: '',
  mobile: '',
  smsCode: '',
  email: '',
  licenceFileId: '',
  proofFileId: '',
};

/** Trimmed, the code in capitals, the email lower-cased: what the server will store. */
const normalised = (values: AppealFields) =>
  ({ ...values, ...appealSchema.cast(values, { assert: false }) }) as AppealFields;

/**
 * The "forgot account" form (seed §2, §5): the account's user name, the company's name
 * and credit code, the mobile with its SMS code, the email, the business licence and the
 * proof. The shared schema checks it as the server will; the server's refusals show under
 * their fields until edited. Each image has its own upload machine (AppealUploadContext).
 */
export function AppealForm() {
  const { t } = useTranslation();
  const text = useNoticeText();
  const form = FormContext.useActorRef();
  const submitting = FormContext.useSelector((s) => s.matches('submitting'));
  const submitted = FormContext.useSelector((s) => s.matches('submitted'));
  const serverErrors = FormContext.useSelector((s) => s.context.fieldErrors);
  const error = FormContext.useSelector((s) => s.context.error);
  const uploads = use(AppealUploadContext);
  // Fields edited since the last submission: their server messages no longer apply.
  const [edited, setEdited] = useState<ReadonlySet<string>>(() => new Set());
  const formik = useFormik<AppealFields>({
    initialValues: EMPTY,
    validate: async (values) => {
      try {
        await validateYupSchema(values, appealSchema);
        return {};
      } catch (failure) {
        return yupToFormErrors<AppealFields>(failure);
      }
    },
    onSubmit: (values) => {
      setEdited(new Set());
      form.send({ type: 'SUBMIT', values: normalised(values) });
    },
  });

  const shownServerErrors = Object.fromEntries(
    Object.entries(serverErrors).filter(([field]) => !edited.has(field)),
  );
  const markEdited = (field: string) => setEdited((fields) => new Set(fields).add(field));
  const bindField = useFieldProps(formik, {
    idPrefix: 'appeal',
    serverErrors: shownServerErrors,
    onEdited: markEdited,
  });
  const fieldProps = (name: keyof AppealFields) => ({ ...bindField(name), disabled: submitting });
  const messageOf = (field: AppealUploadField) => {
    const shown = Boolean(formik.touched[field]) || formik.submitCount > 0;
    const clientError = shown ? formik.errors[field] : undefined;
    return clientError ? t(clientError) : shownServerErrors[field];
  };

  const { setFieldValue } = formik;
  const uploadFields = useUploadFields(APPEAL_UPLOAD_FIELDS, (field, id) => {
    void setFieldValue(field, id, true);
    markEdited(field);
  });

  if (submitted) {
    return (
      <Stack spacing={2} role="status">
        <Alert severity="success">
          <AlertTitle>{t('appeal.submitted')}</AlertTitle>
          {t('appeal.submittedText')}
        </Alert>
        <Alert severity="info">{t('appeal.loginNameNotice')}</Alert>
        <Button component={RouterLink} to={pages.login.path} variant="contained">
          {t('appeal.backToLogin')}
        </Button>
      </Stack>
    );
  }

  const busy = submitting || uploadFields.uploading;

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={formik.handleSubmit}
      spacing={1}
      aria-label={t('appeal.formLabel')}
    >
      <Typography variant="body2" color="text.secondary">
        {t('appeal.intro')}
      </Typography>
      <Alert severity="info" sx={{ mb: 1 }}>
        {t('appeal.loginNameNotice')}
      </Alert>
      {error && Object.keys(shownServerErrors).length === 0 && (
        <Alert severity="error">{text(error)}</Alert>
      )}
      <TextField
        {...fieldProps('userName')}
        label={t('field.userName')}
        placeholder={t('appeal.userNameHint')}
        autoComplete="username"
        required
      />
      <TextField {...fieldProps('companyName')} label={t('field.companyName')} required />
      <TextField
        {...fieldProps('creditCode')}
        label={t('field.creditCode')}
        required
        slotProps={{ htmlInput: { maxLength: 18, style: { textTransform: 'uppercase' } } }}
      />
      <MobileCodeFields
        formik={formik}
        fieldProps={fieldProps}
        mobilePlaceholder={t('appeal.mobileHint')}
      />
      <TextField {...fieldProps('email')} label={t('field.email')} autoComplete="email" required />
      {APPEAL_UPLOAD_FIELDS.map((field) => {
        const snapshot = uploads.snapshots?.[field];
        return (
          <FormUploadField
            key={field}
            logic={uploads.logic}
            accept={APPEAL_FILE_TYPES}
            {...(snapshot ? { snapshot } : {})}
            onStored={uploadFields.onStored[field]}
            onBusy={uploadFields.onBusy[field]}
            name={field === 'licenceFileId' ? 'licence' : 'proof'}
            label={t(`field.${field}`)}
            hint={t(field === 'proofFileId' ? 'appeal.proofHint' : 'appeal.imageHint')}
            required
            error={messageOf(field)}
          />
        );
      })}
      <Button
        type="submit"
        variant="contained"
        size="large"
        startIcon={<SendIcon />}
        loading={submitting}
        disabled={busy}
        sx={{ mt: 1 }}
      >
        {t('appeal.submit')}
      </Button>
    </Stack>
  );
}
