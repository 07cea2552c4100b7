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
import type { InstitutionKind } from '@machines/access/roles';
import type { InstitutionApplicationDetail } from '@machines/contracts';
import { PageHeading } from '../../components/PageHeading';
import { isEditable } from '../../lib/applicationStatus';
import {
  ApplicationDetailContext,
  appDetailLoaders,
  ID_PARAM,
  institutionFormPath,
  kindOf,
} from './institutionActors';
import { InstitutionDetailContent } from './InstitutionDetailContent';

/** The applicant's ways on from its application: change it while it may, or go back. */
export function ApplicantLinks({ detail }: { detail: InstitutionApplicationDetail }) {
  const { t } = useTranslation();
  const { application } = detail;
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
      <Button component={RouterLink} to={pages.institutionApply.path} startIcon={<ArrowBackIcon />}>
        {t('institution.back')}
      </Button>
      {isEditable(application.status) && (
        <Button
          component={RouterLink}
          to={institutionFormPath(application.kind as InstitutionKind, application.id)}
          variant="contained"
          startIcon={<EditIcon />}
        >
          {t('institution.edit')}
        </Button>
      )}
    </Stack>
  );
}

/**
 * `/institutionApply/detail?kind=…&id=…`: one of the company's institution applications,
 * whole: what it states, its people and files, and every step so far.
 */
export function InstitutionInfoRoute() {
  const { t } = useTranslation();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const kind = kindOf(params);
  const id = params.get(ID_PARAM);
  const [attempt, setAttempt] = useState(0);
  return (
    <Stack spacing={2}>
      <PageHeading>{t('route.institutionInfo')}</PageHeading>
      {id === null || kind === null ? (
        <Alert severity="info">{t('institution.noApplicationNamed')}</Alert>
      ) : (
        <Paper sx={{ p: 3 }}>
          <ApplicationDetailContext.Provider
            key={`${id}-${attempt}`}
            logic={appDetailLoaders[kind]}
            options={{ input: { id } }}
          >
            <InstitutionDetailContent
              onReload={() => setAttempt((n) => n + 1)}
              actions={(detail) => <ApplicantLinks detail={detail} />}
            />
          </ApplicationDetailContext.Provider>
        </Paper>
      )}
    </Stack>
  );
}
