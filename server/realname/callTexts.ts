/** The OpenAPI texts of the company's calls (registered by lib/workflow/applicantCalls.ts). */
import type { ApplicantCallTexts } from '../lib/workflow/applicantCalls';

export const APPLICANT_CALL_TEXTS: ApplicantCallTexts = {
  ownList: {
    summary: "My company's real-name applications, newest first",
  },
  save: {
    summary: 'Create or update a draft',
    description:
      'Without `id`: a new draft (409 `error.realnameOpenExists` while the company has an ' +
      'open application). With `id` and `version`: changes a draft, returned or withdrawn ' +
      'application of the company (stale version 409). Fields left out stay as they are; ' +
      'empty ones are cleared. Format errors: 400 with `fieldErrors`.',
  },
  submit: {
    summary: 'Save and submit for review',
    description:
      'Saves like save-realcorporate, then SUBMIT. Incomplete: 400 with `fieldErrors` ' +
      'naming every missing or malformed field; the licence must be a file of the company. ' +
      'Not submittable in its status: 409.',
  },
  withdraw: {
    summary: 'Withdraw a submission',
  },
  detail: {
    summary: 'One application, its timeline and the actions open to the caller',
    description:
      'For the owner company and the platform (drafts: the owner only); anyone else 404. ' +
      'The contact mobile is shown whole.',
  },
};
