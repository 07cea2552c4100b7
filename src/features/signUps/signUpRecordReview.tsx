/**
 * A sign-up page's own review binding: the review machine decides on the sign-up the page
 * shows now (its version as loaded, kept by the loader's `DetailTracker`), then the page
 * loads it again. The applicant's page (cancelling) and the reviewers' certificate page
 * (issuing, rejecting, revoking) share it.
 */
import type { SignUpDetail } from '@machines/contracts';
import { useLatestDetail } from '../../components/detailLoader';
import { useRecordReview, type RecordDecision } from '../../components/recordReview';

/** The review logic for the tracked sign-up, and the tracker's callback. */
export function useSignUpRecordReview(
  decide: (decision: RecordDecision) => Promise<unknown>,
  reload: () => void,
) {
  const { track, latest } = useLatestDetail<SignUpDetail>();
  const review = useRecordReview({ current: () => latest()?.signUp ?? null, decide, reload });
  return { review, track };
}
