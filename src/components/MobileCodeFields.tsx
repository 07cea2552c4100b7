import type { ChangeEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormikProps } from 'formik';
import TextField from '@mui/material/TextField';
import { SmsCodeContext } from './actorContexts';
import { mobileReadyForCode, type FieldProps } from './formFields';
import { SmsCodeField } from './SmsCodeField';

export interface MobileCodeFieldsProps<Values extends { mobile: string; smsCode: string }> {
  readonly formik: FormikProps<Values>;
  readonly fieldProps: (name: 'mobile' | 'smsCode') => FieldProps;
  readonly mobileLabel?: string;
  readonly mobilePlaceholder?: string;
  readonly autoFocus?: boolean;
}

/**
 * A mobile number and the SMS code that proves it (register, reset, appeal, change of
 * number). "Get code" first checks the number with the form's own rules, then sends it to
 * the get-code machine (SmsCodeContext); the server's refusal of the number shows under
 * it until the number is edited.
 */
export function MobileCodeFields<Values extends { mobile: string; smsCode: string }>({
  formik,
  fieldProps,
  mobileLabel,
  mobilePlaceholder,
  autoFocus = false,
}: MobileCodeFieldsProps<Values>): ReactNode {
  const { t } = useTranslation();
  const sms = SmsCodeContext.useActorRef();
  const refusal = SmsCodeContext.useSelector((s) => s.context.mobileError);
  const mobileProps = fieldProps('mobile');
  const shownRefusal = mobileProps.error ? null : refusal;

  const requestCode = async () => {
    if (await mobileReadyForCode(formik)) {
      sms.send({ type: 'SEND', mobile: formik.values.mobile.trim() });
    }
  };
  const onMobileChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    mobileProps.onChange(event);
    if (refusal) sms.send({ type: 'FIELD.CHANGED' });
  };

  return (
    <>
      <TextField
        {...mobileProps}
        onChange={onMobileChange}
        {...(shownRefusal ? { error: true, helperText: shownRefusal } : {})}
        label={mobileLabel ?? t('field.mobile')}
        placeholder={mobilePlaceholder}
        autoComplete="tel"
        autoFocus={autoFocus}
        required
        slotProps={{ htmlInput: { inputMode: 'tel' } }}
      />
      <SmsCodeField
        {...fieldProps('smsCode')}
        label={t('field.smsCode')}
        required
        onRequestCode={() => void requestCode()}
      />
    </>
  );
}
