import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { pages } from '@machines/access/pages';
import type { CreditApplicationDetail } from '@machines/contracts';
import type { RowId } from '@machines/app/list';
import { ReviewContext } from '../../components/actorContexts';
import { DetailTracker, useReloadableDetail } from '../../components/detailLoader';
import { PageHeading } from '../../components/PageHeading';
import {
  PersonRemovalDialog,
  useAskRemoval,
  usePersonRemoval,
} from '../../components/personRemoval';
import { DetailResultView } from '../../components/RecordDialog';
import * as creditApi from '../../lib/api/credit';
import { isEditable } from '../../lib/applicationStatus';
import {
  appCreditDetailLoader,
  CreditDetailContext,
  creditEditPath,
  creditUploadPath,
  ID_PARAM,
} from './creditActors';
import { CertificateLink } from './CertificateLink';
import { isInForce } from './creditRows';
import { CreditView } from './CreditView';

/** The applicant's ways on from its application: change it and its materials while it may. */
export function ApplicantLinks({ detail }: { detail: CreditApplicationDetail }) {
  const { t } = useTranslation();
  const { application } = detail;
  const editable = isEditable(application.status, 'qualification');
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
      <Button component={RouterLink} to={pages.creditApply.path} startIcon={<ArrowBackIcon />}>
        {t('creditApply.backToList')}
      </Button>
      {isInForce(application.status) && <CertificateLink id={application.id} />}
      {editable && (
        <Button
          component={RouterLink}
          to={creditUploadPath(application.id)}
          variant="outlined"
          startIcon={<UploadFileIcon />}
        >
          {t('creditApply.materials')}
        </Button>
      )}
      {editable && (
        <Button
          component={RouterLink}
          to={creditEditPath(application.id)}
          variant="contained"
          startIcon={<EditIcon />}
        >
          {t('creditApply.edit')}
        </Button>
      )}
    </Stack>
  );
}

/** The application's loader state: loading, failed (with a retry), or the application. */
export function CreditDetailContent({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation();
  const result = CreditDetailContext.useSelector((s) => s.output);
  const askRemoval = useAskRemoval();
  return (
    <DetailResultView result={result} failedTitle={t('creditApply.loadFailed')} onReload={onReload}>
      {(detail) => (
        <CreditView
          detail={detail}
          actions={<ApplicantLinks detail={detail} />}
          onRemovePerson={
            isEditable(detail.application.status, 'qualification') ? askRemoval : undefined
          }
        />
      )}
    </DetailResultView>
  );
}

/**
 * `/creditSpecify?id=…`: one of the company's credit applications, whole; while it may
 * change, a person it counts comes off from here (asked first).
 */
export function CreditSpecifyRoute() {
  const { t } = useTranslation();
  const location = useLocation();
  const id = new URLSearchParams(location.search).get(ID_PARAM);
  const { generation, reload, track, latest } = useReloadableDetail<CreditApplicationDetail>();
  const removal = usePersonRemoval({
    current: () => latest()?.application ?? null,
    remove: creditApi.removePerson,
    reload,
  });
  const nameOf = (personId: RowId) =>
    latest()?.application.people.find((person) => person.id === personId)?.name;
  return (
    <Stack spacing={2}>
      <PageHeading>{t('route.creditSpecify')}</PageHeading>
      {id === null ? (
        <Alert severity="info">{t('creditApply.noApplicationNamed')}</Alert>
      ) : (
        <ReviewContext.Provider logic={removal}>
          <Paper sx={{ p: 3 }}>
            <CreditDetailContext.Provider
              key={`${id}-${generation}`}
              logic={appCreditDetailLoader}
              options={{ input: { id } }}
            >
              <DetailTracker context={CreditDetailContext} onDetail={track} />
              <CreditDetailContent onReload={reload} />
            </CreditDetailContext.Provider>
          </Paper>
          <PersonRemovalDialog nameOf={nameOf} />
        </ReviewContext.Provider>
      )}
    </Stack>
  );
}
