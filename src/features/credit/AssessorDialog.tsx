import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormik } from 'formik';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { fromPromise } from 'xstate';
import { formMachine, type FormRequest } from '@machines/app/form';
import type { InstitutionPerson } from '@machines/contracts';
import { FormContext } from '../../components/actorContexts';
import { FormDialog } from '../../components/FormDialog';
import { useFieldProps } from '../../components/formFields';
import * as creditApi from '../../lib/api/credit';
import type { CreditApplication } from '../../lib/api/credit';

type AssessorValues = { assessorId: string };
const FIELDS = ['assessorId'] as const;

export interface AssessorDialogProps {
  readonly application: CreditApplication;
  /** The institution's assessors (verified people its approval names). */
  readonly assessors: readonly InstitutionPerson[];
  readonly onClose: () => void;
  /** Once the dialog closes after a save: the page loads the application again. */
  readonly onSaved?: () => void;
}

/**
 * The institution names the assessor who examines an application (FormContext): one of
 * its assessors, or none. Refusals show above or under the field.
 */
export function AssessorDialog({ application, assessors, onClose, onSaved }: AssessorDialogProps) {
  const { t } = useTranslation();
  const form = FormContext.useActorRef();
  const submitted = FormContext.useSelector((s) => s.matches('submitted'));
  const serverErrors = FormContext.useSelector((s) => s.context.fieldErrors);
  const formik = useFormik<AssessorValues>({
    initialValues: { assessorId: application.assessorId ? String(application.assessorId) : '' },
    onSubmit: (values) => form.send({ type: 'SUBMIT', values }),
  });
  const bindField = useFieldProps(formik, {
    idPrefix: 'credit',
    serverErrors,
    onEdited: (field) => form.send({ type: 'CHANGED', field }),
  });
  const assessor = bindField('assessorId');
  return (
    <FormDialog
      title={t('creditApply.assessorTitle', { name: application.companyName })}
      savedText={t(
        formik.values.assessorId ? 'creditApply.assessorSaved' : 'creditApply.assessorCleared',
      )}
      onSubmit={formik.handleSubmit}
      onClose={() => {
        onClose();
        if (submitted) onSaved?.();
      }}
    >
      <TextField
        {...assessor}
        label={t('creditApply.field.assessorId')}
        select
        helperText={assessor.error ? assessor.helperText : t('creditApply.assessorHint')}
      >
        <MenuItem value="">{t('creditApply.noAssessor')}</MenuItem>
        {assessors.map((person) => (
          <MenuItem key={person.id} value={String(person.id)}>
            {person.name}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
}

/**
 * The dialog with its own form machine, bound to `assign-corporatecredit-assessor`. The page
 * reloads the application once the dialog closes after a save, so the saved notice shows.
 */
export function BoundAssessorDialog(props: AssessorDialogProps) {
  const { application } = props;
  const [logic] = useState(() =>
    formMachine.provide({
      actors: {
        submit: fromPromise<unknown, FormRequest>(async ({ input }) => {
          const { assessorId } = input.values as AssessorValues;
          const answer = await creditApi.assignAssessor({
            id: application.id,
            version: application.version,
            assessorId: assessorId ? Number(assessorId) : null,
          });
          return answer;
        }),
      },
    }),
  );
  return (
    <FormContext.Provider
      logic={logic}
      options={{ input: { recordId: application.id, fields: FIELDS } }}
    >
      <AssessorDialog {...props} />
    </FormContext.Provider>
  );
}
