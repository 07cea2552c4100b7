/**
 * An applicant's form on a page of its own (membership, institutions, credit, training
 * histories): a new record, or the one the URL names to continue or correct. The first draft
 * names itself in the URL, replacing the entry so a reload reopens it, while the form stays
 * mounted; the way back leads to the area's list.
 */
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import Stack from '@mui/material/Stack';
import {
  ApplicantFormHost,
  type ApplicantFormArea,
  type VersionedRecord,
} from './ApplicantFormHost';
import { NEW_RECORD } from './formParam';
import { PageHeading } from './PageHeading';
import { NAMING_RECORD } from './UnsavedChangesGuard';

export interface ApplicantFormPageProps<TFields, TRecord extends VersionedRecord, TDetail> {
  readonly heading: string;
  readonly area: ApplicantFormArea<TFields, TRecord, TDetail>;
  /** The record the URL names, or null for a new one. */
  readonly named: string | null;
  /** This page naming a record. */
  readonly pathOf: (id: string) => string;
  /** The area's list. */
  readonly listPath: string;
  /** What else tells one form from another on the page (an institution's kind). */
  readonly variant?: string;
  /** Drawn between the heading and the form. */
  readonly children?: ReactNode;
}

export function ApplicantFormPage<TFields, TRecord extends VersionedRecord, TDetail>({
  heading,
  area,
  named,
  pathOf,
  listPath,
  variant = '',
  children,
}: ApplicantFormPageProps<TFields, TRecord, TDetail>) {
  const navigate = useNavigate();
  // The draft the open "new" form has just created: the URL names it, the form stays.
  const [created, setCreated] = useState<string | null>(null);
  const target = named === null || named === created ? NEW_RECORD : named;
  return (
    <Stack spacing={2}>
      <PageHeading>{heading}</PageHeading>
      {children}
      <ApplicantFormHost
        key={`${variant}-${target}`}
        area={area}
        target={target}
        onCreated={(id) => {
          setCreated(id);
          void navigate(pathOf(id), { replace: true, state: NAMING_RECORD });
        }}
        onClose={() => void navigate(listPath)}
      />
    </Stack>
  );
}
