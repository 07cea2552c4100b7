/**
 * The sign-up form bound to its calls: a new sign-up (`train/entry-course` for a company's
 * people, `train/entry-course-reg` for oneself) and the change of a waiting one
 * (`train/update-entry-course`).
 */
import { useState } from 'react';
import type { SignUp } from '@machines/contracts';
import { FormContext } from '../../components/actorContexts';
import { submittingTo } from '../../components/formBinding';
import { signUpsApi } from '../../lib/api';
import {
  SignUpFormDialog,
  type SignUpFormDialogProps,
  type SignUpFormValues,
} from './SignUpFormDialog';

/** An individual's own particulars as the certificate will carry them. */
const particularsOf = (values: SignUpFormValues) => ({
  name: values.name.trim(),
  idCard: values.idCard.trim().toUpperCase(),
  mobile: values.mobile.trim(),
});

/** The form machine bound to the sign-up call of the caller's kind. */
export function BoundSignUpFormDialog(props: SignUpFormDialogProps & { onSignedUp: () => void }) {
  const { mode, onSignedUp } = props;
  const [logic] = useState(() =>
    submittingTo(async (values: SignUpFormValues) => {
      const trainingDateId = Number(values.trainingDateId);
      const answer =
        mode === 'company'
          ? await signUpsApi.signUpPeople({ trainingDateId, personIds: values.personIds })
          : await signUpsApi.signUpSelf({ trainingDateId, ...particularsOf(values) });
      onSignedUp();
      return answer;
    }),
  );
  return (
    <FormContext.Provider
      logic={logic}
      options={{
        input: {
          recordId: null,
          fields: ['trainingDateId', 'personIds', 'name', 'idCard', 'mobile'],
        },
      }}
    >
      <SignUpFormDialog {...props} />
    </FormContext.Provider>
  );
}

/** The form machine bound to `train/update-entry-course` for one waiting sign-up. */
export function BoundSignUpEditDialog(
  props: SignUpFormDialogProps & { readonly editing: SignUp; readonly onSaved: () => void },
) {
  const { editing, mode, onSaved } = props;
  const [logic] = useState(() =>
    submittingTo(async (values: SignUpFormValues) => {
      const trainingDateId = Number(values.trainingDateId);
      const answer = await signUpsApi.editSignUp({
        id: editing.id,
        version: editing.version,
        trainingDateId,
        ...(mode === 'self' ? particularsOf(values) : {}),
      });
      onSaved();
      return answer;
    }),
  );
  return (
    <FormContext.Provider
      logic={logic}
      options={{
        input: { recordId: editing.id, fields: ['trainingDateId', 'name', 'idCard', 'mobile'] },
      }}
    >
      <SignUpFormDialog {...props} />
    </FormContext.Provider>
  );
}
