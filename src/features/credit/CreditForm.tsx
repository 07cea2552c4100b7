import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { InstitutionPerson, OfferedCreditCategory } from '@machines/contracts';
import {
  creditApplicationDraftSchema,
  creditApplicationSubmissionSchema,
  type CreditApplicationField,
} from '@machines/validation/creditApplication';
import { FormActions, useDraftOrSubmitForm } from '../../components/draftOrSubmitForm';
import { ApplicationFormFrame } from '../../components/ApplicationFormFrame';
import { PeoplePicker } from '../../components/PeoplePicker';
import type { CreditApplication, CreditFields } from '../../lib/api/credit';
import { creditUploadPath } from './creditActors';
import { CREDIT_FORM_FIELDS, initialCreditValues } from './creditForm';
import { CategorySelect } from './CategorySelect';
import { InstitutionSelect, type InstitutionChoice } from './InstitutionSelect';
import { MaterialChecklist } from './MaterialChecklist';

type TextFieldName = Exclude<CreditApplicationField, 'categoryId' | 'institutionId'>;

export interface CreditFormProps {
  /** The application being changed; `null` for a new one. */
  readonly application: CreditApplication | null;
  /** Why a reviewer returned it, shown above the form. */
  readonly returnComment: string | null;
  /** The categories open for applications (loading: undefined). */
  readonly categories: readonly OfferedCreditCategory[] | undefined;
  /** The review institutions of the chosen category, each category's loaded on demand. */
  readonly institutions: InstitutionChoice;
  /** The company's verified people to count. */
  readonly people: { readonly options: readonly InstitutionPerson[]; readonly loading: boolean };
  /** The id of a new application once its first draft is saved: its materials may follow. */
  readonly savedId?: number | null;
  /** Back to the list (the guard asks first when there are unsaved changes). */
  readonly onClose: () => void;
}

/**
 * A credit application, bound to the form machine (FormContext): the category (kept once
 * saved), the review institution of its line, the contact, the statement and the verified
 * people it counts; the category's materials listed with what is given. Save as a draft,
 * then give the materials on their own page; submit once complete (the server names
 * anything missing).
 */
export function CreditForm({
  application,
  returnComment,
  categories,
  institutions,
  people,
  savedId = null,
  onClose,
}: CreditFormProps) {
  const { t } = useTranslation();
  const { formik, textField, messageOf, setValue, saveDraft, submit, state } =
    useDraftOrSubmitForm<CreditFields>({
      initialValues: initialCreditValues(application),
      draftSchema: creditApplicationDraftSchema,
      submissionSchema: creditApplicationSubmissionSchema,
      fieldNames: CREDIT_FORM_FIELDS,
      idPrefix: 'credit',
    });
  const { busy, savingDraft, submitting, dirty } = state;
  const { values } = formik;
  const savedAs = application?.id ?? savedId;
  const field = (name: TextFieldName, required = true) => ({
    ...textField(name),
    label: t(`creditApply.field.${name}`),
    required,
  });
  const category = categories?.find((offered) => String(offered.id) === values.categoryId);
  // A saved application's own list is the truth: it says which are given.
  const materials = application
    ? application.materials.map((material) => ({
        id: material.materialId,
        name: material.name,
        nameEn: material.nameEn,
        required: material.required,
        given: material.file !== null,
      }))
    : (category?.materials ?? []);

  return (
    <ApplicationFormFrame
      title={t(savedAs === null ? 'creditApply.formTitleNew' : 'creditApply.formTitleEdit')}
      status={application && { family: 'qualification', code: application.status }}
      returned={
        returnComment ? { title: t('creditApply.returnComment'), comment: returnComment } : null
      }
      submitted={
        state.submitted
          ? {
              title: t('creditApply.submittedTitle'),
              text: t('creditApply.submittedText'),
              backLabel: t('creditApply.backToList'),
              onBack: onClose,
            }
          : null
      }
      onSubmit={submit}
      dirty={dirty}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <CategorySelect
          field={{ ...textField('categoryId'), helperText: messageOf('categoryId') }}
          categories={categories}
          application={application}
          disabled={busy}
          onChange={(categoryId) => {
            void formik.setFieldValue('categoryId', categoryId, false);
            void formik.setFieldValue('institutionId', '', false);
            setValue('categoryId', categoryId);
          }}
        />
        <InstitutionSelect
          choice={institutions}
          categoryId={values.categoryId}
          named={
            application?.institutionId
              ? { id: application.institutionId, name: application.institutionName }
              : null
          }
          value={values.institutionId}
          onChange={(id) => setValue('institutionId', id)}
          disabled={busy}
          error={messageOf('institutionId')}
        />
        <TextField {...field('contactName')} autoComplete="name" />
        <TextField
          {...field('contactMobile')}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 11 } }}
        />
        <Box sx={{ gridColumn: { md: '1 / -1' } }}>
          <TextField {...field('description')} multiline minRows={4} fullWidth />
        </Box>
        <Box sx={{ gridColumn: { md: '1 / -1' } }}>
          <PeoplePicker
            id="credit-personIds"
            label={t('creditApply.field.personIds')}
            options={people.options}
            named={application?.people ?? []}
            value={values.personIds}
            onChange={(ids) => setValue('personIds', ids)}
            loading={people.loading}
            required
            disabled={busy}
            error={messageOf('personIds')}
            hint={t('creditApply.peopleHint')}
          />
        </Box>
      </Box>

      {materials.length > 0 && (
        <Box sx={{ mt: 3 }}>
          <Typography variant="subtitle1" component="h3">
            {t('creditApply.field.materials')}
          </Typography>
          <MaterialChecklist label={t('creditApply.field.materials')} materials={materials} />
          {savedAs !== null ? (
            <Button
              component={RouterLink}
              to={creditUploadPath(savedAs)}
              startIcon={<UploadFileIcon />}
              disabled={dirty}
            >
              {t('creditApply.toMaterials')}
            </Button>
          ) : (
            <Alert severity="info">{t('creditApply.materialsAfterDraft')}</Alert>
          )}
        </Box>
      )}

      <FormActions
        onCancel={onClose}
        onSaveDraft={() => void saveDraft()}
        saveDraftLabel={t('creditApply.saveDraft')}
        submitLabel={t('creditApply.submit')}
        savingDraft={savingDraft}
        submitting={submitting}
        busy={busy}
      />
    </ApplicationFormFrame>
  );
}
