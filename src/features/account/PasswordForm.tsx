import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { changePasswordFormSchema } from '@machines/validation/account';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import { PasswordField } from '../../components/PasswordField';
import { SectionCard } from './SectionCard';
import { SectionStatus } from './SectionStatus';
import { useSectionForm } from './useSectionForm';

const EMPTY = { oldPassword: '', password: '', confirmPassword: '' };

/**
 * Changing the password (DESIGN §9): the current one, the new one twice. Once saved, the
 * other devices are signed out (the message says so) and the fields are emptied.
 */
export function PasswordForm({ onSaved }: { onSaved?: () => void }) {
  const { t } = useTranslation();
  const { formik, fieldProps, busy } = useSectionForm({
    idPrefix: 'password',
    initialValues: EMPTY,
    validationSchema: changePasswordFormSchema,
    clearOnSave: true,
    ...(onSaved ? { onSaved } : {}),
    toRequest: ({ oldPassword, password }) => ({ oldPassword, password }),
  });
  return (
    <SectionCard title={t('accountSetting.password.title')}>
      <Stack component="form" noValidate onSubmit={formik.handleSubmit} spacing={1}>
        <SectionStatus />
        <PasswordField
          {...fieldProps('oldPassword')}
          label={t('field.oldPassword')}
          autoComplete="current-password"
          required
        />
        <NewPasswordFields fieldProps={fieldProps} passwordLabel={t('field.newPassword')} />
        <Stack direction="row">
          <Button type="submit" variant="contained" loading={busy}>
            {t('accountSetting.password.submit')}
          </Button>
        </Stack>
      </Stack>
    </SectionCard>
  );
}
