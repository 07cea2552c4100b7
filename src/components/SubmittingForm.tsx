import { useState, type ReactNode } from 'react';
import { FormContext } from './actorContexts';
import { submittingTo } from './formBinding';

export interface SubmittingFormProps<Request> {
  /** The call a submission makes; its answer is the form machine's `answer`. */
  readonly call: (request: Request) => Promise<unknown>;
  /** After a saved submission (a list reloads). */
  readonly onSaved: () => void;
  readonly recordId: string | number | null;
  /** The fields whose server messages the form shows. */
  readonly fields: readonly string[];
  readonly children: ReactNode;
}

/** A one-step form (a dialog that saves once) with its machine bound to `call`. */
export function SubmittingForm<Request>({
  call,
  onSaved,
  recordId,
  fields,
  children,
}: SubmittingFormProps<Request>) {
  const [logic] = useState(() =>
    submittingTo(async (request: Request) => {
      const answer = await call(request);
      onSaved();
      return answer;
    }),
  );
  return (
    <FormContext.Provider logic={logic} options={{ input: { recordId, fields } }}>
      {children}
    </FormContext.Provider>
  );
}
