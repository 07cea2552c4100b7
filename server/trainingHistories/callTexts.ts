/** The OpenAPI texts of the company's calls (registered by lib/workflow/applicantCalls.ts). */
import type { ApplicantCallTexts } from '../lib/workflow/applicantCalls';

export const APPLICANT_CALL_TEXTS: ApplicantCallTexts = {
  ownList: {
    summary: "My company's declarations of one kind, newest first",
  },
  save: {
    summary: 'Create or update a draft declaration',
    description:
      'Without `id`: a new draft of the `kind` named (its training name required). With ' +
      '`id` and `version`: changes a draft, returned or withdrawn declaration (stale ' +
      'version 409). Fields left out stay as they are; empty ones are cleared. A trainee ' +
      'not verified on the roster, a proof not the company’s, a training not over by ' +
      'today: 400 with `fieldErrors`.',
  },
  submit: {
    summary: 'Save and submit a declaration to the platform',
    description:
      'Saves like the draft call, then SUBMIT. Incomplete: 400 naming every missing ' +
      'field (the proof included; a cultivation also its content). Not submittable: 409.',
  },
  withdraw: {
    summary: 'Withdraw a declaration the platform has not decided on',
  },
  remove: {
    summary: 'Delete a draft declaration',
    description: 'Drafts only (never submitted): else 409.',
  },
  detail: {
    summary: 'One declaration, its timeline and the actions open to the caller',
    description: 'For its company and the platform (drafts: the company only); anyone else: 404.',
  },
};
