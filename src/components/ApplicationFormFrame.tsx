import { useId, type FormEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StatusFamilyName } from '@machines/workflows';
import { SubmittedPanel, type SubmittedPanelProps } from './draftOrSubmitForm';
import { FormAlerts } from './FormAlerts';
import { StatusChip } from './StatusChip';
import { UnsavedChangesGuard, type UnsavedChangesGuardProps } from './UnsavedChangesGuard';

export interface ApplicationFormFrameProps {
  readonly title: string;
  /** The record's status beside the title; none for a new one. */
  readonly status?: { readonly family: StatusFamilyName; readonly code: number } | null;
  /** Why a reviewer returned it, above the fields. */
  readonly returned?: { readonly title: string; readonly comment: string } | null;
  /** Once submitted, the form gives way to this. */
  readonly submitted: SubmittedPanelProps | null;
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Unsaved changes: leaving asks first. */
  readonly dirty: boolean;
  /** A form on its list's page: which navigations stay on it (the guard's). */
  readonly staysOnForm?: UnsavedChangesGuardProps['staysOnForm'];
  /** The fields and the row of buttons. */
  readonly children: ReactNode;
}

/**
 * What every draft-or-submit application form is framed by (membership, institutions,
 * credit, projects): a section named by its title with the record's status, the return
 * comment and the form machine's notices, the form, the leave guard; and once submitted,
 * the panel saying what happens next.
 */
export function ApplicationFormFrame({
  title,
  status,
  returned,
  submitted,
  onSubmit,
  dirty,
  staysOnForm,
  children,
}: ApplicationFormFrameProps) {
  const headingId = useId();
  if (submitted) return <SubmittedPanel {...submitted} />;
  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: 3 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
        <Typography id={headingId} variant="h6" component="h2">
          {title}
        </Typography>
        {status && <StatusChip family={status.family} code={status.code} />}
      </Stack>
      <FormAlerts {...(returned ? { returned } : {})} />
      <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby={headingId}>
        {children}
      </Box>
      <UnsavedChangesGuard dirty={dirty} staysOnForm={staysOnForm} />
    </Paper>
  );
}
