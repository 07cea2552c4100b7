import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormik } from 'formik';
import TextField from '@mui/material/TextField';
import type { SignUp } from '@machines/contracts';
import { examResultSchema, type ExamEvent } from '@machines/validation';
import { FormContext } from '../../components/actorContexts';
import { submittingTo } from '../../components/formBinding';
import { FormDialog } from '../../components/FormDialog';
import { useFieldProps, validateWith } from '../../components/formFields';
import * as signUpsApi from '../../lib/api/signUps';
import { ExamResultField } from './ExamResultField';

interface ExamValues {
  readonly event: ExamEvent | '';
  readonly score: string;
}

export interface ExamDialogProps {
  readonly signUp: SignUp;
  readonly onClose: () => void;
}

/**
 * An approved trainee's exam (FormContext): passed or failed, and the score (0-100, one
 * decimal). A pass sends the sign-up to certificate review; a refusal (someone recorded it
 * first) stays above the fields, the values kept.
 */
export function ExamDialog({ signUp, onClose }: ExamDialogProps) {
  const { t } = useTranslation();
  const form = FormContext.useActorRef();
  const serverErrors = FormContext.useSelector((s) => s.context.fieldErrors);
  const formik = useFormik<ExamValues>({
    initialValues: { event: '', score: '' },
    validate: validateWith<ExamValues>(examResultSchema),
    onSubmit: (values) => form.send({ type: 'SUBMIT', values: { ...values } }),
  });
  const bindField = useFieldProps(formik, {
    idPrefix: 'exam',
    serverErrors,
    onEdited: (field) => form.send({ type: 'CHANGED', field }),
  });
  const result = bindField('event');
  const resultError = result.error ? String(result.helperText) : undefined;
  return (
    <FormDialog
      title={t('signUp.examTitle', { name: signUp.traineeName })}
      submitLabel={t('signUp.recordExam')}
      savedText={t('signUp.examRecorded')}
      onSubmit={formik.handleSubmit}
      onClose={onClose}
    >
      <ExamResultField
        value={formik.values.event ?? ''}
        error={resultError}
        onChange={(value) => {
          void formik.setFieldValue('event', value);
          form.send({ type: 'CHANGED', field: 'event' });
        }}
      />
      <TextField
        {...bindField('score')}
        label={t('signUp.field.score')}
        required
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
    </FormDialog>
  );
}

/** The form machine bound to `train/auditexamination` for one sign-up. */
export function BoundExamDialog({
  onRecorded,
  ...props
}: ExamDialogProps & { readonly onRecorded: () => void }) {
  const { signUp } = props;
  const [logic] = useState(() =>
    submittingTo(async (values: ExamValues) => {
      const recorded = await signUpsApi.recordExam({
        id: signUp.id,
        version: signUp.version,
        event: values.event as ExamEvent,
        score: Number(values.score),
      });
      onRecorded();
      return recorded;
    }),
  );
  return (
    <FormContext.Provider
      logic={logic}
      options={{ input: { recordId: signUp.id, fields: ['event', 'score'] } }}
    >
      <ExamDialog {...props} />
    </FormContext.Provider>
  );
}
