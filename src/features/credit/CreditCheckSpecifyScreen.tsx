import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import { pages } from '@machines/access/pages';
import type { CreditApplicationDetail, InstitutionPerson } from '@machines/contracts';
import { ReviewContext } from '../../components/actorContexts';
import { CompanyPageLink } from '../../components/CompanyPageLink';
import { PageHeading } from '../../components/PageHeading';
import { DetailResultView } from '../../components/RecordDialog';
import { useRecordReview } from '../../components/recordReview';
import { ReviewDecisionActions } from '../../components/ReviewDecisionActions';
import { ReviewDialog } from '../../components/ReviewDialog';
import { DetailTracker, ONCE, useReloadableDetail } from '../../components/detailLoader';
import * as creditApi from '../../lib/api/credit';
import type { ReviewLevel } from '../../lib/api/credit';
import { BoundAssessorDialog } from './AssessorDialog';
import { CertificateLink } from './CertificateLink';
import {
  appAssessorsLoader,
  appCreditDetailLoader,
  AssessorsContext,
  CreditDetailContext,
  ID_PARAM,
} from './creditActors';
import { isInForce } from './creditRows';
import { CreditView } from './CreditView';

const LIST_OF = { institution: pages.creditCheck, platform: pages.platCreditCheck } as const;
const TITLE_OF = {
  institution: 'route.creditCheckSpecify',
  platform: 'route.platCreditCheckSpecify',
} as const;

export interface ReviewerActionsProps {
  readonly level: ReviewLevel;
  readonly detail: CreditApplicationDetail;
  /** The institution may name an assessor now (its decision is due). */
  readonly onAssessor?: () => void;
}

/** The reviewer's ways: back, the company (platform), the assessor, the decisions offered now. */
export function ReviewerActions({ level, detail, onAssessor }: ReviewerActionsProps) {
  const { t } = useTranslation();
  const { application, availableEvents } = detail;
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
      <Stack direction="row" spacing={1}>
        <Button component={RouterLink} to={LIST_OF[level].path} startIcon={<ArrowBackIcon />}>
          {t('creditApply.backToReview')}
        </Button>
        {level === 'platform' && <CompanyPageLink corporateId={application.corporateId} />}
        {level === 'platform' && isInForce(application.status) && (
          <CertificateLink id={application.id} />
        )}
        {onAssessor && availableEvents.length > 0 && (
          <Button onClick={onAssessor} startIcon={<PersonSearchIcon />}>
            {t('creditApply.assignAssessor')}
          </Button>
        )}
      </Stack>
      <ReviewDecisionActions
        id={application.id}
        available={availableEvents}
        label={t('creditApply.reviewActions')}
      />
    </Stack>
  );
}

/** The loaded application with the reviewer's actions (and, for the institution, its assessor). */
export function ReviewedCredit({
  level,
  onReload,
  assessors,
}: {
  level: ReviewLevel;
  onReload: () => void;
  /** The institution's assessors; none for the platform. */
  assessors?: readonly InstitutionPerson[];
}) {
  const { t } = useTranslation();
  const [choosing, setChoosing] = useState(false);
  const result = CreditDetailContext.useSelector((s) => s.output);
  return (
    <DetailResultView result={result} failedTitle={t('creditApply.loadFailed')} onReload={onReload}>
      {(detail) => (
        <>
          <CreditView
            detail={detail}
            actions={
              <ReviewerActions
                level={level}
                detail={detail}
                {...(assessors ? { onAssessor: () => setChoosing(true) } : {})}
              />
            }
          />
          {choosing && assessors && (
            <BoundAssessorDialog
              application={detail.application}
              assessors={assessors}
              onClose={() => setChoosing(false)}
              onSaved={onReload}
            />
          )}
        </>
      )}
    </DetailResultView>
  );
}

/** The institution's page: its assessors (none while they load or when they failed to). */
export function InstitutionReviewedCredit({ onReload }: { onReload: () => void }) {
  const loaded = AssessorsContext.useSelector((s) => s.output);
  return (
    <ReviewedCredit
      level="institution"
      onReload={onReload}
      assessors={loaded?.ok ? loaded.detail : []}
    />
  );
}

/**
 * `/creditCheckSpecify?id=…` (the institution) and `/platCreditCheckSpecify?id=…` (the
 * platform): one application whole with its materials beside the form, loaded again after
 * each decision (or a refusal: someone acted first).
 */
export function CreditCheckSpecifyRoute({ level }: { level: ReviewLevel }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get(ID_PARAM);
  const { generation, reload, track, latest } = useReloadableDetail<CreditApplicationDetail>();
  const review = useRecordReview({
    current: () => latest()?.application ?? null,
    decide: ({ id: recordId, version, event, comment }) =>
      creditApi.decideApplication({ id: recordId, version, event, comment }),
    reload,
  });

  return (
    <Stack spacing={2}>
      <PageHeading>{t(TITLE_OF[level])}</PageHeading>
      {id === null ? (
        <Alert severity="info">{t('creditApply.noApplicationNamed')}</Alert>
      ) : (
        <ReviewContext.Provider logic={review}>
          <Paper sx={{ p: 3 }}>
            <CreditDetailContext.Provider
              key={`${id}:${generation}`}
              logic={appCreditDetailLoader}
              options={{ input: { id } }}
            >
              <DetailTracker context={CreditDetailContext} onDetail={track} />
              {level === 'institution' ? (
                <AssessorsContext.Provider logic={appAssessorsLoader} options={{ input: ONCE }}>
                  <InstitutionReviewedCredit onReload={reload} />
                </AssessorsContext.Provider>
              ) : (
                <ReviewedCredit level="platform" onReload={reload} />
              )}
            </CreditDetailContext.Provider>
          </Paper>
          <ReviewDialog itemLabel={() => t('creditApply.itemLabel')} />
        </ReviewContext.Provider>
      )}
    </Stack>
  );
}
