import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useFormik } from 'formik';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { pages } from '@machines/access/pages';
import type { InstitutionPerson, OpenCourse, SignUp } from '@machines/contracts';
import { companySignUpSchema, selfSignUpSchema } from '@machines/validation';
import { FormContext } from '../../components/actorContexts';
import { FormDialog } from '../../components/FormDialog';
import { useFieldProps, validateWith } from '../../components/formFields';
import { PeoplePicker } from '../../components/PeoplePicker';
import { VerifiedPeopleContext } from '../../components/verifiedPeople';
import { onlySession, SessionField } from './SessionField';

/** Who signs up: a company its verified people, an individual themselves. */
export type SignUpMode = 'company' | 'self';

export interface SignUpFormValues {
  readonly trainingDateId: string;
  readonly personIds: number[];
  readonly name: string;
  readonly idCard: string;
  readonly mobile: string;
}

export interface SignUpFormDialogProps {
  readonly course: OpenCourse;
  readonly mode: SignUpMode;
  /** The individual's own name and mobile, filled in for them. */
  readonly self?: { readonly name: string; readonly mobile: string };
  /**
   * The ID card number the individual's earlier sign-ups carry: filled in and fixed (one
   * account is one trainee). None before a first sign-up.
   */
  readonly identity?: string | null;
  /** The sign-up being changed (its session; an individual's particulars); none: a new one. */
  readonly editing?: SignUp;
  readonly onClose: () => void;
}

const SCHEMA = { company: companySignUpSchema, self: selfSignUpSchema } as const;
/** A company's sign-up changes only its session. */
const SESSION_ONLY = companySignUpSchema.pick(['trainingDateId']);

function initialValuesOf(
  course: OpenCourse,
  self: SignUpFormDialogProps['self'],
  identity: string | null | undefined,
  editing?: SignUp,
): SignUpFormValues {
  return editing
    ? {
        trainingDateId: String(editing.trainingDateId),
        personIds: editing.personId === null ? [] : [editing.personId],
        name: editing.traineeName,
        idCard: editing.traineeIdCard,
        mobile: editing.traineeMobile,
      }
    : {
        trainingDateId: onlySession(course.dates),
        personIds: [],
        name: self?.name ?? '',
        idCard: identity ?? '',
        mobile: self?.mobile ?? '',
      };
}

/**
 * Signing up for one course (FormContext): a session among the open ones (each with its
 * free places; a full one cannot be chosen), then the company's verified people or the
 * individual's own particulars. What the server refuses (no places left, someone already
 * signed up) stays above the fields, the values kept.
 */
export function SignUpFormDialog({
  course,
  mode,
  self,
  identity,
  editing,
  onClose,
}: SignUpFormDialogProps) {
  const { t } = useTranslation();
  const form = FormContext.useActorRef();
  const serverErrors = FormContext.useSelector((s) => s.context.fieldErrors);
  const formik = useFormik<SignUpFormValues>({
    initialValues: initialValuesOf(course, self, identity, editing),
    validate: validateWith<SignUpFormValues>(
      editing && mode === 'company' ? SESSION_ONLY : SCHEMA[mode],
    ),
    onSubmit: (values) => form.send({ type: 'SUBMIT', values: { ...values } }),
  });
  const bindField = useFieldProps(formik, {
    idPrefix: 'sign-up',
    serverErrors,
    onEdited: (field) => form.send({ type: 'CHANGED', field }),
  });
  // A new sign-up of someone who signed up before: their number, not to be changed here.
  const fixedIdentity = !editing && typeof identity === 'string';
  const messageOf = (field: keyof SignUpFormValues & string) => {
    const props = bindField(field);
    return props.error ? String(props.helperText) : undefined;
  };
  return (
    <FormDialog
      title={t(editing ? 'signUp.editTitle' : 'signUp.formTitle', { course: course.name })}
      submitLabel={t(editing ? 'signUp.saveChanges' : 'signUp.submit')}
      savedText={t(editing ? 'signUp.changed' : 'signUp.submitted')}
      savedContent={
        editing ? undefined : (
          <Stack spacing={2}>
            <Alert severity="success" role="status">
              {t('signUp.submitted')}
            </Alert>
            <Button
              component={RouterLink}
              to={pages.newApply.path}
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('signUp.toMySignUps')}
            </Button>
          </Stack>
        )
      }
      onSubmit={formik.handleSubmit}
      onClose={onClose}
    >
      <SessionField
        idPrefix="sign-up"
        course={course}
        value={formik.values.trainingDateId}
        error={messageOf('trainingDateId')}
        onChange={(trainingDateId) => {
          void formik.setFieldValue('trainingDateId', trainingDateId);
          form.send({ type: 'CHANGED', field: 'trainingDateId' });
        }}
        // Its own session keeps its place: a move back is always possible.
        isDisabled={(date) => date.remainingPlaces === 0 && date.id !== editing?.trainingDateId}
      />
      {editing && mode === 'company' ? (
        <Alert severity="info">{t('signUp.editTrainee', { name: editing.traineeName })}</Alert>
      ) : mode === 'company' ? (
        <RosterField
          value={formik.values.personIds}
          error={messageOf('personIds')}
          onChange={(ids) => {
            void formik.setFieldValue('personIds', ids);
            form.send({ type: 'CHANGED', field: 'personIds' });
          }}
        />
      ) : (
        <>
          <TextField {...bindField('name')} label={t('signUp.field.name')} required />
          <TextField
            {...bindField('idCard')}
            label={t('signUp.field.idCard')}
            required
            {...(fixedIdentity && !bindField('idCard').error
              ? { helperText: t('signUp.identityFixed') }
              : {})}
            slotProps={{ htmlInput: { maxLength: 18, readOnly: fixedIdentity } }}
          />
          <TextField {...bindField('mobile')} label={t('signUp.field.mobile')} required />
          <Alert severity="info">{t('signUp.selfHint')}</Alert>
        </>
      )}
    </FormDialog>
  );
}

/** The company's verified people (loaded once for the page), several chosen by name. */
function RosterField({
  value,
  error,
  onChange,
}: {
  readonly value: number[];
  readonly error: string | undefined;
  readonly onChange: (ids: number[]) => void;
}) {
  const { t } = useTranslation();
  const result = VerifiedPeopleContext.useSelector((s) => s.output);
  const options: readonly InstitutionPerson[] = result?.ok ? result.detail : [];
  return (
    <PeoplePicker
      id="sign-up-personIds"
      label={t('signUp.field.personIds')}
      options={options}
      named={[]}
      value={value}
      onChange={onChange}
      loading={!result}
      required
      disabled={false}
      error={error ?? (result && !result.ok ? t('signUp.rosterFailed') : undefined)}
      hint={t('signUp.personIdsHint')}
    />
  );
}
