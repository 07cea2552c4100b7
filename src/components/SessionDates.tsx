import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import type { SignUp } from '@machines/contracts';
import { StatusChip } from './StatusChip';

export interface SessionDatesProps {
  readonly signUp: Pick<SignUp, 'startsOn' | 'endsOn' | 'dateStatus'>;
  /**
   * In a grid row: the chip under the dates, both compact, so the row keeps its height and
   * the column its width; on a detail page they stand side by side.
   */
  readonly inCell?: boolean;
}

/**
 * A sign-up's session, and where its date stands while it moves (改期申请中) or once it
 * moved (已改期): the same in its lists and on its detail.
 */
export function SessionDates({ signUp, inCell = false }: SessionDatesProps) {
  const { t } = useTranslation();
  const dates = t('signUp.sessionValue', { from: signUp.startsOn, to: signUp.endsOn });
  if (signUp.dateStatus === null) return <>{dates}</>;
  return (
    <Box
      component="span"
      sx={
        inCell
          ? {
              display: 'inline-flex',
              flexDirection: 'column',
              alignItems: 'flex-start',
              lineHeight: 1.3,
              '& .MuiChip-root': { height: 18, fontSize: '0.7rem' },
            }
          : { display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }
      }
    >
      <span>{dates}</span>
      <StatusChip family="trainingDate" code={signUp.dateStatus} />
    </Box>
  );
}
