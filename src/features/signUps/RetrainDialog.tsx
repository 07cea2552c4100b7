import { useTranslation } from 'react-i18next';
import { useFormik } from 'formik';
import Alert from '@mui/material/Alert';
import type { OpenCourse, SignUp } from '@machines/contracts';
import { retrainSchema } from '@machines/validation';
import { FormContext } from '../../components/actorContexts';
import { FormDialog } from '../../components/FormDialog';
import { useFieldProps, validateWith } from '../../components/formFields';
import * as signUpsApi from '../../lib/api/signUps';
import { BoundSessionForm } from './BoundSessionForm';
import { onlySession, SessionField } from './SessionField';

interface RetrainValues {
  readonly trainingDateId: string;
}

export interface RetrainDialogProps {
  readonly signUp: SignUp;
  readonly course: OpenCourse;
  readonly onClose: () => void;
}

/**
 * Signing a trainee who failed the exam up again (FormContext): one of the course's open
 * sessions (a full one cannot be chosen). The institution reviews the sign-up anew; what
 * the server refuses (the session full by now) stays above the field, the choice kept.
 */
export function RetrainDialog({ signUp, course, onClose }: RetrainDialogProps) {
  const { t } = useTranslation();
  const form = FormContext.useActorRef();
  const serverErrors = FormContext.useSelector((s) => s.context.fieldErrors);
  const formik = useFormik<RetrainValues>({
    initialValues: { trainingDateId: onlySession(course.dates) },
    validate: validateWith<RetrainValues>(retrainSchema),
    onSubmit: (values) => form.send({ type: 'SUBMIT', values: { ...values } }),
  });
  const session = useFieldProps(formik, {
    idPrefix: 'retrain',
    serverErrors,
    onEdited: (field) => form.send({ type: 'CHANGED', field }),
  })('trainingDateId');
  return (
    <FormDialog
      title={t('signUp.retrainTitle', { name: signUp.traineeName, course: signUp.courseName })}
      submitLabel={t('signUp.retrain')}
      savedText={t('signUp.retrained')}
      onSubmit={formik.handleSubmit}
      onClose={onClose}
    >
      <Alert severity="info">{t('signUp.retrainHint')}</Alert>
      {course.dates.length === 0 ? (
        <Alert severity="warning">{t('signUp.noOpenSession')}</Alert>
      ) : (
        <SessionField
          idPrefix="retrain"
          course={course}
          value={formik.values.trainingDateId}
          error={session.error ? String(session.helperText) : undefined}
          onChange={(trainingDateId) => {
            void formik.setFieldValue('trainingDateId', trainingDateId);
            form.send({ type: 'CHANGED', field: 'trainingDateId' });
          }}
        />
      )}
    </FormDialog>
  );
}

/** The retake bound to `v2/train-reset`; the page reloads once the trainee is signed up. */
export function BoundRetrainDialog({
  signUp,
  onClose,
  onSignedUp,
}: {
  readonly signUp: SignUp;
  readonly onClose: () => void;
  readonly onSignedUp: () => void;
}) {
  const { t } = useTranslation();
  return (
    <BoundSessionForm<RetrainValues>
      courseId={signUp.courseId}
      recordId={signUp.id}
      fields={['trainingDateId']}
      title={t('signUp.retrainTitle', { name: signUp.traineeName, course: signUp.courseName })}
      submit={(values) =>
        signUpsApi.retrain({
          id: signUp.id,
          version: signUp.version,
          trainingDateId: Number(values.trainingDateId),
        })
      }
      onClose={onClose}
      onDone={onSignedUp}
    >
      {(course, close) => <RetrainDialog signUp={signUp} course={course} onClose={close} />}
    </BoundSessionForm>
  );
}
