import { useTranslation } from 'react-i18next';
import { useFormik, type FormikProps } from 'formik';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { CourseSession } from '@machines/contracts';
import { sessionMoveSchema, trainingDateSchema } from '@machines/validation';
import { FormContext } from '../../components/actorContexts';
import { DateField } from '../../components/DateField';
import { FormDialog } from '../../components/FormDialog';
import { useFieldProps, validateWith, type FieldProps } from '../../components/formFields';
import { SubmittingForm } from '../../components/SubmittingForm';
import * as courseSessionsApi from '../../lib/api/courseSessions';

type SpanValues = { readonly startsOn: string; readonly endsOn: string };

/** A session's first and last day, each its picker, messages under each. */
function SpanFields<Values extends SpanValues>({
  formik,
  bindField,
  idPrefix,
}: {
  readonly formik: FormikProps<Values>;
  readonly bindField: (name: keyof Values & string) => FieldProps;
  readonly idPrefix: string;
}) {
  const { t } = useTranslation();
  const form = FormContext.useActorRef();
  const submitting = FormContext.useSelector((s) => s.matches('submitting'));
  const field = (name: 'startsOn' | 'endsOn') => {
    const { error, helperText } = bindField(name);
    return (
      <DateField
        id={`${idPrefix}-${name}`}
        name={name}
        label={t(`courseSession.field.${name}`)}
        value={formik.values[name]}
        onChange={(value) => {
          void formik.setFieldValue(name, value, formik.submitCount > 0);
          form.send({ type: 'CHANGED', field: name });
        }}
        error={error}
        helperText={helperText}
        width="100%"
        required
        disabled={submitting}
      />
    );
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {field('startsOn')}
      {field('endsOn')}
    </Stack>
  );
}

/** The form's machine and formik, bound field by field (shared by both dialogs). */
function useSessionForm<Values extends SpanValues>(
  idPrefix: string,
  initialValues: Values,
  validate: (values: Values) => object,
) {
  const form = FormContext.useActorRef();
  const serverErrors = FormContext.useSelector((s) => s.context.fieldErrors);
  const formik = useFormik<Values>({
    initialValues,
    validate,
    onSubmit: (values) => form.send({ type: 'SUBMIT', values }),
  });
  const bindField = useFieldProps(formik, {
    idPrefix,
    serverErrors,
    onEdited: (field) => form.send({ type: 'CHANGED', field }),
  });
  return { formik, bindField };
}

type MoveValues = SpanValues & { readonly comment: string };
const MOVE_FIELDS = ['startsOn', 'endsOn', 'comment'] as const;

export interface MoveSessionDialogProps {
  readonly session: CourseSession;
  readonly onClose: () => void;
}

/**
 * The institution asks the platform to move a session (FormContext): the new days and why.
 * Says who will be told, and that each applicant may cancel instead of following.
 */
export function MoveSessionDialog({ session, onClose }: MoveSessionDialogProps) {
  const { t } = useTranslation();
  const { formik, bindField } = useSessionForm<MoveValues>(
    'session-move',
    { startsOn: session.startsOn, endsOn: session.endsOn, comment: '' },
    validateWith<MoveValues>(sessionMoveSchema),
  );
  return (
    <FormDialog
      title={t('courseSession.moveTitle', { from: session.startsOn })}
      savedText={t('courseSession.moveAsked')}
      submitLabel={t('workflowEvent.REQUEST_CHANGE')}
      onSubmit={formik.handleSubmit}
      onClose={onClose}
    >
      <Alert severity="info" role="note">
        {t('courseSession.moveIntro', { count: session.signedUp })}
      </Alert>
      <SpanFields formik={formik} bindField={bindField} idPrefix="session-move" />
      <TextField
        {...bindField('comment')}
        label={t('courseSession.field.comment')}
        required
        multiline
        minRows={2}
      />
    </FormDialog>
  );
}

export function BoundMoveSessionDialog({
  onSaved,
  ...props
}: MoveSessionDialogProps & { readonly onSaved: () => void }) {
  const { id, version } = props.session;
  return (
    <SubmittingForm
      call={(values: MoveValues) => courseSessionsApi.askSessionMove({ id, version, ...values })}
      onSaved={onSaved}
      recordId={id}
      fields={MOVE_FIELDS}
    >
      <MoveSessionDialog {...props} />
    </SubmittingForm>
  );
}

type AddValues = SpanValues & { readonly capacity: string; readonly location: string };
const ADD_FIELDS = ['startsOn', 'endsOn', 'capacity', 'location'] as const;

export interface AddSessionDialogProps {
  /** The course's places: a session holds at most as many. */
  readonly capacity: number | null;
  readonly onClose: () => void;
}

/** The institution adds a session to a running course (FormContext): open at once. */
export function AddSessionDialog({ capacity, onClose }: AddSessionDialogProps) {
  const { t } = useTranslation();
  const { formik, bindField } = useSessionForm<AddValues>(
    'session-add',
    { startsOn: '', endsOn: '', capacity: capacity === null ? '' : String(capacity), location: '' },
    validateWith<AddValues>(trainingDateSchema),
  );
  return (
    <FormDialog
      title={t('courseSession.addTitle')}
      savedText={t('courseSession.added')}
      submitLabel={t('courseSession.add')}
      onSubmit={formik.handleSubmit}
      onClose={onClose}
    >
      <Alert severity="info" role="note">
        {t('courseSession.addIntro')}
      </Alert>
      <SpanFields formik={formik} bindField={bindField} idPrefix="session-add" />
      <TextField
        {...bindField('capacity')}
        label={t('courseSession.field.capacity')}
        required
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <TextField {...bindField('location')} label={t('courseSession.field.location')} />
    </FormDialog>
  );
}

export function BoundAddSessionDialog({
  courseId,
  onSaved,
  ...props
}: AddSessionDialogProps & { readonly courseId: number; readonly onSaved: () => void }) {
  return (
    <SubmittingForm
      call={(values: AddValues) =>
        courseSessionsApi.addSession({ courseId, ...values, capacity: Number(values.capacity) })
      }
      onSaved={onSaved}
      recordId={courseId}
      fields={ADD_FIELDS}
    >
      <AddSessionDialog {...props} />
    </SubmittingForm>
  );
}
