/**
 * The frame of a record's review page in a story: `user` signed in on `path`, the review
 * machine (idle, or restored to `review`) answering with the story's `submitDecision`, and
 * the review dialog naming the record. The story puts the area's detail context and
 * content inside.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { ReviewContext as ReviewMachineContext } from '@machines/app/review';
import { ReviewDialog } from '../../src/components/ReviewDialog';
import { users, type UserFixture } from './fixtures';
import { AppFrame, ReviewFrame, reviewSnapshot, StoryRouter, type ReviewCall } from './storyKit';

/** The review machine as a story restores it. */
export interface ReviewState {
  readonly state: string;
  readonly context: Partial<ReviewMachineContext>;
}

export interface ReviewDetailFrameProps {
  readonly user: UserFixture;
  /** The page the record is reviewed on; none where the detail is shown on its own. */
  readonly path?: string;
  readonly submitDecision: ReviewCall;
  readonly review?: ReviewState | undefined;
  /** How the review dialog names the record (its company, its title). */
  readonly itemLabel: string;
  readonly maxWidth?: number;
  readonly children: ReactNode;
}

export function ReviewDetailFrame({
  user,
  path,
  submitDecision,
  review,
  itemLabel,
  maxWidth = 900,
  children,
}: ReviewDetailFrameProps) {
  const page = (
    <Box sx={{ p: 2, maxWidth }}>
      <ReviewFrame
        submitDecision={submitDecision}
        {...(review ? { snapshot: reviewSnapshot(review.state, review.context) } : {})}
      >
        {children}
        <ReviewDialog itemLabel={() => itemLabel} />
      </ReviewFrame>
    </Box>
  );
  return (
    <AppFrame user={user}>{path ? <StoryRouter path={path}>{page}</StoryRouter> : page}</AppFrame>
  );
}

/** Who decides a qualification (a credit application, a project declaration) first, and last. */
export type QualificationLevel = 'institution' | 'platform';

/** A qualification's review story args: the level looking, the record's status, the review. */
export interface QualificationReviewStoryProps<Detail> {
  readonly level: QualificationLevel;
  readonly status: string;
  /** The detail the loader answers; built from `status` and `level` when omitted. */
  readonly detail?: Detail;
  readonly review?: ReviewState;
  readonly submitDecision: ReviewCall;
}

/**
 * The reviewer at a level and the page they review on: the review institution's
 * administrator, or the platform's.
 */
export function reviewerAt(
  level: QualificationLevel,
  pages: Record<QualificationLevel, { readonly path: string }>,
): Pick<ReviewDetailFrameProps, 'user' | 'path'> {
  return {
    user: level === 'institution' ? users.companyAdmin : users.superAdmin,
    path: pages[level].path,
  };
}
