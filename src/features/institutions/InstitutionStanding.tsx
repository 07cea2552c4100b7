import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { INSTITUTION_KINDS, isRoleCode, roleLabelKey } from '@machines/access/roles';
import { LoadFailed } from '../../components/LoadFailed';
import {
  institutionFormPath,
  institutionInfoPath,
  MyInstitutionsContext,
} from './institutionActors';

/**
 * What the company is: for each kind, the roles its approvals grant (to be used through
 * the role switcher), or that it is none; and the way on — apply, or open the
 * application still being written or reviewed.
 */
export function InstitutionStanding({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  const result = MyInstitutionsContext.useSelector((s) => s.output);
  if (!result) {
    return (
      <Paper sx={{ p: 2 }} role="progressbar" aria-busy="true" aria-label={t('app.loading')}>
        <Skeleton variant="text" width="30%" />
        <Skeleton variant="text" width="60%" />
      </Paper>
    );
  }
  if (!result.ok) {
    return (
      <LoadFailed title={t('institution.standingFailed')} failure={result} onRetry={onRetry} />
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      {INSTITUTION_KINDS.map((kind) => {
        const standing = result.detail[kind];
        const headingId = `institution-standing-${kind}`;
        return (
          <Paper key={kind} component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
            <Stack spacing={1.5}>
              <Typography id={headingId} variant="subtitle1" component="h2">
                {t(`institution.kind.${kind}`)}
              </Typography>
              {standing.roleCodes.length > 0 ? (
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                  {standing.roleCodes.filter(isRoleCode).map((code) => (
                    <Chip key={code} color="success" label={t(roleLabelKey(code))} />
                  ))}
                </Stack>
              ) : (
                <Typography color="text.secondary">{t(`institution.none.${kind}`)}</Typography>
              )}
              {standing.roleCodes.length > 0 && (
                <Typography variant="body2" color="text.secondary">
                  {t('institution.switchHint')}
                </Typography>
              )}
              <Box>
                {standing.openApplicationId === null ? (
                  <Button
                    component={RouterLink}
                    to={institutionFormPath(kind)}
                    variant="contained"
                    startIcon={<AddIcon />}
                  >
                    {t(`institution.apply.${kind}`)}
                  </Button>
                ) : (
                  <Button
                    component={RouterLink}
                    to={institutionInfoPath(kind, standing.openApplicationId)}
                    startIcon={<VisibilityIcon />}
                  >
                    {t('institution.openApplication')}
                  </Button>
                )}
              </Box>
            </Stack>
          </Paper>
        );
      })}
    </Box>
  );
}
