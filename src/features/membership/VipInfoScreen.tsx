import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import { pages } from '@machines/access/pages';
import type { VipApplicationDetail } from '@machines/contracts';
import { PageHeading } from '../../components/PageHeading';
import { isEditable } from '../../lib/applicationStatus';
import {
  APPLICATION_ID_PARAM,
  ApplicationDetailContext,
  appApplicationDetailLoader,
  appLevelsLoader,
  applicationFormPath,
  LevelsContext,
  ONCE,
} from './membershipActors';
import { VipDetailContent } from './VipDetailContent';

/** The applicant's ways on from its application: change it while it may, or go back. */
export function ApplicantLinks({ detail }: { detail: VipApplicationDetail }) {
  const { t } = useTranslation();
  const { application } = detail;
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
      <Button component={RouterLink} to={pages.vipApply.path} startIcon={<ArrowBackIcon />}>
        {t('membership.backToMembership')}
      </Button>
      {isEditable(application.status) && (
        <Button
          component={RouterLink}
          to={applicationFormPath(application.id)}
          variant="contained"
          startIcon={<EditIcon />}
        >
          {t('membership.edit')}
        </Button>
      )}
    </Stack>
  );
}

/**
 * `/vipcorporatation/vipCorporateInfo?id=`: one of the company's membership applications,
 * whole: the member profile it states, its files and every step so far.
 */
export function VipInfoRoute() {
  const { t } = useTranslation();
  const location = useLocation();
  const id = new URLSearchParams(location.search).get(APPLICATION_ID_PARAM);
  const [attempt, setAttempt] = useState(0);
  return (
    <LevelsContext.Provider logic={appLevelsLoader} options={{ input: ONCE }}>
      <Stack spacing={2}>
        <PageHeading>{t('route.vipCorporateInfo')}</PageHeading>
        {id === null ? (
          <Alert severity="info">{t('membership.noApplicationNamed')}</Alert>
        ) : (
          <Paper sx={{ p: 3 }}>
            <ApplicationDetailContext.Provider
              key={`${id}-${attempt}`}
              logic={appApplicationDetailLoader}
              options={{ input: { id } }}
            >
              <VipDetailContent
                onReload={() => setAttempt((n) => n + 1)}
                actions={(detail) => <ApplicantLinks detail={detail} />}
              />
            </ApplicationDetailContext.Provider>
          </Paper>
        )}
      </Stack>
    </LevelsContext.Provider>
  );
}
