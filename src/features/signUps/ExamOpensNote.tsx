import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import type { SignUp } from '@machines/contracts';
import { sessionHasStarted, statusFamilies } from '@machines/workflows';
import { useToday } from '../../lib/today';

/**
 * Why an approved trainee's exam cannot be recorded yet: the machine takes PASS_EXAM only
 * once the session has started, so until that day the institution reads when it can.
 */
export function ExamOpensNote({ signUp }: { readonly signUp: SignUp }) {
  const { t } = useTranslation();
  const today = useToday();
  const dates = { sessionStartsOn: signUp.startsOn, today };
  const onceStarted = { ...dates, today: signUp.startsOn };
  const exam = { type: 'PASS_EXAM', actor: { party: 'institution' } } as const;
  const waiting =
    !sessionHasStarted(dates) &&
    statusFamilies.signUp.next(signUp.status, exam, onceStarted) !== undefined;
  if (!waiting) return null;
  return (
    <Alert severity="info" sx={{ mb: 1 }}>
      {t('signUp.examOpensOn', { date: signUp.startsOn })}
    </Alert>
  );
}
