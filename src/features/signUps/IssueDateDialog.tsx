import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormik } from 'formik';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { SignUpCourse } from '@machines/contracts';
import { issueDateSchema } from '@machines/validation';
import { FormContext } from '../../components/actorContexts';
import { DateField } from '../../components/DateField';
import { submittingTo } from '../../components/formBinding';
import { FormDialog } from '../../components/FormDialog';
import { useFieldProps, validateWith } from '../../components/formFields';
import { DetailResultView } from '../../components/RecordDialog';
import * as signUpsApi from '../../lib/api/signUps';
import { IssueDateContext, appIssueDateLoader } from './signUpActors';

interface IssueDateValues {
  readonly issuedOn: string;
}

export interface IssueDateDialogProps {
  readonly course: SignUpCourse;
  /** The date stored now ('' : none). */
  readonly issuedOn: string;
  readonly onClose: () => void;
}

/**
 * The day a course's personnel certificates say they were issued (FormContext), or none:
 * each certificate then carries the day it is issued. Certificates already issued keep
 * their day; a refusal stays above the field, the value kept.
 */
export function IssueDateDialog({ course, issuedOn, onClose }: IssueDateDialogProps) {
  const { t } = useTranslation();
  const form = FormContext.useActorRef();
  const serverErrors = FormContext.useSelector((s) => s.context.fieldErrors);
  const formik = useFormik<IssueDateValues>({
    initialValues: { issuedOn },
    validate: validateWith<IssueDateValues>(issueDateSchema),
    onSubmit: (values) => form.send({ type: 'SUBMIT', values: { ...values } }),
  });
  const bindField = useFieldProps(formik, {
    idPrefix: 'issue-date',
    serverErrors,
    onEdited: (field) => form.send({ type: 'CHANGED', field }),
  });
  const field = bindField('issuedOn');
  return (
    <FormDialog
      title={t('signUp.issueDateTitle', { course: course.name })}
      submitLabel={t('action.save')}
      savedText={t('signUp.issueDateSaved')}
      onSubmit={formik.handleSubmit}
      onClose={onClose}
    >
      <Typography variant="body2" color="text.secondary">
        {t('signUp.issueDateHint')}
      </Typography>
      <DateField
        id="issue-date-issuedOn"
        name="issuedOn"
        label={t('signUp.field.issuedOn')}
        value={formik.values.issuedOn}
        onChange={(value) => {
          void formik.setFieldValue('issuedOn', value);
          form.send({ type: 'CHANGED', field: 'issuedOn' });
        }}
        error={field.error}
        helperText={field.helperText ? String(field.helperText) : ' '}
        width="100%"
      />
    </FormDialog>
  );
}

/** The stored date (`train/get-issuedate`), then the form bound to `train/set-issuedate`. */
export function BoundIssueDateDialog({ course, onClose }: Omit<IssueDateDialogProps, 'issuedOn'>) {
  const [attempt, setAttempt] = useState(0);
  const [logic] = useState(() =>
    submittingTo((values: IssueDateValues) =>
      signUpsApi.setIssueDate({ id: course.id, issuedOn: values.issuedOn }),
    ),
  );
  return (
    <IssueDateContext.Provider
      key={attempt}
      logic={appIssueDateLoader}
      options={{ input: { id: course.id } }}
    >
      <FormContext.Provider
        logic={logic}
        options={{ input: { recordId: course.id, fields: ['issuedOn'] } }}
      >
        <LoadedIssueDateDialog
          course={course}
          onClose={onClose}
          onReload={() => setAttempt((n) => n + 1)}
        />
      </FormContext.Provider>
    </IssueDateContext.Provider>
  );
}

/** The form once the stored date is there; until then a dialog saying loading or failed. */
function LoadedIssueDateDialog({
  course,
  onClose,
  onReload,
}: Omit<IssueDateDialogProps, 'issuedOn'> & { readonly onReload: () => void }) {
  const { t } = useTranslation();
  const result = IssueDateContext.useSelector((s) => s.output);
  if (result?.ok) {
    return <IssueDateDialog course={course} issuedOn={result.detail.issuedOn} onClose={onClose} />;
  }
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="issue-date-title">
      <DialogTitle id="issue-date-title">
        {t('signUp.issueDateTitle', { course: course.name })}
      </DialogTitle>
      <DialogContent>
        <DetailResultView
          result={result}
          failedTitle={t('signUp.issueDateFailed')}
          onReload={onReload}
        >
          {() => null}
        </DetailResultView>
      </DialogContent>
    </Dialog>
  );
}
