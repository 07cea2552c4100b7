/** The OpenAPI texts of the company's calls (registered by lib/workflow/applicantCalls.ts). */
import type { ApplicantCallTexts } from '../lib/workflow/applicantCalls';

export const APPLICANT_CALL_TEXTS: ApplicantCallTexts = {
  save: {
    summary: 'Create or update a draft credit application',
    description:
      'Without `id`: a new draft of the category (409 while the company has an open ' +
      'application of it). With `id` and `version`: changes a draft or a returned ' +
      'application (stale version 409); its category stays. Fields left out stay as ' +
      'they are; empty ones are cleared. A category not open, an institution not ' +
      "reviewing its line, a person not verified on the company's roster: 400 with " +
      '`fieldErrors`.',
  },
  submit: {
    summary: 'Save and submit a credit application to its review institution',
    description:
      'Saves like the draft call, then SUBMIT. Incomplete: 400 naming every missing ' +
      'field, and every required material without a file (`fieldErrors` ' +
      '`materials.<materialId>`). Not submittable in its status: 409.',
  },
  withdraw: {
    summary: 'Withdraw a credit application its institution has not reviewed yet',
  },
  remove: {
    summary: 'Delete a draft credit application',
    description: 'Drafts only (never submitted, or withdrawn): else 409.',
  },
  detail: {
    summary: 'One credit application, its timeline and the actions open to the caller',
    description:
      'For the owner company, its review institution and the platform (drafts: the ' +
      'owner only); anyone else: 404.',
  },
};
