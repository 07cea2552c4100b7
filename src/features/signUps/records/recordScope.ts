import { roleKind } from '@machines/access';
import { SessionContext } from '../../../components/appActorContexts';

/** Whose records the caller reads: a company's roster, or an individual themselves. */
export type RecordScope = 'roster' | 'self';

export function useRecordScope(): RecordScope {
  const role = SessionContext.useSelector((s) => s.context.activeRole);
  return role && roleKind(role) === 'individual' ? 'self' : 'roster';
}
