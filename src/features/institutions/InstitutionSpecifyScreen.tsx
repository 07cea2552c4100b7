import { DetailTracker, useReloadableDetail } from '../../components/detailLoader';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { pages } from '@machines/access/pages';
import type { InstitutionKind } from '@machines/access/roles';
import type { InstitutionApplicationDetail } from '@machines/contracts';
import { ReviewContext } from '../../components/actorContexts';
import { CompanyPageLink } from '../../components/CompanyPageLink';
import { PageHeading } from '../../components/PageHeading';
import { useRecordReview, type RecordDecision } from '../../components/recordReview';
import { ReviewDecisionActions } from '../../components/ReviewDecisionActions';
import { ReviewDialog } from '../../components/ReviewDialog';
import * as institutionsApi from '../../lib/api/institutions';
import { ApplicationDetailContext, appDetailLoaders, ID_PARAM } from './institutionActors';
import { InstitutionDetailContent } from './InstitutionDetailContent';

const LIST_OF = {
  training: pages.trainCredictCheck,
  review: pages.enterpriseCredictCheck,
} as const;

const TITLE_OF = {
  training: 'route.trainCredictSpecify',
  review: 'route.enterpriseCredictSpecify',
} as const;

/**
 * The platform's decision on an application of the kind. Switching an approved
 * institution off or on again is the seed's switch call (its REVOKE or RESTORE).
 */
export function decideOn(kind: InstitutionKind, decision: RecordDecision) {
  const { id, version, event, comment } = decision;
  if (event === 'REVOKE' || event === 'RESTORE') {
    const enabled = event === 'RESTORE';
    return institutionsApi.switchInstitution(kind, { id, version, enabled, comment });
  }
  return institutionsApi.decideApplication(kind, { id, version, event, comment });
}

/** The reviewer's ways: the decisions the workflow offers now, and back to the list. */
export function SpecifyActions({
  kind,
  detail,
}: {
  kind: InstitutionKind;
  detail: InstitutionApplicationDetail;
}) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
      <Stack direction="row" spacing={1}>
        <Button component={RouterLink} to={LIST_OF[kind].path} startIcon={<ArrowBackIcon />}>
          {t('institution.backToList')}
        </Button>
        <CompanyPageLink corporateId={detail.application.corporateId} />
      </Stack>
      <ReviewDecisionActions
        id={detail.application.id}
        available={detail.availableEvents}
        label={t('institution.reviewActions')}
      />
    </Stack>
  );
}

/**
 * `/trainCredictSpecify?id=…`, `/enterpriseCredictSpecify?id=…`: one application whole for
 * the platform, loaded again after each decision (or a refusal: someone acted first).
 */
export function InstitutionSpecifyRoute({ kind }: { kind: InstitutionKind }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get(ID_PARAM);
  const { generation, reload, track, latest } = useReloadableDetail<InstitutionApplicationDetail>();
  const review = useRecordReview({
    current: () => latest()?.application ?? null,
    decide: (decision) => decideOn(kind, decision),
    reload,
  });

  return (
    <Stack spacing={2}>
      <PageHeading>{t(TITLE_OF[kind])}</PageHeading>
      {id === null ? (
        <Alert severity="info">{t('institution.noApplicationNamed')}</Alert>
      ) : (
        <ReviewContext.Provider logic={review}>
          <Paper sx={{ p: 3 }}>
            <ApplicationDetailContext.Provider
              key={`${id}:${generation}`}
              logic={appDetailLoaders[kind]}
              options={{ input: { id } }}
            >
              <DetailTracker context={ApplicationDetailContext} onDetail={track} />
              <InstitutionDetailContent
                onReload={reload}
                actions={(detail) => <SpecifyActions kind={kind} detail={detail} />}
              />
            </ApplicationDetailContext.Provider>
          </Paper>
          <ReviewDialog itemLabel={() => t(`institution.itemLabel.${kind}`)} />
        </ReviewContext.Provider>
      )}
    </Stack>
  );
}
