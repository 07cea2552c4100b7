import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormik } from 'formik';
import { fromPromise } from 'xstate';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { formMachine, type FormRequest } from '@machines/app/form';
import { membershipEditSchema } from '@machines/validation/membership';
import { FormContext } from '../../components/actorContexts';
import { DateField } from '../../components/DateField';
import { FormDialog } from '../../components/FormDialog';
import { useFieldProps, validateWith } from '../../components/formFields';
import * as membershipApi from '../../lib/api/membership';
import type { CorporateVip } from '../../lib/api/membership';
import { useLevelName, useLevels } from './levels';

type EditValues = { levelCode: string; validFrom: string; validTo: string };
const EDIT_FIELDS = ['levelCode', 'validFrom', 'validTo'] as const;

/** The form machine bound to `update-corporatevip`, with the version on screen. */
export function useBoundEditForm(membership: CorporateVip, onSaved: () => void) {
  const [logic] = useState(() =>
    formMachine.provide({
      actors: {
        submit: fromPromise<unknown, FormRequest>(async ({ input }) => {
          const saved = await membershipApi.editMembership({
            ...(input.values as EditValues),
            id: membership.id,
            version: membership.version,
          });
          onSaved();
          return saved;
        }),
      },
    }),
  );
  return logic;
}

export interface MembershipEditDialogProps {
  readonly membership: CorporateVip;
  readonly onClose: () => void;
}

/**
 * A membership's level and validity, changed by the platform (FormContext): the dates are
 * both included; the server renews an expired membership given days ahead, or expires one
 * whose last day moved into the past. Refusals show under their fields.
 */
export function MembershipEditDialog({ membership, onClose }: MembershipEditDialogProps) {
  const { t } = useTranslation();
  const levels = useLevels();
  const levelName = useLevelName();
  const form = FormContext.useActorRef();
  const submitting = FormContext.useSelector((s) => s.matches('submitting'));
  const serverErrors = FormContext.useSelector((s) => s.context.fieldErrors);

  const formik = useFormik<EditValues>({
    initialValues: {
      levelCode: membership.levelCode,
      validFrom: membership.validFrom,
      validTo: membership.validTo,
    },
    validate: validateWith<EditValues>(membershipEditSchema),
    onSubmit: (values) => form.send({ type: 'SUBMIT', values }),
  });
  const edited = (field: string) => form.send({ type: 'CHANGED', field });
  const bindField = useFieldProps(formik, {
    idPrefix: 'membership',
    serverErrors,
    onEdited: edited,
  });
  const setDate = (name: 'validFrom' | 'validTo') => (value: string) => {
    void formik.setFieldValue(name, value, formik.submitCount > 0);
    edited(name);
  };
  const dateField = (name: 'validFrom' | 'validTo') => {
    const { error: wrong, helperText } = bindField(name);
    return (
      <DateField
        id={`membership-${name}`}
        name={name}
        label={t(`membership.${name}`)}
        value={formik.values[name]}
        onChange={setDate(name)}
        error={wrong}
        helperText={helperText}
        width="100%"
        required
        disabled={submitting}
      />
    );
  };

  return (
    <FormDialog
      title={t('membership.editTitle', { name: membership.companyName })}
      savedText={t('membership.edited')}
      onSubmit={formik.handleSubmit}
      onClose={onClose}
    >
      <TextField {...bindField('levelCode')} label={t('membership.level')} select required>
        {levels.map((level) => (
          <MenuItem key={level.code} value={level.code}>
            {levelName(level.code)}
          </MenuItem>
        ))}
      </TextField>
      {dateField('validFrom')}
      {dateField('validTo')}
    </FormDialog>
  );
}

/** The edit dialog with its own form machine. */
export function BoundMembershipEditDialog({
  membership,
  onClose,
  onSaved,
}: MembershipEditDialogProps & { onSaved: () => void }) {
  const logic = useBoundEditForm(membership, onSaved);
  return (
    <FormContext.Provider
      logic={logic}
      options={{ input: { recordId: membership.id, fields: EDIT_FIELDS } }}
    >
      <MembershipEditDialog membership={membership} onClose={onClose} />
    </FormContext.Provider>
  );
}
