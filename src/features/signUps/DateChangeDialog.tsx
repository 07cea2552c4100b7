import { useTranslation } from 'react-i18next';
import { useFormik } from 'formik';
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import type { OpenCourse, SignUp } from '@machines/contracts';
import { DATE_CHANGE_REASON_MAX, dateChangeSchema } from '@machines/validation';
import { FormContext } from '../../components/actorContexts';
import { FormDialog } from '../../components/FormDialog';
import { useFieldProps, validateWith } from '../../components/formFields';
import * as signUpsApi from '../../lib/api/signUps';
import { BoundSessionForm } from './BoundSessionForm';
import { SessionField } from './SessionField';

interface DateChangeValues {
  readonly trainingDateId: string;
  readonly reason: string;
}

export interface DateChangeDialogProps {
  readonly signUp: SignUp;
  readonly course: OpenCourse;
  readonly onClose: () => void;
}

/**
 * Asking to move an approved sign-up (FormContext): another open session of its course
 * (a full one cannot be chosen) and why. The institution decides; what the server refuses
 * (a request already waiting, the session full by now) stays above the fields, kept.
 */
export function DateChangeDialog({ signUp, course, onClose }: DateChangeDialogProps) {
  const { t } = useTranslation();
  const form = FormContext.useActorRef();
  const serverErrors = FormContext.useSelector((s) => s.context.fieldErrors);
  const formik = useFormik<DateChangeValues>({
    initialValues: { trainingDateId: '', reason: '' },
    validate: validateWith<DateChangeValues>(dateChangeSchema),
    onSubmit: (values) => form.send({ type: 'SUBMIT', values: { ...values } }),
  });
  const bindField = useFieldProps(formik, {
    idPrefix: 'date-change',
    serverErrors,
    onEdited: (field) => form.send({ type: 'CHANGED', field }),
  });
  const session = bindField('trainingDateId');
  const others = course.dates.filter((date) => date.id !== signUp.trainingDateId);
  return (
    <FormDialog
      title={t('dateChange.askTitle', { course: signUp.courseName })}
      submitLabel={t('dateChange.ask')}
      savedText={t('dateChange.asked')}
      onSubmit={formik.handleSubmit}
      onClose={onClose}
    >
      <Alert severity="info">
        {t('dateChange.current', { from: signUp.startsOn, to: signUp.endsOn })}{' '}
        {t('dateChange.askHint')}
      </Alert>
      {others.length === 0 ? (
        <Alert severity="warning">{t('dateChange.noOtherSession')}</Alert>
      ) : (
        <SessionField
          idPrefix="date-change"
          course={course}
          sessions={others}
          value={formik.values.trainingDateId}
          error={session.error ? String(session.helperText) : undefined}
          onChange={(trainingDateId) => {
            void formik.setFieldValue('trainingDateId', trainingDateId);
            form.send({ type: 'CHANGED', field: 'trainingDateId' });
          }}
        />
      )}
      <TextField
        {...bindField('reason')}
        label={t('signUp.field.reason')}
        required
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: DATE_CHANGE_REASON_MAX } }}
      />
    </FormDialog>
  );
}

/** The request bound to `train/changedate`; the page reloads once a request was sent. */
export function BoundDateChangeDialog({
  signUp,
  onClose,
  onAsked,
}: {
  readonly signUp: SignUp;
  readonly onClose: () => void;
  readonly onAsked: () => void;
}) {
  const { t } = useTranslation();
  return (
    <BoundSessionForm<DateChangeValues>
      courseId={signUp.courseId}
      recordId={signUp.id}
      fields={['trainingDateId', 'reason']}
      title={t('dateChange.askTitle', { course: signUp.courseName })}
      submit={(values) =>
        signUpsApi.askDateChange({
          signUpId: signUp.id,
          trainingDateId: Number(values.trainingDateId),
          reason: values.reason.trim(),
        })
      }
      onClose={onClose}
      onDone={onAsked}
    >
      {(course, close) => <DateChangeDialog signUp={signUp} course={course} onClose={close} />}
    </BoundSessionForm>
  );
}
