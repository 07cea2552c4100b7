/**
 * An application form that saves drafts or submits (membership, institutions): formik
 * checks with the draft schema (well-formed) or the submission schema (complete) by the
 * button pressed, sends trimmed values to the form machine (FormContext), and shows each
 * field's message — the form's own, else the server's until the field is edited. After
 * a submission the form gives way to `SubmittedPanel`. `FormActions` is the row of buttons
 * under every such form.
 */
import { useId, useRef, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useFormik,
  validateYupSchema,
  yupToFormErrors,
  type FormikErrors,
  type FormikTouched,
} from 'formik';
import type { AnyObjectSchema } from 'yup';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import SaveIcon from '@mui/icons-material/Save';
import SendIcon from '@mui/icons-material/Send';
import { FormContext } from './actorContexts';
import { ConfirmDialog } from './ConfirmDialog';
import { useFieldProps } from './formFields';

type Intent = 'draft' | 'submit';

export interface DraftOrSubmitOptions<TValues extends object> {
  readonly initialValues: TValues;
  readonly draftSchema: AnyObjectSchema;
  readonly submissionSchema: AnyObjectSchema;
  /** Every field, in form order (the ones a failed draft check marks touched). */
  readonly fieldNames: readonly (keyof TValues & string)[];
  /** Prefix of the input ids, unique on the page. */
  readonly idPrefix: string;
}

export function useDraftOrSubmitForm<TValues extends object>({
  initialValues,
  draftSchema,
  submissionSchema,
  fieldNames,
  idPrefix,
}: DraftOrSubmitOptions<TValues>) {
  const { t } = useTranslation();
  const form = FormContext.useActorRef();
  const savingDraft = FormContext.useSelector((s) => s.matches('savingDraft'));
  const submitting = FormContext.useSelector((s) => s.matches('submitting'));
  const submitted = FormContext.useSelector((s) => s.matches('submitted'));
  const busy = FormContext.useSelector((s) => s.hasTag('busy'));
  const dirty = FormContext.useSelector((s) => s.context.dirty);
  const serverErrors = FormContext.useSelector((s) => s.context.fieldErrors);
  const intent = useRef<Intent>('submit');

  /** Trimmed, as the server will store them: what the form machine sends. */
  const normalised = (values: TValues): Readonly<Record<string, unknown>> => ({
    ...(values as Readonly<Record<string, unknown>>),
    ...(draftSchema.cast(values, { assert: false }) as object),
  });

  const formik = useFormik<TValues>({
    initialValues,
    validate: async (values): Promise<FormikErrors<TValues>> => {
      const schema = intent.current === 'submit' ? submissionSchema : draftSchema;
      try {
        await validateYupSchema(values, schema);
        return {};
      } catch (failure) {
        return yupToFormErrors<TValues>(failure);
      }
    },
    onSubmit: (values) => form.send({ type: 'SUBMIT', values: normalised(values) }),
  });

  const edited = (field: string) => form.send({ type: 'CHANGED', field });
  const bindField = useFieldProps(formik, { idPrefix, serverErrors, onEdited: edited });
  /** A text field's props: every edit counts as unsaved, not only those under a message. */
  const textField = (name: keyof TValues & string) => ({
    ...bindField(name),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      formik.handleChange(event);
      edited(name);
    },
    disabled: busy,
  });
  /** The message of a field that is not a text input (a file, a list of people). */
  const messageOf = (name: keyof TValues & string): string | undefined => {
    const shown = Boolean(formik.touched[name]) || formik.submitCount > 0;
    const clientError = shown ? (formik.errors[name] as string | undefined) : undefined;
    return clientError ? t(clientError) : serverErrors[name];
  };
  /** Sets a field that is not a text input, counting the edit. */
  const setValue = <TKey extends keyof TValues & string>(name: TKey, value: TValues[TKey]) => {
    void formik.setFieldValue(name, value, false);
    edited(name);
  };

  const saveDraft = async () => {
    intent.current = 'draft';
    const errors = await formik.validateForm();
    const wrong = fieldNames.filter((name) => errors[name]);
    if (wrong.length > 0) {
      const touched = Object.fromEntries(wrong.map((name) => [name, true]));
      void formik.setTouched(touched as FormikTouched<TValues>, false);
      return;
    }
    form.send({ type: 'SAVE_DRAFT', values: normalised(formik.values) });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    intent.current = 'submit';
    formik.handleSubmit(event);
  };

  return {
    formik,
    textField,
    messageOf,
    setValue,
    saveDraft,
    submit,
    state: { savingDraft, submitting, submitted, busy, dirty },
  };
}

export interface SubmittedPanelProps {
  readonly title: string;
  readonly text: string;
  readonly backLabel: string;
  readonly onBack: () => void;
}

/** What a form shows once its application is submitted: that it is, and the way back. */
export function SubmittedPanel({ title, text, backLabel, onBack }: SubmittedPanelProps) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: 3 }}>
      <Alert severity="success" role="status">
        <AlertTitle id={headingId}>{title}</AlertTitle>
        {text}
      </Alert>
      <Box sx={{ mt: 2 }}>
        <Button variant="contained" onClick={onBack} autoFocus>
          {backLabel}
        </Button>
      </Box>
    </Paper>
  );
}

export interface FormActionsProps {
  /** Back where the form was opened from (its leave guard asks first). */
  readonly onCancel: () => void;
  /** Saves the form as a draft; none where the form only saves (a verified person's contact). */
  readonly onSaveDraft?: () => void;
  readonly saveDraftLabel?: string;
  readonly submitLabel: string;
  /** The submit button's icon: sending by default. */
  readonly submitIcon?: ReactNode;
  readonly savingDraft: boolean;
  readonly submitting: boolean;
  /** The form machine is working: nothing may be pressed. */
  readonly busy: boolean;
  /** A file is still on its way: nothing may be saved before it lands. */
  readonly uploading?: boolean;
}

/**
 * The question a form's machine was given (an application's submission), asked while the
 * machine is `confirming`: confirmed, the submission goes; cancelled, the form stays.
 */
export function SubmitQuestion({ confirmLabel }: { readonly confirmLabel: string }) {
  const { t } = useTranslation();
  const form = FormContext.useActorRef();
  const confirming = FormContext.useSelector((s) => s.matches('confirming'));
  const question = FormContext.useSelector((s) => s.context.confirm);
  if (!question) return null;
  return (
    <ConfirmDialog
      open={confirming}
      title={t(question.titleKey)}
      message={t(question.questionKey)}
      confirmLabel={confirmLabel}
      onConfirm={() => form.send({ type: 'CONFIRM' })}
      onCancel={() => form.send({ type: 'CANCEL' })}
    />
  );
}

/**
 * The row under an application form: cancel, save as a draft, submit. A form whose machine
 * was given a question (an application) asks it before sending, as its list does.
 */
export function FormActions({
  onCancel,
  onSaveDraft,
  saveDraftLabel,
  submitLabel,
  submitIcon = <SendIcon />,
  savingDraft,
  submitting,
  busy,
  uploading = false,
}: FormActionsProps) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 3, justifyContent: 'flex-end' }}>
      <SubmitQuestion confirmLabel={submitLabel} />
      <Button onClick={onCancel} disabled={busy}>
        {t('action.cancel')}
      </Button>
      {onSaveDraft && (
        <Button
          variant="outlined"
          startIcon={<SaveIcon />}
          onClick={onSaveDraft}
          loading={savingDraft}
          disabled={busy || uploading}
        >
          {saveDraftLabel}
        </Button>
      )}
      <Button
        type="submit"
        variant="contained"
        startIcon={submitIcon}
        loading={submitting}
        disabled={busy || uploading}
      >
        {submitLabel}
      </Button>
    </Stack>
  );
}
