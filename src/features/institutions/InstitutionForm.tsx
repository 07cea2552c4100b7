import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  institutionLinesOf,
  institutionRoleOf,
  type InstitutionKind,
} from '@machines/access/roles';
import { DOCUMENT_TYPES, type UploadMachine } from '@machines/app/upload';
import type { InstitutionPerson } from '@machines/contracts';
import {
  institutionDraftSchema,
  institutionSubmissionSchema,
  type InstitutionField,
} from '@machines/validation/institution';
import { FormActions, useDraftOrSubmitForm } from '../../components/draftOrSubmitForm';
import { ApplicationFormFrame } from '../../components/ApplicationFormFrame';
import { FormUploadField, useUploadFields } from '../../components/FormUploadField';
import { PeoplePicker } from '../../components/PeoplePicker';
import { appUploadMachine } from '../../components/uploadBinding';
import type { InstitutionApplication, InstitutionFields } from '../../lib/api/institutions';
import {
  fieldLabelOf,
  initialInstitutionValues,
  INSTITUTION_FILE_FIELDS,
  INSTITUTION_FORM_FIELDS,
  isRequired,
  type InstitutionFileField,
} from './institutionForm';

type TextFieldName = Exclude<InstitutionField, InstitutionFileField>;

const FILE_SETUP: Record<InstitutionFileField, { name: string; hint: string }> = {
  qualificationFileId: { name: 'qualificationFile', hint: 'institution.qualificationFileHint' },
  supportingFileId: { name: 'supportingFile', hint: 'institution.supportingFileHint' },
};

export interface InstitutionFormProps {
  readonly kind: InstitutionKind;
  /** The application being changed; `null` for a new one. */
  readonly application: InstitutionApplication | null;
  /** Why the platform returned it, shown above the form. */
  readonly returnComment: string | null;
  /** The company's verified people to choose teachers or assessors from. */
  readonly people: { readonly options: readonly InstitutionPerson[]; readonly loading: boolean };
  /** Back to the institution page (the guard asks first when there are unsaved changes). */
  readonly onClose: () => void;
  /** The upload machine of the two files (stories give one that needs no server). */
  readonly uploadLogic?: UploadMachine;
}

/**
 * An application to become a training or a review institution, bound to the form
 * machine (FormContext): the business line (each offers the role code it grants), the
 * institution's description and premises, the course types it will run (training), its
 * teachers or assessors from the verified roster, the contact, and the signed form and a
 * supporting file. Save as a draft or submit; the server's refusals show under their
 * fields until edited; leaving with unsaved changes asks first.
 */
export function InstitutionForm({
  kind,
  application,
  returnComment,
  people,
  onClose,
  uploadLogic = appUploadMachine,
}: InstitutionFormProps) {
  const { t } = useTranslation();
  const { formik, textField, messageOf, setValue, saveDraft, submit, state } =
    useDraftOrSubmitForm<InstitutionFields>({
      initialValues: initialInstitutionValues(application),
      draftSchema: institutionDraftSchema(kind),
      submissionSchema: institutionSubmissionSchema(kind),
      fieldNames: INSTITUTION_FORM_FIELDS,
      idPrefix: `institution-${kind}`,
    });
  const { busy, savingDraft, submitting, dirty } = state;
  const fieldProps = (name: TextFieldName) => ({
    ...textField(name),
    label: t(fieldLabelOf(kind, name)),
    required: isRequired(kind, name),
  });

  const { values } = formik;
  const uploads = useUploadFields(INSTITUTION_FILE_FIELDS, (field, id) => {
    if (values[field] !== id) setValue(field, id);
  });

  return (
    <ApplicationFormFrame
      title={t(
        application ? `institution.formTitleEdit.${kind}` : `institution.formTitleNew.${kind}`,
      )}
      status={application && { family: 'application', code: application.status }}
      returned={
        returnComment ? { title: t('institution.returnComment'), comment: returnComment } : null
      }
      submitted={
        state.submitted
          ? {
              title: t('institution.submittedTitle'),
              text: t('institution.submittedText'),
              backLabel: t('institution.back'),
              onBack: onClose,
            }
          : null
      }
      onSubmit={submit}
      dirty={dirty}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <TextField {...fieldProps('businessLine')} select>
          {institutionLinesOf(kind).map((line) => (
            <MenuItem key={line} value={String(line)}>
              {t('institution.lineOption', { line, role: institutionRoleOf(kind, line) })}
            </MenuItem>
          ))}
        </TextField>
        <TextField {...fieldProps('premises')} />
        <TextField {...fieldProps('introduction')} multiline minRows={3} />
        {kind === 'training' && <TextField {...fieldProps('courseScope')} multiline minRows={3} />}
        <Box sx={{ gridColumn: { md: '1 / -1' } }}>
          <PeoplePicker
            id={`institution-${kind}-personIds`}
            label={t(fieldLabelOf(kind, 'personIds'))}
            options={people.options}
            named={application?.people ?? []}
            value={values.personIds}
            onChange={(ids) => setValue('personIds', ids)}
            loading={people.loading}
            required
            disabled={busy}
            error={messageOf('personIds')}
            hint={t(`institution.peopleHint.${kind}`)}
          />
        </Box>
        <TextField {...fieldProps('contactName')} autoComplete="name" />
        <TextField
          {...fieldProps('contactMobile')}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 11 } }}
        />
      </Box>
      <Box
        sx={{ display: 'grid', gap: 2, mt: 1, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
      >
        {INSTITUTION_FILE_FIELDS.map((field) => (
          <FormUploadField
            key={field}
            logic={uploadLogic}
            accept={DOCUMENT_TYPES}
            stored={
              application?.[
                field === 'qualificationFileId' ? 'qualificationFile' : 'supportingFile'
              ] ?? null
            }
            onStored={uploads.onStored[field]}
            onBusy={uploads.onBusy[field]}
            name={FILE_SETUP[field].name}
            label={t(fieldLabelOf(kind, field))}
            hint={t(FILE_SETUP[field].hint)}
            required={isRequired(kind, field)}
            error={messageOf(field)}
          />
        ))}
      </Box>

      <FormActions
        onCancel={onClose}
        onSaveDraft={() => void saveDraft()}
        saveDraftLabel={t('institution.saveDraft')}
        submitLabel={t('institution.submit')}
        savingDraft={savingDraft}
        submitting={submitting}
        busy={busy}
        uploading={uploads.uploading}
      />
    </ApplicationFormFrame>
  );
}
