import { useEffect, useRef, type FormEventHandler, type ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import { useHydrated } from '../lib/hydrated';

export interface PublicFormProps {
  /** The form's accessible name. */
  readonly label: string;
  readonly onSubmit: FormEventHandler<HTMLFormElement>;
  readonly children: ReactNode;
}

/**
 * A public page's form (login, register, forgot password). These pages arrive prerendered
 * and are drawn before their script has run: until React has adopted the markup, the form's
 * controls are disabled (a disabled fieldset), so nothing typed is lost when React takes the
 * fields over, and the form cannot be sent natively. It would be sent by POST all the same:
 * never a password in a URL.
 */
export function PublicForm({ label, onSubmit, children }: PublicFormProps) {
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const adopted = useRef(!hydrated);
  useEffect(() => {
    if (!hydrated || !adopted.current) return;
    adopted.current = false;
    // Its field asked for the focus while it was disabled: it gets it now, unless the user
    // has put the focus somewhere already.
    if (document.activeElement === document.body) {
      form.current?.querySelector<HTMLElement>('[autofocus]')?.focus();
    }
  }, [hydrated]);
  return (
    <form ref={form} noValidate method="post" aria-label={label} onSubmit={onSubmit}>
      <Stack
        component="fieldset"
        disabled={!hydrated}
        spacing={1}
        sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}
      >
        {children}
      </Stack>
    </form>
  );
}
