import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import { type GridColDef } from '@mui/x-data-grid';
import type { ProjectApplicationDetail } from '@machines/contracts';
import { ReviewContext } from '../../components/actorContexts';
import { BatchReviewProvider } from '../../components/batchReview';
import { CompanyPageLink } from '../../components/CompanyPageLink';
import { useDetailParam } from '../../components/detailParam';
import { BoundRecordDialog, useDialogReview } from '../../components/dialogReview';
import { viewColumn } from '../../components/gridColumns';
import { ListRouteProvider } from '../../components/ListRouteProvider';
import { ReviewDecisionActions } from '../../components/ReviewDecisionActions';
import { ReviewDialog } from '../../components/ReviewDialog';
import { ReviewList, type BatchDecisions } from '../../components/ReviewList';
import { applicationFilters } from '../../components/reviewFilters';
import * as projectsApi from '../../lib/api/projects';
import type { ProjectApplication, ReviewLevel } from '../../lib/api/projects';
import { appProjectDetailLoader, ID_PARAM, ProjectDetailContext } from './projectActors';
import { projectColumns } from './projectColumns';
import { ProjectDetailContent } from './ProjectDetailContent';

const BATCH: Readonly<Record<ReviewLevel, BatchDecisions<ProjectApplication>>> = {
  institution: {
    family: 'qualification',
    party: 'institution',
    decisions: ['INSTITUTION_APPROVE', 'INSTITUTION_REJECT'],
    labelOf: (row) => row.name,
  },
  platform: {
    family: 'qualification',
    party: 'platform',
    decisions: ['PLATFORM_APPROVE', 'PLATFORM_REJECT'],
    labelOf: (row) => row.name,
  },
};

const TITLE: Readonly<Record<ReviewLevel, string>> = {
  institution: 'route.projectCheck',
  platform: 'route.platProjectCheck',
};

/** The URL parameter of the open declaration is the page's, not the list's. */
const PRESERVED: readonly string[] = [ID_PARAM];

/** The way to the company (platform), and the decisions the workflow offers here. */
export function ProjectReviewActions({
  level,
  detail,
}: {
  level: ReviewLevel;
  detail: ProjectApplicationDetail;
}) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
      {level === 'platform' ? (
        <CompanyPageLink corporateId={detail.application.corporateId} />
      ) : (
        <span />
      )}
      <ReviewDecisionActions
        id={detail.application.id}
        available={detail.availableEvents}
        label={t('project.reviewActions')}
      />
    </Stack>
  );
}

/** The open declaration's decisions through the dialog's review binding, batches through the list's. */
function BoundProjectCheck({ level }: { level: ReviewLevel }) {
  const { t } = useTranslation();
  const { logic, tracking } = useDialogReview((decision) => projectsApi.decideProject(decision));
  return (
    <BatchReviewProvider decide={projectsApi.decideProjects}>
      <ProjectCheckScreen
        level={level}
        renderDetail={(id, onClose) => (
          <ReviewContext.Provider logic={logic}>
            <BoundRecordDialog
              key={id}
              title={t('project.detailTitle')}
              id={id}
              onClose={onClose}
              tracking={tracking}
              context={ProjectDetailContext}
              logic={appProjectDetailLoader}
              recordOf={(detail) => detail.application}
            >
              {(reload) => (
                <ProjectDetailContent
                  onReload={reload}
                  actions={(detail) => <ProjectReviewActions level={level} detail={detail} />}
                />
              )}
            </BoundRecordDialog>
            <ReviewDialog itemLabel={() => t('project.itemLabel')} />
          </ReviewContext.Provider>
        )}
      />
    </BatchReviewProvider>
  );
}

/** `/projectCheck` (institution) and `platProjectCheck` (platform), bound to their queue. */
export function ProjectCheckRoute({ level }: { level: ReviewLevel }) {
  return (
    <ListRouteProvider
      fetchPage={(query) => projectsApi.fetchReviewQueue(level, query)}
      preserve={PRESERVED}
    >
      <BoundProjectCheck level={level} />
    </ListRouteProvider>
  );
}

export interface ProjectCheckScreenProps {
  readonly level: ReviewLevel;
  /** The dialog of the declaration the URL names (stories bind its loader). */
  readonly renderDetail?: (id: string, onClose: () => void) => ReactNode;
}

/**
 * A review level's queue of project declarations: filters in the URL (status, company,
 * credit code, submission dates), batch approve and reject where the workflow offers
 * them, and a view per row opening the declaration (`?id=`) with its contract, acceptance
 * report, steps and the decisions the workflow offers this level.
 */
export function ProjectCheckScreen({ level, renderDetail }: ProjectCheckScreenProps) {
  const { t } = useTranslation();
  const { openId, open } = useDetailParam(ID_PARAM);
  const filters = useMemo(() => applicationFilters(t, 'qualification'), [t]);

  const column = projectColumns(t);
  const columns: GridColDef<ProjectApplication>[] = [
    column.name,
    column.company,
    column.client,
    // The platform sees which institution approved it; an institution knows itself.
    ...(level === 'platform' ? [column.institution] : []),
    column.status,
    column.submittedAt,
    viewColumn<ProjectApplication>(t('project.actions'), t('project.view'), (row) => open(row.id)),
  ];

  return (
    <ReviewList<ProjectApplication>
      title={t(TITLE[level])}
      listLabel={t(`project.reviewListLabel.${level}`)}
      filters={filters}
      columns={columns}
      batch={BATCH[level]}
      detail={openId && renderDetail?.(openId, () => open(null))}
    />
  );
}
