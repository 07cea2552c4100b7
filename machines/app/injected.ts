import { fromPromise } from 'xstate';

/**
 * An I/O actor declared by name only. src/ binds the real call with
 * `machine.provide({ actors })`; stories and tests bind fixtures. Left unbound it
 * rejects, so a forgotten binding shows up as the machine's error path, not a hang.
 */
export function injectedPromise<TOutput, TInput = void>(name: string) {
  return fromPromise<TOutput, TInput>(() =>
    Promise.reject(new Error(`${name}: bind it with machine.provide({ actors })`)),
  );
}

/**
 * A side effect declared by name only (storage, page reload). It does nothing until
 * `machine.provide({ actions })` binds it, which keeps the machines pure and testable.
 */
export function injectedAction<TParams = undefined>() {
  return (_args: unknown, _params: TParams): void => undefined;
}
