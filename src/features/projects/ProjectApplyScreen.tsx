import { useTranslation } from 'react-i18next';
import type { GridColDef } from '@mui/x-data-grid';
import { ApplicantListPage, type ApplicantListPageProps } from '../../components/ApplicantListPage';
import { useApplicantPageParams } from '../../components/applicantPageParams';
import { useApplicantRowActions } from '../../components/applicantRows';
import { ONCE } from '../../components/detailLoader';
import { rowActionsColumn } from '../../components/gridColumns';
import { ListRouteProvider } from '../../components/ListRouteProvider';
import { RowStepsProvider, type RowStepCall } from '../../components/rowSteps';
import { appVerifiedPeopleLoader, VerifiedPeopleContext } from '../../components/verifiedPeople';
import * as projectsApi from '../../lib/api/projects';
import type { ProjectApplication } from '../../lib/api/projects';
import { OwnProjectDialog } from './OwnProjectDialog';
import { projectColumns } from './projectColumns';
import {
  appProjectInstitutionsLoader,
  EDIT_PARAM,
  ID_PARAM,
  ProjectInstitutionsContext,
} from './projectActors';
import { ProjectFormHost } from './ProjectFormHost';

/** URL parameters of the page that are not the list's: the open form and declaration. */
const PRESERVED: readonly string[] = [EDIT_PARAM, ID_PARAM];

/** The company's own steps on its rows. */
const STEPS: Readonly<Record<string, RowStepCall>> = {
  SUBMIT: (step) => projectsApi.submitProject({ id: step.id, version: step.version }),
  WITHDRAW: (step) => projectsApi.withdrawProject(step),
  DELETE: (step) => projectsApi.deleteProject(step),
};

/** `/projectApply`: the company's declarations, their steps, the form's choices. */
export function ProjectApplyRoute() {
  return (
    <VerifiedPeopleContext.Provider logic={appVerifiedPeopleLoader} options={{ input: ONCE }}>
      <ProjectInstitutionsContext.Provider
        logic={appProjectInstitutionsLoader}
        options={{ input: ONCE }}
      >
        <ListRouteProvider fetchPage={projectsApi.fetchMyProjects} preserve={PRESERVED}>
          <RowStepsProvider steps={STEPS}>
            <ProjectApplyScreen />
          </RowStepsProvider>
        </ListRouteProvider>
      </ProjectInstitutionsContext.Provider>
    </VerifiedPeopleContext.Provider>
  );
}

export type ProjectApplyScreenProps = Pick<
  ApplicantListPageProps<ProjectApplication>,
  'renderForm' | 'renderDetail'
>;

/**
 * The company's project declarations (list machine): a new one or any draft opens its
 * form on the page (`?edit=`), each one its dialog (`?id=`); per row what its status
 * allows: view, edit, submit, withdraw, delete a draft (each step asked first).
 */
export function ProjectApplyScreen({ renderForm, renderDetail }: ProjectApplyScreenProps) {
  const { t } = useTranslation();
  const params = useApplicantPageParams(EDIT_PARAM, ID_PARAM);

  const actionsOf = useApplicantRowActions<ProjectApplication>(
    params.rowPaths,
    { view: t('project.view'), edit: t('project.edit'), submit: t('project.submit') },
    { family: 'qualification', deletable: true },
  );

  const column = projectColumns(t);
  const columns: GridColDef<ProjectApplication>[] = [
    column.name,
    column.client,
    column.institution,
    column.status,
    column.submittedAt,
    rowActionsColumn<ProjectApplication>(t('project.actions'), ({ row }) => actionsOf(row), 5),
  ];

  return (
    <ApplicantListPage<ProjectApplication>
      title={t('route.projectApply')}
      prefix="project"
      deletable
      columns={columns}
      params={params}
      FormHost={ProjectFormHost}
      Dialog={OwnProjectDialog}
      renderForm={renderForm}
      renderDetail={renderDetail}
    />
  );
}
