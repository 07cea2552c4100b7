/**
 * The columns a session list shares (the institution's sessions of a course, the
 * platform's moves): its days, the move asked, places held, why, and its status.
 */
import type { TFunction } from 'i18next';
import type { GridColDef } from '@mui/x-data-grid';
import type { CourseSession } from '@machines/contracts';
import type { TrainingDateContext } from '@machines/workflows';
import { statusColumn, textColumn } from '../../components/gridColumns';

const span = (startsOn: string, endsOn: string) =>
  startsOn === endsOn ? startsOn : `${startsOn} – ${endsOn}`;

/** What the training date machine's guards read of a row on `today`. */
export const sessionContextOf =
  (today: string) =>
  (row: CourseSession): TrainingDateContext => ({
    // Only where a refusal returns to depends on it, not what is offered.
    wasRescheduled: false,
    startsOn: row.startsOn,
    proposedStartsOn: row.proposedStartsOn,
    today,
  });

export function sessionColumns(t: TFunction) {
  return {
    course: textColumn<CourseSession>('courseName', t('courseSession.course'), {
      flex: 1.5,
      minWidth: 160,
    }),
    institution: textColumn<CourseSession>('institutionName', t('courseSession.institution'), {
      minWidth: 140,
    }),
    dates: {
      ...textColumn<CourseSession>('startsOn', t('courseSession.dates'), { minWidth: 170 }),
      valueGetter: (_value: unknown, row: CourseSession) => span(row.startsOn, row.endsOn),
    } satisfies GridColDef<CourseSession>,
    proposed: {
      ...textColumn<CourseSession>('proposedStartsOn', t('courseSession.proposed'), {
        minWidth: 170,
      }),
      valueGetter: (_value: unknown, row: CourseSession) =>
        row.proposedStartsOn && row.proposedEndsOn
          ? span(row.proposedStartsOn, row.proposedEndsOn)
          : '',
    } satisfies GridColDef<CourseSession>,
    places: {
      ...textColumn<CourseSession>('signedUp', t('courseSession.places'), { minWidth: 100 }),
      valueGetter: (_value: unknown, row: CourseSession) =>
        t('courseSession.placesValue', { held: row.signedUp, capacity: row.capacity }),
    } satisfies GridColDef<CourseSession>,
    location: textColumn<CourseSession>('location', t('courseSession.field.location'), {
      minWidth: 120,
    }),
    reason: {
      ...textColumn<CourseSession>('reason', t('courseSession.field.comment'), {
        flex: 1.5,
        minWidth: 160,
      }),
      valueGetter: (_value: unknown, row: CourseSession) =>
        row.refusal
          ? t('courseSession.reasonRefused', { reason: row.reason, refusal: row.refusal })
          : row.reason,
    } satisfies GridColDef<CourseSession>,
    status: statusColumn<CourseSession>('status', t('field.status'), 'trainingDate', t, {
      sortable: false,
    }),
  };
}
