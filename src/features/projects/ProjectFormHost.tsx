import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormContext, ListContext } from '../../components/actorContexts';
import { NEW_RECORD } from '../../components/formParam';
import { LoadedRecordForm } from '../../components/LoadedRecordForm';
import { VerifiedPeopleContext } from '../../components/verifiedPeople';
import { useVersionedForm } from '../../components/versionedForm';
import * as projectsApi from '../../lib/api/projects';
import type { ProjectApplication } from '../../lib/api/projects';
import { isEditable, returnCommentOf } from '../../lib/applicationStatus';
import {
  appProjectDetailLoader,
  ProjectDetailContext,
  ProjectInstitutionsContext,
} from './projectActors';
import { ProjectForm } from './ProjectForm';
import { PROJECT_FORM_FIELDS, type ProjectFormValues } from './projectForm';

/** The question the form asks before sending, the one its list's send button asks. */
const SUBMIT_QUESTION = {
  titleKey: 'project.submitTitle',
  questionKey: 'project.submitConfirm',
} as const;

interface BoundFormProps {
  readonly project: ProjectApplication | null;
  readonly returnComment: string | null;
  readonly onClose: () => void;
  /** A new declaration got its id with its first draft. */
  readonly onCreated?: (id: string) => void;
}

/** The form bound to the save and submit calls, with the page's loaded choices. */
function BoundProjectForm({ project, onCreated, ...props }: BoundFormProps) {
  const list = ListContext.useActorRef();
  // The list reloads after every save so the new draft or status shows.
  const logic = useVersionedForm<ProjectFormValues, ProjectApplication>(project, {
    saveDraft: projectsApi.saveProject,
    submit: projectsApi.submitProject,
    onSaved: () => list.send({ type: 'REFRESH' }),
    onCreated: (id, how) => {
      if (how === 'draft') onCreated?.(String(id));
    },
  });
  const people = VerifiedPeopleContext.useSelector((s) => s.output);
  const institutions = ProjectInstitutionsContext.useSelector((s) => s.output);
  return (
    <FormContext.Provider
      logic={logic}
      options={{
        input: {
          recordId: project?.id ?? null,
          fields: PROJECT_FORM_FIELDS,
          confirm: SUBMIT_QUESTION,
        },
      }}
    >
      <ProjectForm
        project={project}
        people={people?.ok ? people.detail : people && []}
        institutions={institutions?.ok ? institutions.detail : institutions && []}
        {...props}
      />
    </FormContext.Provider>
  );
}

/** A declaration of the company, loaded fresh (its current version, the last return comment). */
function LoadedForm({ onClose, onRetry }: { onClose: () => void; onRetry: () => void }) {
  const { t } = useTranslation();
  const result = ProjectDetailContext.useSelector((s) => s.output);
  return (
    <LoadedRecordForm
      result={result}
      failedTitle={t('project.loadFailed')}
      onRetry={onRetry}
      closed={{ text: t('project.notEditable'), backLabel: t('action.close'), onBack: onClose }}
    >
      {({ application, events }) =>
        isEditable(application.status, 'qualification') ? (
          <BoundProjectForm
            project={application}
            returnComment={returnCommentOf(application.status, events)}
            onClose={onClose}
          />
        ) : null
      }
    </LoadedRecordForm>
  );
}

export interface ProjectFormHostProps {
  /** `new`, or the id of the declaration to continue or correct. */
  readonly target: string;
  readonly onClose: () => void;
  readonly onCreated?: (id: string) => void;
}

/** The form of a new declaration, or of an existing one once it is loaded. */
export function ProjectFormHost({ target, onClose, onCreated }: ProjectFormHostProps) {
  const [attempt, setAttempt] = useState(0);
  if (target === NEW_RECORD) {
    return (
      <BoundProjectForm
        project={null}
        returnComment={null}
        onClose={onClose}
        onCreated={onCreated}
      />
    );
  }
  return (
    <ProjectDetailContext.Provider
      key={attempt}
      logic={appProjectDetailLoader}
      options={{ input: { id: target } }}
    >
      <LoadedForm onClose={onClose} onRetry={() => setAttempt((n) => n + 1)} />
    </ProjectDetailContext.Provider>
  );
}
