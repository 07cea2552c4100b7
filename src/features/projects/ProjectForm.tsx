import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DOCUMENT_TYPES, type UploadMachine } from '@machines/app/upload';
import type { InstitutionPerson } from '@machines/contracts';
import {
  PROJECT_FILE_FIELDS,
  PROJECT_ROLES,
  projectDraftSchema,
  projectSubmissionSchema,
} from '@machines/validation/projectApplication';
import { DateField } from '../../components/DateField';
import { staysWithParam } from '../../components/formParam';
import { FormActions, useDraftOrSubmitForm } from '../../components/draftOrSubmitForm';
import { ApplicationFormFrame } from '../../components/ApplicationFormFrame';
import { FormUploadField, useUploadFields } from '../../components/FormUploadField';
import { appUploadMachine } from '../../components/uploadBinding';
import type { ProjectApplication } from '../../lib/api/projects';
import { EDIT_PARAM } from './projectActors';
import {
  initialProjectValues,
  PROJECT_FORM_FIELDS,
  STORED_FILE_OF,
  type ProjectFormValues,
} from './projectForm';

/** The form sits on its list's page: another `?edit=` means leaving it. */
const staysOnForm = staysWithParam(EDIT_PARAM);

/** A choice the form loads: its options, or `undefined` while they load. */
export type LoadedChoices<T> = readonly T[] | undefined;

export interface ProjectFormProps {
  /** The declaration being changed; `null` for a new one. */
  readonly project: ProjectApplication | null;
  /** Why a reviewer returned it, shown above the form. */
  readonly returnComment: string | null;
  /** The company's verified people, one of whom managed the project. */
  readonly people: LoadedChoices<InstitutionPerson>;
  /** The review institutions a declaration may name. */
  readonly institutions: LoadedChoices<{ readonly id: number; readonly name: string }>;
  /** Back to the list (the guard asks first when there are unsaved changes). */
  readonly onClose: () => void;
  /** The upload machine of the two files (stories give one that needs no server). */
  readonly uploadLogic?: UploadMachine;
}

/** The options of a select: the loaded ones, and the saved choice if they lack it. */
function optionsWith<T extends { readonly id: number; readonly name: string }>(
  loaded: LoadedChoices<T>,
  saved: { id: number | null; name: string } | null,
) {
  const options = (loaded ?? []).map(({ id, name }) => ({ id, name }));
  if (saved?.id && !options.some((option) => option.id === saved.id)) {
    options.push({ id: saved.id, name: saved.name });
  }
  return options;
}

/**
 * A project declaration, bound to the form machine (FormContext): the project, its
 * client, contract amount and dates, the company's role and its project manager (a
 * verified person), the review institution, a description, the contract and the
 * acceptance report. Save as a draft (a name is enough) or submit (the server names
 * anything missing); leaving with unsaved changes asks first.
 */
export function ProjectForm({
  project,
  returnComment,
  people,
  institutions,
  onClose,
  uploadLogic = appUploadMachine,
}: ProjectFormProps) {
  const { t } = useTranslation();
  const { formik, textField, messageOf, setValue, saveDraft, submit, state } =
    useDraftOrSubmitForm<ProjectFormValues>({
      initialValues: initialProjectValues(project),
      draftSchema: projectDraftSchema,
      submissionSchema: projectSubmissionSchema,
      fieldNames: PROJECT_FORM_FIELDS,
      idPrefix: 'project',
    });
  const { busy, savingDraft, submitting, dirty } = state;
  const { values } = formik;
  // Every field is required for a submission; a draft needs only its name.
  const field = (name: keyof ProjectFormValues) => ({
    ...textField(name),
    label: t(`project.field.${name}`),
    required: true,
  });
  const uploads = useUploadFields(PROJECT_FILE_FIELDS, (name, id) => {
    if (values[name] !== id) setValue(name, id);
  });
  const dateField = (name: 'startDate' | 'endDate') => {
    const message = messageOf(name);
    return (
      <DateField
        id={`project-${name}`}
        name={name}
        label={t(`project.field.${name}`)}
        value={values[name]}
        onChange={(value) => {
          void formik.setFieldTouched(name, true, false);
          setValue(name, value);
        }}
        error={Boolean(message)}
        helperText={message ?? ' '}
        width="100%"
        required
        disabled={busy}
      />
    );
  };
  const managers = optionsWith(
    people,
    project && { id: project.managerId, name: project.managerName },
  );
  const reviewers = optionsWith(
    institutions,
    project && { id: project.institutionId, name: project.institutionName },
  );

  return (
    <ApplicationFormFrame
      title={t(project ? 'project.formTitleEdit' : 'project.formTitleNew')}
      status={project && { family: 'qualification', code: project.status }}
      returned={
        returnComment ? { title: t('project.returnComment'), comment: returnComment } : null
      }
      submitted={
        state.submitted
          ? {
              title: t('project.submittedTitle'),
              text: t('project.submittedText'),
              backLabel: t('project.backToList'),
              onBack: onClose,
            }
          : null
      }
      onSubmit={submit}
      dirty={dirty}
      staysOnForm={staysOnForm}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <TextField {...field('name')} />
        <TextField {...field('client')} />
        <TextField
          {...field('contractAmount')}
          slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 14 } }}
        />
        <TextField {...field('role')} select>
          {PROJECT_ROLES.map((role) => (
            <MenuItem key={role} value={role}>
              {t(`project.role.${role}`)}
            </MenuItem>
          ))}
        </TextField>
        {dateField('startDate')}
        {dateField('endDate')}
        <TextField
          {...field('managerId')}
          select
          disabled={busy || people === undefined}
          helperText={
            messageOf('managerId') ??
            t(people?.length === 0 ? 'project.noPeople' : 'project.managerHint')
          }
        >
          {managers.map((person) => (
            <MenuItem key={person.id} value={String(person.id)}>
              {person.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          {...field('institutionId')}
          select
          disabled={busy || institutions === undefined}
          helperText={
            messageOf('institutionId') ??
            t(institutions?.length === 0 ? 'project.noInstitutions' : 'project.institutionHint')
          }
        >
          {reviewers.map((institution) => (
            <MenuItem key={institution.id} value={String(institution.id)}>
              {institution.name}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ gridColumn: { md: '1 / -1' } }}>
          <TextField {...field('description')} multiline minRows={4} fullWidth />
        </Box>
        {PROJECT_FILE_FIELDS.map((name) => (
          <FormUploadField
            key={name}
            logic={uploadLogic}
            accept={DOCUMENT_TYPES}
            stored={project?.[STORED_FILE_OF[name]] ?? null}
            onStored={uploads.onStored[name]}
            onBusy={uploads.onBusy[name]}
            name={STORED_FILE_OF[name]}
            label={t(`project.field.${name}`)}
            hint={t(`project.fileHint.${name}`)}
            required
            error={messageOf(name)}
          />
        ))}
      </Box>

      <FormActions
        onCancel={onClose}
        onSaveDraft={() => void saveDraft()}
        saveDraftLabel={t('project.saveDraft')}
        submitLabel={t('project.submit')}
        savingDraft={savingDraft}
        submitting={submitting}
        busy={busy}
        uploading={uploads.uploading}
      />
    </ApplicationFormFrame>
  );
}
