import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourseSession } from '@machines/contracts';
import { BatchReviewProvider } from '../../components/batchReview';
import type { FilterField } from '../../components/FilterBar';
import { ListRouteProvider } from '../../components/ListRouteProvider';
import { ReviewList, type BatchDecisions } from '../../components/ReviewList';
import * as courseSessionsApi from '../../lib/api/courseSessions';
import { useToday } from '../../lib/today';
import { sessionColumns, sessionContextOf } from './sessionColumns';

/** `/trainingReview/trainDateCheck`: the moves institutions ask of running sessions. */
export function SessionMovesRoute() {
  return (
    <ListRouteProvider fetchPage={courseSessionsApi.fetchSessionMoves}>
      <BatchReviewProvider decide={courseSessionsApi.decideSessionMoves}>
        <SessionMovesScreen />
      </BatchReviewProvider>
    </ListRouteProvider>
  );
}

function sessionMoveFilters(t: (key: string) => string): FilterField[] {
  return [
    { kind: 'status', name: 'status', label: t('field.status'), family: 'trainingDate' },
    { kind: 'text', name: 'courseName', label: t('courseSession.course') },
  ];
}

/**
 * Sessions whose move an institution asked, those waiting first: the course and who runs
 * it, the days now and the days asked, the places held (who will be told) and why.
 * Approving moves the days (not offered once the session began or the asked day passed:
 * the machine's guard); refusing asks for a reason the institution reads.
 */
export function SessionMovesScreen() {
  const { t } = useTranslation();
  const today = useToday();
  const filters = useMemo(() => sessionMoveFilters(t), [t]);
  const batch: BatchDecisions<CourseSession> = {
    family: 'trainingDate',
    party: 'platform',
    decisions: ['APPROVE_CHANGE', 'REFUSE_CHANGE'],
    labelOf: (row) => `${row.courseName} ${row.startsOn}`,
    rowActions: true,
    contextOf: sessionContextOf(today),
  };
  const column = sessionColumns(t);
  return (
    <ReviewList<CourseSession>
      title={t('route.trainDateCheck')}
      listLabel={t('courseSession.movesLabel')}
      filters={filters}
      columns={[
        column.course,
        column.institution,
        column.dates,
        column.proposed,
        column.places,
        column.reason,
        column.status,
      ]}
      batch={batch}
    />
  );
}
