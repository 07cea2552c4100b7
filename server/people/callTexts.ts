/** The OpenAPI texts of the company's calls (registered by lib/workflow/applicantCalls.ts). */
import type { ApplicantCallTexts } from '../lib/workflow/applicantCalls';

export const APPLICANT_CALL_TEXTS: ApplicantCallTexts = {
  save: {
    summary: 'Add a person, or change one',
    description:
      'Without `id`: a new person (draft). With `id` and `version`: changes the person ' +
      '(stale version 409). A draft, returned or withdrawn person changes freely; a ' +
      'verified one only mobile, email and end of employment; one awaiting review not ' +
      'at all (409). An ID card number already on the roster: 409 naming the field. ' +
      'Files must be uploads of the company. Format errors: 400 with `fieldErrors`.',
  },
  submit: {
    summary: 'Save and declare for verification',
    description:
      'Saves like save-userstaff, then SUBMIT. Incomplete: 400 naming every missing or ' +
      'malformed field (a photo and the ID card picture are required). Not declarable ' +
      'in its status: 409.',
  },
  withdraw: {
    summary: 'Withdraw a declaration awaiting review',
  },
  remove: {
    summary: 'Remove a person from the roster',
    description:
      'The person leaves the roster and every list; records naming them keep them. ' +
      'Awaiting review: 409 (withdraw first).',
  },
  detail: {
    summary: 'One person, whole, with the steps of their verification',
    description:
      'For the company and the staff who verify people (not drafts); anyone else 404. ' +
      'ID card and mobile whole.',
  },
};
