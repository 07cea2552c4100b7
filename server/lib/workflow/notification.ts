/**
 * The message every workflow step sends the applicant (DESIGN §9), and the one that tells
 * whoever must act next that a record waits for them. Messages are stored as
 * text, rendered once from the shared catalogues: accounts have no language preference
 * yet, so they are written in the association's language, Chinese.
 */
import { statusFamilies, type StatusFamilyName } from '@machines/workflows';
import { t, type Language } from '../i18n';
import { eventLabelKey } from './refusals';

/** Messages are stored in the association's language (accounts have no preference yet). */
export const MESSAGE_LANGUAGE: Language = 'zh';

export interface StepDescription {
  readonly family: StatusFamilyName;
  readonly kindKey: string;
  readonly subject: string | null;
  readonly event: string;
  readonly toStatus: number;
  readonly comment: string | null;
}

export function stepMessage(step: StepDescription): { title: string; content: string } {
  const params = {
    kind: { key: step.kindKey },
    subject: step.subject ?? '',
    action: { key: eventLabelKey(step.event) },
    status: { key: statusFamilies[step.family].metaOf(step.toStatus).label },
  };
  const lines = [
    t(
      MESSAGE_LANGUAGE,
      step.subject ? 'workflow.message.content' : 'workflow.message.contentNoSubject',
      params,
    ),
    ...(step.comment
      ? [t(MESSAGE_LANGUAGE, 'workflow.message.comment', { comment: step.comment })]
      : []),
  ];
  return {
    title: t(MESSAGE_LANGUAGE, 'workflow.message.title', params),
    content: lines.join('\n'),
  };
}

/** To whoever must act on a record now: what waits for them, and whose it is. */
export function actionMessage({
  kindKey,
  applicant,
}: {
  readonly kindKey: string;
  readonly applicant: string;
}): { title: string; content: string } {
  const params = { kind: { key: kindKey }, applicant };
  return {
    title: t(MESSAGE_LANGUAGE, 'workflow.message.toReviewTitle', params),
    content: t(MESSAGE_LANGUAGE, 'workflow.message.toReviewContent', params),
  };
}
