import type { FormEventHandler, ReactNode } from 'react';
import { formControlClasses } from '@mui/material/FormControl';
import { inputLabelClasses } from '@mui/material/InputLabel';
import { outlinedInputClasses } from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import { PAGE_LOAD } from '@machines/contracts/pageLoad';

export interface PublicFormProps {
  /** The form's accessible name. */
  readonly label: string;
  readonly onSubmit: FormEventHandler<HTMLFormElement>;
  readonly children: ReactNode;
}

/**
 * Before the app has taken the page over, MUI cannot know that a field has the focus or
 * text: its label would lie over what the reader types, and its focus would not show. CSS
 * draws both as MUI would, for a field focused or filled (a required field is valid once it
 * holds anything).
 */
const LABELS_FLOAT_BEFORE_THE_APP = {
  [`html:not([${PAGE_LOAD.appStartedAttribute}]) & .${formControlClasses.root}:has(input:focus, input:required:valid)`]:
    {
      [`& .${inputLabelClasses.outlined}`]: {
        transform: 'translate(14px, -9px) scale(0.75)',
        maxWidth: 'calc(133% - 32px)',
      },
      [`& .${outlinedInputClasses.notchedOutline} legend`]: { maxWidth: '100%' },
    },
  // The field's focus shown as MUI shows it: the input itself draws no outline.
  [`html:not([${PAGE_LOAD.appStartedAttribute}]) & .${formControlClasses.root}:has(input:focus)`]: {
    [`& .${outlinedInputClasses.notchedOutline}`]: { borderColor: 'primary.main', borderWidth: 2 },
    [`& .${inputLabelClasses.root}`]: { color: 'primary.main' },
  },
};

/**
 * A public page's form (login, register, forgot password). These pages arrive prerendered
 * and work as HTML before their script runs, which is at the reader's first touch: the
 * fields take typing, which the app takes over (src/app/earlyInput.ts), and a form sent
 * before then is held by the page's boot script for the app to send. Should it ever be sent
 * natively, it goes by POST: never a password in a URL.
 */
export function PublicForm({ label, onSubmit, children }: PublicFormProps) {
  return (
    <form noValidate method="post" aria-label={label} onSubmit={onSubmit}>
      <Stack
        component="fieldset"
        spacing={1}
        sx={{ border: 0, m: 0, p: 0, minWidth: 0, ...LABELS_FLOAT_BEFORE_THE_APP }}
      >
        {children}
      </Stack>
    </form>
  );
}
