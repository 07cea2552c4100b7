/**
 * What every account settings section does with its formik form and its machine: field
 * props with the server's messages, "edited" sent to the machine, and, once saved, the
 * answer handed on and (for secrets) the form emptied.
 */
import { useEffect, type ChangeEvent } from 'react';
import { useFormik, type FormikConfig, type FormikValues } from 'formik';
import { FormContext } from '../../components/actorContexts';
import { useFieldProps } from '../../components/formFields';

export interface SectionFormOptions<Values extends FormikValues> extends Pick<
  FormikConfig<Values>,
  'initialValues' | 'validationSchema'
> {
  readonly idPrefix: string;
  /** What the call answered (the new profile, for most sections). */
  readonly onSaved?: (answer: unknown) => void;
  /** Empty the fields once saved (passwords, codes). */
  readonly clearOnSave?: boolean;
  /** The values as sent (trimmed, only what the call takes). */
  readonly toRequest?: (values: Values) => Readonly<Record<string, unknown>>;
}

export function useSectionForm<Values extends FormikValues>(options: SectionFormOptions<Values>) {
  const form = FormContext.useActorRef();
  const busy = FormContext.useSelector((s) => s.hasTag('busy'));
  const serverErrors = FormContext.useSelector((s) => s.context.fieldErrors);
  const formik = useFormik<Values>({
    initialValues: options.initialValues,
    validationSchema: options.validationSchema,
    enableReinitialize: true,
    onSubmit: (values) =>
      form.send({ type: 'SUBMIT', values: options.toRequest ? options.toRequest(values) : values }),
  });
  const { onSaved, clearOnSave } = options;
  const { resetForm } = formik;
  useEffect(() => {
    const subscription = form.on('submitted', ({ answer }) => {
      if (clearOnSave) resetForm();
      onSaved?.(answer);
    });
    return () => subscription.unsubscribe();
  }, [form, onSaved, clearOnSave, resetForm]);
  const baseProps = useFieldProps(formik, {
    idPrefix: options.idPrefix,
    serverErrors,
    onEdited: () => undefined,
  });
  // Every edit, not only of a refused field: "saved" no longer describes the form.
  const fieldProps = (name: keyof Values & string) => {
    const props = baseProps(name);
    return {
      ...props,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        props.onChange(event);
        form.send({ type: 'CHANGED', field: name });
      },
    };
  };
  return { formik, fieldProps, busy, form };
}
