import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DOCUMENT_TYPES, type UploadMachine } from '@machines/app/upload';
import {
  COMPANY_SCALES,
  membershipDraftSchema,
  membershipSubmissionSchema,
  type MembershipField,
} from '@machines/validation/membership';
import { FormActions, useDraftOrSubmitForm } from '../../components/draftOrSubmitForm';
import { ApplicationFormFrame } from '../../components/ApplicationFormFrame';
import { FormUploadField, useUploadFields } from '../../components/FormUploadField';
import { appUploadMachine } from '../../components/uploadBinding';
import type { VipApplication, VipApplicationFields } from '../../lib/api/membership';
import { useLevelName, useLevels } from './levels';
import {
  initialVipValues,
  SUBMISSION_REQUIRED,
  VIP_FIELD_LABELS,
  VIP_FIELD_NAMES,
  VIP_FILE_FIELDS,
  type VipFileField,
} from './vipForm';

type TextFieldName = Exclude<MembershipField, VipFileField>;

const FILE_SETUP: Record<VipFileField, { name: string; hint: string }> = {
  applicationFileId: { name: 'applicationForm', hint: 'membership.applicationFileHint' },
  supportingFileId: { name: 'supportingFile', hint: 'membership.supportingFileHint' },
};

export interface VipApplicationFormProps {
  /** The application being changed; `null` for a new one. */
  readonly application: VipApplication | null;
  /** Why the platform returned it, shown above the form. */
  readonly returnComment: string | null;
  /** Back to the membership page (the guard asks first when there are unsaved changes). */
  readonly onClose: () => void;
  /** The upload machine of the two files (stories give one that needs no server). */
  readonly uploadLogic?: UploadMachine;
}

/**
 * A membership application, bound to the form machine (FormContext): the level applied
 * for, the company's member profile and contact, the signed application form and a
 * supporting file. Save as a draft (well-formed, perhaps incomplete) or submit (complete).
 * The server's refusals show under their fields until edited; leaving with unsaved
 * changes asks first.
 */
export function VipApplicationForm({
  application,
  returnComment,
  onClose,
  uploadLogic = appUploadMachine,
}: VipApplicationFormProps) {
  const { t } = useTranslation();
  const levels = useLevels();
  const levelName = useLevelName();
  const { formik, textField, messageOf, setValue, saveDraft, submit, state } =
    useDraftOrSubmitForm<VipApplicationFields>({
      initialValues: initialVipValues(application),
      draftSchema: membershipDraftSchema,
      submissionSchema: membershipSubmissionSchema,
      fieldNames: VIP_FIELD_NAMES,
      idPrefix: 'vip',
    });
  const { busy, savingDraft, submitting, dirty } = state;
  const fieldProps = (name: TextFieldName) => ({
    ...textField(name),
    label: t(VIP_FIELD_LABELS[name]),
    required: SUBMISSION_REQUIRED.has(name),
  });

  const { values } = formik;
  const uploads = useUploadFields(VIP_FILE_FIELDS, (field, id) => {
    if (values[field] !== id) setValue(field, id);
  });

  return (
    <ApplicationFormFrame
      title={t(application ? 'membership.formTitleEdit' : 'membership.formTitleNew')}
      status={application && { family: 'application', code: application.status }}
      returned={
        returnComment ? { title: t('membership.returnComment'), comment: returnComment } : null
      }
      submitted={
        state.submitted
          ? {
              title: t('membership.submittedTitle'),
              text: t('membership.submittedText'),
              backLabel: t('membership.backToMembership'),
              onBack: onClose,
            }
          : null
      }
      onSubmit={submit}
      dirty={dirty}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <TextField {...fieldProps('levelCode')} select>
          {levels.map((level) => (
            <MenuItem key={level.code} value={level.code}>
              {t('membership.levelOption', {
                name: levelName(level.code),
                years: level.validityYears,
              })}
            </MenuItem>
          ))}
        </TextField>
        <TextField {...fieldProps('scale')} select>
          {COMPANY_SCALES.map((scale) => (
            <MenuItem key={scale} value={scale}>
              {t(`membership.scale.${scale}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          {...fieldProps('registeredCapital')}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <TextField
          {...fieldProps('staffCount')}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7 } }}
        />
        <TextField {...fieldProps('businessScope')} multiline minRows={2} />
        <TextField {...fieldProps('qualifications')} multiline minRows={2} />
        <TextField {...fieldProps('contactName')} autoComplete="name" />
        <TextField
          {...fieldProps('contactMobile')}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 11 } }}
        />
        <TextField {...fieldProps('contactEmail')} type="email" />
      </Box>
      <Box
        sx={{ display: 'grid', gap: 2, mt: 1, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
      >
        {VIP_FILE_FIELDS.map((field) => (
          <FormUploadField
            key={field}
            logic={uploadLogic}
            accept={DOCUMENT_TYPES}
            stored={
              application?.[field === 'applicationFileId' ? 'applicationFile' : 'supportingFile'] ??
              null
            }
            onStored={uploads.onStored[field]}
            onBusy={uploads.onBusy[field]}
            name={FILE_SETUP[field].name}
            label={t(VIP_FIELD_LABELS[field])}
            hint={t(FILE_SETUP[field].hint)}
            required={SUBMISSION_REQUIRED.has(field)}
            error={messageOf(field)}
          />
        ))}
      </Box>

      <FormActions
        onCancel={onClose}
        onSaveDraft={() => void saveDraft()}
        saveDraftLabel={t('membership.saveDraft')}
        submitLabel={t('membership.submit')}
        savingDraft={savingDraft}
        submitting={submitting}
        busy={busy}
        uploading={uploads.uploading}
      />
    </ApplicationFormFrame>
  );
}
