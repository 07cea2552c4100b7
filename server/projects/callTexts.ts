/** The OpenAPI texts of the company's calls (registered by lib/workflow/applicantCalls.ts). */
import type { ApplicantCallTexts } from '../lib/workflow/applicantCalls';

export const APPLICANT_CALL_TEXTS: ApplicantCallTexts = {
  ownList: {
    summary: "My company's project declarations, newest first",
  },
  save: {
    summary: 'Create or update a draft project declaration',
    description:
      'Without `id`: a new draft (its name required). With `id` and `version`: changes a ' +
      'draft or a returned declaration (stale version 409). Fields left out stay as ' +
      'they are; empty ones are cleared. A manager not verified on the roster, an ' +
      'institution that is not one, a file not the company’s: 400 with `fieldErrors`.',
  },
  submit: {
    summary: 'Save and submit a project declaration to its review institution',
    description:
      'Saves like the draft call, then SUBMIT. Incomplete: 400 naming every missing ' +
      'field (the contract and the acceptance report included). Not submittable: 409.',
  },
  withdraw: {
    summary: 'Withdraw a declaration its institution has not reviewed yet',
  },
  remove: {
    summary: 'Delete a draft project declaration',
    description: 'Drafts only (never submitted, or withdrawn): else 409.',
  },
  detail: {
    summary: 'One project declaration, its timeline and the actions open to the caller',
    description:
      'For the owner company, its review institution and the platform (drafts: the ' +
      'owner only); anyone else: 404.',
  },
};
