/**
 * A sign-up page's own review binding: the review machine decides on the sign-up the page
 * shows now (its version as loaded), then the page loads it again. The applicant's page
 * (cancelling) and the reviewers' certificate page (issuing, rejecting, revoking) share it.
 */
import { useEffect, useRef, useState } from 'react';
import {
  useRecordReview,
  type RecordDecision,
  type ReviewedRecord,
} from '../../components/recordReview';
import { SignUpDetailContext } from './signUpActors';

/** Keeps the sign-up on screen where the review binding reads its version. */
export function RecordTracker({ onRecord }: { onRecord: (record: ReviewedRecord | null) => void }) {
  const result = SignUpDetailContext.useSelector((s) => s.output);
  const record = result?.ok ? result.detail.signUp : null;
  useEffect(() => onRecord(record), [record, onRecord]);
  return null;
}

/** The review logic for the tracked sign-up, and the tracker's callback. */
export function useSignUpRecordReview(
  decide: (decision: RecordDecision) => Promise<unknown>,
  reload: () => void,
) {
  const recordRef = useRef<ReviewedRecord | null>(null);
  const [track] = useState(() => (record: ReviewedRecord | null) => {
    recordRef.current = record;
  });
  const review = useRecordReview({ current: () => recordRef.current, decide, reload });
  return { review, track };
}
