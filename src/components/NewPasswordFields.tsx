import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldProps } from './formFields';
import { PasswordField } from './PasswordField';

export interface NewPasswordFieldsProps {
  readonly fieldProps: (name: 'password' | 'confirmPassword') => FieldProps;
  /** "Password" when registering, "new password" when replacing one. */
  readonly passwordLabel: string;
}

/** A password chosen twice: browsers offer to generate one and never autofill the old. */
export function NewPasswordFields({
  fieldProps,
  passwordLabel,
}: NewPasswordFieldsProps): ReactNode {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        {...fieldProps('password')}
        label={passwordLabel}
        autoComplete="new-password"
        required
      />
      <PasswordField
        {...fieldProps('confirmPassword')}
        label={t('field.confirmPassword')}
        autoComplete="new-password"
        required
      />
    </>
  );
}
