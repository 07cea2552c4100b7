import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { changeEmailSchema } from '@machines/validation/account';
import { SectionCard } from './SectionCard';
import { SectionStatus } from './SectionStatus';
import { useSectionForm } from './useSectionForm';

export interface EmailFormProps {
  readonly email: string | null;
  readonly onSaved?: (answer: unknown) => void;
}

/** The email address (DESIGN §9): well-formed and nobody else's; no mail is sent to it. */
export function EmailForm({ email, onSaved }: EmailFormProps) {
  const { t } = useTranslation();
  const { formik, fieldProps, busy } = useSectionForm({
    idPrefix: 'email',
    initialValues: { email: email ?? '' },
    validationSchema: changeEmailSchema,
    ...(onSaved ? { onSaved } : {}),
    toRequest: (values) => ({ email: values.email.trim() }),
  });
  return (
    <SectionCard title={t('accountSetting.email.title')}>
      <Stack component="form" noValidate onSubmit={formik.handleSubmit} spacing={1}>
        <SectionStatus />
        <TextField
          {...fieldProps('email')}
          label={t('field.email')}
          autoComplete="email"
          required
        />
        <Stack direction="row">
          <Button type="submit" variant="contained" loading={busy}>
            {t('accountSetting.email.submit')}
          </Button>
        </Stack>
      </Stack>
    </SectionCard>
  );
}
