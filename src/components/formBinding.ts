/** The one form machine bound to the call its form submits to. */
import { fromPromise } from 'xstate';
import { formMachine } from '@machines/app/form';

/**
 * The form machine submitting to `call`. The screen builds the typed request from formik
 * and sends it as the SUBMIT values, so this is where the machine's untyped values are
 * read back as that request.
 */
export function submittingTo<Request>(call: (request: Request) => Promise<unknown>) {
  return formMachine.provide({
    actors: { submit: fromPromise(({ input }) => call(input.values as unknown as Request)) },
  });
}
