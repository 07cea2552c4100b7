/**
 * The histories the large seed gives its real-name applications, one per final status.
 * They are replayed through the workflow machine when the seed starts, so the audit rows
 * it writes in bulk can only be histories the machine allows.
 */
import { statusFamilies, type Party } from '@machines/workflows';

const family = statusFamilies.application;

interface PathStep {
  readonly event: 'SUBMIT' | 'WITHDRAW' | 'APPROVE' | 'REJECT' | 'RETURN' | 'REVOKE';
  readonly party: Extract<Party, 'applicant' | 'platform'>;
  readonly comment?: string;
}

const submit: PathStep = { event: 'SUBMIT', party: 'applicant' };
const approve: PathStep = { event: 'APPROVE', party: 'platform' };

/** Ten buckets: company n gets the history of bucket n mod 10 (so statuses are spread). */
const BUCKETS: readonly (readonly PathStep[])[] = [
  [],
  [submit],
  [submit],
  [submit],
  [submit, approve],
  [submit, approve],
  [submit, { event: 'REJECT', party: 'platform', comment: '材料不符合要求，不予认证。' }],
  [submit, { event: 'RETURN', party: 'platform', comment: '营业执照不清晰，请重新上传。' }],
  [submit, { event: 'WITHDRAW', party: 'applicant' }],
  [submit, approve, { event: 'REVOKE', party: 'platform', comment: '经核查材料存在问题。' }],
];

export interface ReplayedStep {
  /** 1-based: the step happens `step` gaps after the application was created. */
  readonly step: number;
  readonly event: string;
  readonly party: PathStep['party'];
  readonly fromCode: number;
  readonly toCode: number;
  readonly comment: string | null;
}

export interface ReplayedPath {
  readonly bucket: number;
  readonly status: number;
  readonly steps: readonly ReplayedStep[];
  /** The step of the latest submission, and of the latest reviewer decision; 0 when none. */
  readonly submittedStep: number;
  readonly decidedStep: number;
}

export function replayedPaths(): ReplayedPath[] {
  return BUCKETS.map((path, bucket) => {
    let status = family.codeOf('draft');
    const steps = path.map((step, index): ReplayedStep => {
      const event = {
        type: step.event,
        actor: { party: step.party },
        ...(step.comment ? { comment: step.comment } : {}),
      };
      const next = family.next(status, event);
      if (!next) throw new Error(`Large seed: ${step.event} from status ${status} is refused`);
      const replayed = {
        step: index + 1,
        event: step.event,
        party: step.party,
        fromCode: status,
        toCode: next.code,
        comment: step.comment ?? null,
      };
      status = next.code;
      return replayed;
    });
    const lastStepOf = (accept: (step: ReplayedStep) => boolean) =>
      steps.filter(accept).at(-1)?.step ?? 0;
    return {
      bucket,
      status,
      steps,
      submittedStep: lastStepOf((step) => step.event === 'SUBMIT'),
      decidedStep: lastStepOf((step) => step.party === 'platform'),
    };
  });
}
