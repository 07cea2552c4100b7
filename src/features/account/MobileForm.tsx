import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { changeMobileSchema } from '@machines/validation/account';
import { MobileCodeFields } from '../../components/MobileCodeFields';
import { SectionCard } from './SectionCard';
import { SectionStatus } from './SectionStatus';
import { useSectionForm } from './useSectionForm';

export interface MobileFormProps {
  readonly currentMobile: string;
  readonly onSaved?: (answer: unknown) => void;
}

/**
 * Moving the account to a new mobile number (DESIGN §9): a code sent to the new number
 * (purpose `change-mobile`, SmsCodeContext) proves it; the login name follows.
 */
export function MobileForm({ currentMobile, onSaved }: MobileFormProps) {
  const { t } = useTranslation();
  const { formik, fieldProps, busy } = useSectionForm({
    idPrefix: 'mobile',
    initialValues: { mobile: '', smsCode: '' },
    validationSchema: changeMobileSchema,
    clearOnSave: true,
    ...(onSaved ? { onSaved } : {}),
    toRequest: ({ mobile, smsCode }) => ({ mobile: mobile.trim(), smsCode: smsCode.trim() }),
  });
  return (
    <SectionCard title={t('accountSetting.mobile.title')}>
      <Stack component="form" noValidate onSubmit={formik.handleSubmit} spacing={1}>
        <SectionStatus />
        <Typography variant="body2" color="text.secondary" sx={{ pb: 1 }}>
          {t('accountSetting.mobile.current', { mobile: currentMobile })}
        </Typography>
        <MobileCodeFields
          formik={formik}
          fieldProps={fieldProps}
          mobileLabel={t('accountSetting.mobile.newMobile')}
        />
        <Stack direction="row">
          <Button type="submit" variant="contained" loading={busy}>
            {t('accountSetting.mobile.submit')}
          </Button>
        </Stack>
      </Stack>
    </SectionCard>
  );
}
