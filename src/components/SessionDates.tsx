import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import type { SignUp } from '@machines/contracts';
import { StatusChip } from './StatusChip';

/**
 * A sign-up's session, and where its date stands while it moves (改期申请中) or once it
 * moved (已改期): the same in its lists and on its detail.
 */
export function SessionDates({
  signUp,
}: {
  readonly signUp: Pick<SignUp, 'startsOn' | 'endsOn' | 'dateStatus'>;
}) {
  const { t } = useTranslation();
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
    >
      {t('signUp.sessionValue', { from: signUp.startsOn, to: signUp.endsOn })}
      {signUp.dateStatus !== null && <StatusChip family="trainingDate" code={signUp.dateStatus} />}
    </Box>
  );
}
