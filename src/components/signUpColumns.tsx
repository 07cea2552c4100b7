/** The columns the sign-up lists show (the applicant's, the institution's, date changes). */
import type { TFunction } from 'i18next';
import type { GridColDef, GridRenderCellParams } from '@mui/x-data-grid';
import { dateTimeColumn, statusColumn, textColumn } from './gridColumns';
import type { SignUp } from '../lib/api/signUps';
import { SessionDates } from './SessionDates';

/** What names a trainee's row in any sign-up list: who, for which company, on which course. */
type TraineeRow = Pick<SignUp, 'traineeName' | 'companyName' | 'courseName'>;

export function traineeColumns<R extends TraineeRow>(t: TFunction) {
  const company: GridColDef<R> = {
    ...textColumn<R>('companyName', t('signUp.company'), { flex: 1.5, minWidth: 160 }),
    valueGetter: (_value: unknown, row: R) => row.companyName || t('signUp.individual'),
  };
  return {
    trainee: textColumn<R>('traineeName', t('signUp.field.name'), { minWidth: 100 }),
    company,
    course: textColumn<R>('courseName', t('signUp.course'), { flex: 2, minWidth: 180 }),
  };
}

/** The columns of any list of sign-ups (training records too, which add their hours). */
export function signUpColumns<R extends SignUp = SignUp>(t: TFunction) {
  return {
    ...traineeColumns<R>(t),
    idCard: textColumn<R>('traineeIdCard', t('signUp.field.idCard'), { minWidth: 170 }),
    institution: textColumn<R>('institutionName', t('signUp.institution'), {
      flex: 1.5,
      minWidth: 160,
    }),
    session: {
      ...textColumn<R>('startsOn', t('signUp.field.trainingDateId'), { minWidth: 190 }),
      valueGetter: (_value: unknown, row: R) =>
        t('signUp.sessionValue', { from: row.startsOn, to: row.endsOn }),
      renderCell: ({ row }: GridRenderCellParams<R>) => <SessionDates signUp={row} inCell />,
    },
    status: statusColumn<R>('status', t('field.status'), 'signUp', t, { sortable: false }),
    createdAt: dateTimeColumn<R>('createdAt', t('signUp.signedUpAt'), { sortable: false }),
  };
}
