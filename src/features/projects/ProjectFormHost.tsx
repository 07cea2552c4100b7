import {
  type ApplicantFormArea,
  type ApplicantFormHostProps,
  type ApplicantFormProps,
  ListedApplicantFormHost,
} from '../../components/ApplicantFormHost';
import { VerifiedPeopleContext } from '../../components/verifiedPeople';
import * as projectsApi from '../../lib/api/projects';
import type { ProjectApplication, ProjectApplicationDetail } from '../../lib/api/projects';
import { isEditable, returnCommentOf } from '../../lib/applicationStatus';
import { appProjectDetailLoader, ProjectInstitutionsContext } from './projectActors';
import { ProjectForm } from './ProjectForm';
import { PROJECT_FORM_FIELDS, type ProjectFormValues } from './projectForm';

/** The declaration's form with the page's loaded choices (verified people, institutions). */
function ProjectFormWithChoices({ record, ...props }: ApplicantFormProps<ProjectApplication>) {
  const people = VerifiedPeopleContext.useSelector((s) => s.output);
  const institutions = ProjectInstitutionsContext.useSelector((s) => s.output);
  return (
    <ProjectForm
      project={record}
      people={people?.ok ? people.detail : people && []}
      institutions={institutions?.ok ? institutions.detail : institutions && []}
      {...props}
    />
  );
}

const PROJECT_FORM: ApplicantFormArea<
  ProjectFormValues,
  ProjectApplication,
  ProjectApplicationDetail
> = {
  prefix: 'project',
  saveDraft: projectsApi.saveProject,
  submit: projectsApi.submitProject,
  // The question the form asks before sending, the one its list's send button asks.
  formInput: {
    fields: PROJECT_FORM_FIELDS,
    confirm: { titleKey: 'project.submitTitle', questionKey: 'project.submitConfirm' },
  },
  detailLoader: appProjectDetailLoader,
  editable: ({ application, events }) =>
    isEditable(application.status, 'qualification')
      ? { record: application, returnComment: returnCommentOf(application.status, events) }
      : null,
  Form: ProjectFormWithChoices,
};

/** The form of a new declaration, or of an existing one of the company once it is loaded. */
export function ProjectFormHost(props: ApplicantFormHostProps) {
  return <ListedApplicantFormHost area={PROJECT_FORM} {...props} />;
}
