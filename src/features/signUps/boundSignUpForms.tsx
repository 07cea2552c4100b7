/**
 * The sign-up form bound to its calls: a new sign-up (`train/entry-course` for a company's
 * people, `train/entry-course-reg` for oneself, or the picker's `train/applycourse`) and
 * the change of a waiting one (`train/update-entry-course`).
 */
import { useState } from 'react';
import type { SignUp } from '@machines/contracts';
import { FormContext } from '../../components/actorContexts';
import { submittingTo } from '../../components/formBinding';
import * as signUpsApi from '../../lib/api/signUps';
import {
  SignUpFormDialog,
  type SignUpFormDialogProps,
  type SignUpFormValues,
  type SignUpMode,
} from './SignUpFormDialog';
import { useSelfIdentity } from './signUpApplicant';

/** An individual's own particulars as the certificate will carry them. */
const particularsOf = (values: SignUpFormValues) => ({
  name: values.name.trim(),
  idCard: values.idCard.trim().toUpperCase(),
  mobile: values.mobile.trim(),
});

/**
 * The calls a new sign-up goes through: the open-course page's, one per kind of applicant,
 * or the course picker's single `train/applycourse`.
 */
export type SignUpCalls = 'byApplicant' | 'picker';

async function submitNewSignUp(mode: SignUpMode, calls: SignUpCalls, values: SignUpFormValues) {
  const trainingDateId = Number(values.trainingDateId);
  const applicant = mode === 'company' ? { personIds: values.personIds } : particularsOf(values);
  if (calls === 'picker') return signUpsApi.applyForCourse({ trainingDateId, ...applicant });
  return mode === 'company'
    ? signUpsApi.signUpPeople({ trainingDateId, personIds: values.personIds })
    : signUpsApi.signUpSelf({ trainingDateId, ...particularsOf(values) });
}

/** The form machine bound to the sign-up call of the caller's kind (or the picker's). */
export function BoundSignUpFormDialog(
  props: SignUpFormDialogProps & { readonly onSignedUp: () => void; readonly calls?: SignUpCalls },
) {
  const { mode, onSignedUp, calls = 'byApplicant' } = props;
  const [logic] = useState(() =>
    submittingTo(async (values: SignUpFormValues) => {
      const answer = await submitNewSignUp(mode, calls, values);
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
      {mode === 'self' ? <SelfSignUpFormDialog {...props} /> : <SignUpFormDialog {...props} />}
    </FormContext.Provider>
  );
}

/** An individual's form, their identity filled in once the page has it (`ApplicantRoster`). */
function SelfSignUpFormDialog(props: SignUpFormDialogProps) {
  const identity = useSelfIdentity();
  // Remounted when the number arrives, so it is filled in even if the form opened first.
  return <SignUpFormDialog key={identity ?? ''} {...props} identity={identity} />;
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
