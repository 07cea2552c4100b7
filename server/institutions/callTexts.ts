/** The OpenAPI texts of the company's calls (registered by lib/workflow/applicantCalls.ts). */
import type { ApplicantCallTexts } from '../lib/workflow/applicantCalls';
import type { InstitutionKind } from '@machines/access';

/** Each kind's calls say which kind they are for. */
export function applicantCallTexts(kind: InstitutionKind): ApplicantCallTexts {
  const what = kind === 'training' ? 'training-institution' : 'review-institution';
  return {
    save: {
      summary: `Create or update a draft ${what} application`,
      description:
        'Without `id`: a new draft (409 while the company has an open application of this ' +
        'kind). With `id` and `version`: changes a draft, returned or withdrawn application ' +
        '(stale version 409). Fields left out stay as they are; empty ones are cleared. ' +
        "Format errors, a line without this kind's role code, a file not the company's or a " +
        'person not verified on its roster: 400 with `fieldErrors`.',
    },
    submit: {
      summary: `Save and submit a ${what} application`,
      description:
        'Saves like the draft call, then SUBMIT. Incomplete: 400 naming every missing or ' +
        'malformed field. Not submittable in its status: 409.',
    },
    withdraw: {
      summary: `Withdraw a ${what} application awaiting review`,
    },
    detail: {
      summary: `One ${what} application, its timeline and the actions open to the caller`,
      description:
        'For the owner company and the platform (drafts: the owner only); anyone else, or ' +
        'an id of the other kind: 404. The contact mobile is shown whole.',
    },
  };
}
