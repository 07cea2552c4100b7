/**
 * Props of a formik text field: its value, its message — the form's own (once touched or
 * submitted) first, else the server's until the field is edited — and `onEdited`, which
 * tells the form's machine to drop the server's message.
 */
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  validateYupSchema,
  yupToFormErrors,
  type FormikErrors,
  type FormikProps,
  type FormikValues,
} from 'formik';
import type { AnySchema } from 'yup';

export interface FieldBinding {
  /** Prefix of the input ids, unique on the page (e.g. `register`). */
  readonly idPrefix: string;
  /** The server's messages by field, from the form's machine. */
  readonly serverErrors: Readonly<Record<string, string | undefined>>;
  readonly onEdited: (field: string) => void;
}

/** What a text field takes from its form. */
export interface FieldProps {
  readonly id: string;
  readonly name: string;
  readonly value: string;
  readonly onBlur: FormikProps<object>['handleBlur'];
  readonly onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  readonly error: boolean;
  readonly helperText: string;
  readonly fullWidth: true;
  readonly disabled?: boolean;
}

export function useFieldProps<Values extends object>(
  formik: FormikProps<Values>,
  { idPrefix, serverErrors, onEdited }: FieldBinding,
) {
  const { t } = useTranslation();
  return (name: keyof Values & string): FieldProps => {
    const shown = Boolean(formik.touched[name]) || formik.submitCount > 0;
    const clientError = shown ? (formik.errors[name] as string | undefined) : undefined;
    const message = clientError ? t(clientError) : serverErrors[name];
    return {
      id: `${idPrefix}-${name}`,
      name,
      value: formik.values[name] as string,
      onBlur: formik.handleBlur,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        formik.handleChange(event);
        if (serverErrors[name]) onEdited(name);
      },
      error: Boolean(message),
      helperText: message ?? ' ',
      fullWidth: true,
    };
  };
}

/** Shows the mobile field's message and answers whether the number may get a code. */
export async function mobileReadyForCode<Values extends { mobile: string }>(
  formik: FormikProps<Values>,
): Promise<boolean> {
  await formik.setFieldTouched('mobile', true, true);
  const errors = await formik.validateForm();
  return !errors.mobile;
}

/** formik's `validate` running the shared yup schema: its messages under their fields. */
export function validateWith<Values extends FormikValues>(schema: AnySchema) {
  return async (values: Values): Promise<FormikErrors<Values>> => {
    try {
      await validateYupSchema(values, schema);
      return {};
    } catch (failure) {
      return yupToFormErrors<Values>(failure);
    }
  };
}
