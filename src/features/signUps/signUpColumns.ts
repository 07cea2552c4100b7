/** The columns the sign-up lists show (the applicant's, the institution's). */
import type { TFunction } from 'i18next';
import { dateTimeColumn, statusColumn, textColumn } from '../../components/gridColumns';
import type { SignUp } from '../../lib/api/signUps';

export function signUpColumns(t: TFunction) {
  return {
    trainee: textColumn<SignUp>('traineeName', t('signUp.field.name'), { minWidth: 100 }),
    idCard: textColumn<SignUp>('traineeIdCard', t('signUp.field.idCard'), { minWidth: 170 }),
    company: {
      ...textColumn<SignUp>('companyName', t('signUp.company'), { flex: 1.5, minWidth: 160 }),
      valueGetter: (_value: unknown, row: SignUp) => row.companyName || t('signUp.individual'),
    },
    course: textColumn<SignUp>('courseName', t('signUp.course'), { flex: 2, minWidth: 180 }),
    institution: textColumn<SignUp>('institutionName', t('signUp.institution'), {
      flex: 1.5,
      minWidth: 160,
    }),
    session: {
      ...textColumn<SignUp>('startsOn', t('signUp.field.trainingDateId'), { minWidth: 190 }),
      valueGetter: (_value: unknown, row: SignUp) =>
        t('signUp.sessionValue', { from: row.startsOn, to: row.endsOn }),
    },
    status: statusColumn<SignUp>('status', t('field.status'), 'signUp', t, { sortable: false }),
    createdAt: dateTimeColumn<SignUp>('createdAt', t('signUp.signedUpAt'), { sortable: false }),
  };
}
