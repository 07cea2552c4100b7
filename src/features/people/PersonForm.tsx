import { useId, useRef, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormik, validateYupSchema, yupToFormErrors, type FormikErrors } from 'formik';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SaveIcon from '@mui/icons-material/Save';
import SendIcon from '@mui/icons-material/Send';
import { DOCUMENT_TYPES, IMAGE_TYPES, type UploadMachine } from '@machines/app/upload';
import {
  EDUCATIONS,
  GENDERS,
  personDraftSchema,
  personSubmissionSchema,
  PROFESSIONAL_TITLES,
} from '@machines/validation/person';
import { FormActions } from '../../components/draftOrSubmitForm';
import { FormContext } from '../../components/actorContexts';
import { FormAlerts } from '../../components/FormAlerts';
import { DateField } from '../../components/DateField';
import { useFieldProps } from '../../components/formFields';
import { FormUploadField, useUploadFields } from '../../components/FormUploadField';
import { StatusChip } from '../../components/StatusChip';
import { UnsavedChangesGuard } from '../../components/UnsavedChangesGuard';
import { appUploadMachine } from '../../components/uploadBinding';
import type { Person, PersonFields } from '../../lib/api/people';
import {
  FIELD_LABELS,
  FILE_FIELDS,
  initialPersonValues,
  PERSON_FIELD_NAMES,
  VERIFIED_CHANGEABLE,
  type FileField,
  type PersonFormMode,
} from './personForm';

type FieldName = keyof PersonFields;
type TextFieldName = Exclude<FieldName, FileField | 'employedFrom' | 'employedTo'>;

/** The choices of each select, with the label group of their codes. */
const SELECTS: Partial<Record<TextFieldName, { codes: readonly string[]; group: string }>> = {
  gender: { codes: GENDERS, group: 'gender' },
  education: { codes: EDUCATIONS, group: 'education' },
  professionalTitle: { codes: PROFESSIONAL_TITLES, group: 'title' },
};

/** What a declaration needs: marked as required (a draft may leave them empty). */
const DECLARATION_REQUIRED: ReadonlySet<FieldName> = new Set([
  'name',
  'gender',
  'idCard',
  'mobile',
  'education',
  'professionalTitle',
  'employedFrom',
  'photoFileId',
  'idCardFileId',
]);

const FILE_SETUP: Record<FileField, { name: string; accept: readonly string[]; hint: string }> = {
  photoFileId: { name: 'photo', accept: IMAGE_TYPES, hint: 'person.photoHint' },
  idCardFileId: { name: 'idCardImage', accept: IMAGE_TYPES, hint: 'person.idCardFileHint' },
  diplomaFileId: { name: 'diploma', accept: DOCUMENT_TYPES, hint: 'person.diplomaHint' },
};

type Intent = 'draft' | 'declare';

const schemaOf = (intent: Intent, mode: PersonFormMode) =>
  intent === 'declare' && mode === 'full' ? personSubmissionSchema : personDraftSchema;

/** Trimmed, the ID card number in capitals: what the server will store. */
const normalised = (values: PersonFields): PersonFields =>
  ({ ...values, ...personDraftSchema.cast(values, { assert: false }) }) as PersonFields;

export interface PersonFormProps {
  /** The person being changed; `null` for a new one. */
  readonly person: Person | null;
  /** `full` for a draft, returned or withdrawn person; `contact` for a verified one. */
  readonly mode: PersonFormMode;
  /** Why the platform returned the person, shown above the form. */
  readonly returnComment: string | null;
  /** Back to the roster (the guard asks first when there are unsaved changes). */
  readonly onClose: () => void;
  /** Another new person after a declaration. */
  readonly onAddAnother: () => void;
  /** The upload machine of the three files (stories give one that needs no server). */
  readonly uploadLogic?: UploadMachine;
}

/**
 * One person of the roster, bound to the form machine (FormContext): save as a draft
 * (well-formed, perhaps incomplete) or declare for verification (complete, photo and ID
 * card picture included). A verified person keeps only mobile, email and end of
 * employment open. The server's refusals show under their fields until edited; leaving
 * with unsaved changes asks first.
 */
export function PersonForm({
  person,
  mode,
  returnComment,
  onClose,
  onAddAnother,
  uploadLogic = appUploadMachine,
}: PersonFormProps) {
  const { t } = useTranslation();
  const form = FormContext.useActorRef();
  const savingDraft = FormContext.useSelector((s) => s.matches('savingDraft'));
  const submitting = FormContext.useSelector((s) => s.matches('submitting'));
  const submitted = FormContext.useSelector((s) => s.matches('submitted'));
  const busy = FormContext.useSelector((s) => s.hasTag('busy'));
  const dirty = FormContext.useSelector((s) => s.context.dirty);
  const serverErrors = FormContext.useSelector((s) => s.context.fieldErrors);
  const headingId = useId();
  const intent = useRef<Intent>('declare');

  const formik = useFormik<PersonFields>({
    initialValues: initialPersonValues(person),
    validate: async (values): Promise<FormikErrors<PersonFields>> => {
      try {
        await validateYupSchema(values, schemaOf(intent.current, mode));
        return {};
      } catch (failure) {
        return yupToFormErrors<PersonFields>(failure);
      }
    },
    onSubmit: (values) => form.send({ type: 'SUBMIT', values: normalised(values) }),
  });

  const edited = (field: string) => form.send({ type: 'CHANGED', field });
  const bindField = useFieldProps(formik, {
    idPrefix: 'person',
    serverErrors,
    onEdited: edited,
  });
  const locked = (name: FieldName) => mode === 'contact' && !VERIFIED_CHANGEABLE.includes(name);
  const fieldProps = (name: TextFieldName) => {
    return {
      ...bindField(name),
      // Every edit counts (unsaved changes), not only those under a server message.
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        formik.handleChange(event);
        edited(name);
      },
      label: t(FIELD_LABELS[name]),
      required: mode === 'full' && DECLARATION_REQUIRED.has(name),
      disabled: busy || locked(name),
    };
  };
  const messageOf = (name: FieldName): string | undefined => {
    const shown = Boolean(formik.touched[name]) || formik.submitCount > 0;
    const clientError = shown ? formik.errors[name] : undefined;
    return clientError ? t(clientError) : serverErrors[name];
  };

  const { setFieldValue, values } = formik;
  const uploads = useUploadFields(FILE_FIELDS, (field, id) => {
    if (values[field] === id) return;
    void setFieldValue(field, id, false);
    edited(field);
  });
  const setDate = (name: 'employedFrom' | 'employedTo') => (value: string) => {
    void setFieldValue(name, value, formik.submitCount > 0);
    void formik.setFieldTouched(name, true, false);
    edited(name);
  };

  const saveDraft = async () => {
    intent.current = 'draft';
    const errors = await formik.validateForm();
    const wrong = PERSON_FIELD_NAMES.filter((name) => errors[name]);
    if (wrong.length > 0) {
      void formik.setTouched(Object.fromEntries(wrong.map((name) => [name, true])), false);
      return;
    }
    form.send({ type: 'SAVE_DRAFT', values: normalised(formik.values) });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    intent.current = mode === 'full' ? 'declare' : 'draft';
    formik.handleSubmit(event);
  };

  if (submitted && mode === 'full') {
    return (
      <Paper component="section" aria-labelledby={headingId} sx={{ p: 3 }}>
        <Alert severity="success" role="status">
          <AlertTitle id={headingId}>{t('person.declaredTitle')}</AlertTitle>
          {t('person.declaredText')}
        </Alert>
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <Button variant="contained" onClick={onClose} autoFocus>
            {t('person.backToRoster')}
          </Button>
          <Button onClick={onAddAnother}>{t('person.addAnother')}</Button>
        </Stack>
      </Paper>
    );
  }

  const selectField = (name: TextFieldName) => {
    const select = SELECTS[name];
    if (!select) return null;
    return (
      <TextField key={name} {...fieldProps(name)} select>
        {select.codes.map((code) => (
          <MenuItem key={code} value={code}>
            {t(`person.${select.group}.${code}`)}
          </MenuItem>
        ))}
      </TextField>
    );
  };
  const dateField = (name: 'employedFrom' | 'employedTo') => {
    const message = messageOf(name);
    return (
      <DateField
        id={`person-${name}`}
        name={name}
        label={t(FIELD_LABELS[name])}
        value={values[name]}
        onChange={setDate(name)}
        error={Boolean(message)}
        helperText={message ?? ' '}
        width="100%"
        required={mode === 'full' && DECLARATION_REQUIRED.has(name)}
        disabled={busy || locked(name)}
      />
    );
  };

  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: 3 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
        <Typography id={headingId} variant="h6" component="h2">
          {person ? t('person.formTitleEdit', { name: person.name }) : t('person.formTitleNew')}
        </Typography>
        {person && <StatusChip family="application" code={person.status} />}
      </Stack>

      <FormAlerts
        {...(returnComment
          ? { returned: { title: t('person.returnComment'), comment: returnComment } }
          : {})}
      >
        {mode === 'contact' && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('person.verifiedHint')}
          </Alert>
        )}
      </FormAlerts>

      <Box component="form" noValidate onSubmit={submit} aria-labelledby={headingId}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <TextField {...fieldProps('name')} autoComplete="off" />
          {selectField('gender')}
          <TextField
            {...fieldProps('idCard')}
            slotProps={{ htmlInput: { maxLength: 18, style: { textTransform: 'uppercase' } } }}
          />
          <TextField
            {...fieldProps('mobile')}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 11 } }}
          />
          <TextField {...fieldProps('email')} type="email" />
          {selectField('education')}
          {selectField('professionalTitle')}
          <Box sx={{ display: { xs: 'none', md: 'block' } }} />
          {dateField('employedFrom')}
          {dateField('employedTo')}
        </Box>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            mt: 1,
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' },
          }}
        >
          {FILE_FIELDS.map((field) => {
            const setup = FILE_SETUP[field];
            const stored = person?.[fileKey(field)] ?? null;
            if (locked(field)) {
              return (
                <Stack key={field} spacing={0.5}>
                  <Typography variant="body2" color="text.secondary">
                    {t(FIELD_LABELS[field])}
                  </Typography>
                  <Typography>{stored?.name ?? t('person.noFile')}</Typography>
                </Stack>
              );
            }
            return (
              <FormUploadField
                key={field}
                logic={uploadLogic}
                accept={setup.accept}
                stored={stored}
                onStored={uploads.onStored[field]}
                onBusy={uploads.onBusy[field]}
                name={setup.name}
                label={t(FIELD_LABELS[field])}
                hint={t(setup.hint)}
                required={DECLARATION_REQUIRED.has(field)}
                error={messageOf(field)}
              />
            );
          })}
        </Box>

        <FormActions
          onCancel={onClose}
          onSaveDraft={mode === 'full' ? () => void saveDraft() : undefined}
          saveDraftLabel={t('person.saveDraft')}
          submitLabel={mode === 'full' ? t('person.declare') : t('person.saveChanges')}
          submitIcon={mode === 'full' ? <SendIcon /> : <SaveIcon />}
          savingDraft={savingDraft}
          submitting={submitting}
          busy={busy}
          uploading={uploads.uploading}
        />
      </Box>

      <UnsavedChangesGuard dirty={dirty} />
    </Paper>
  );
}

/** The record's file for a form field (`photoFileId` → `photoFile`). */
const fileKey = (field: FileField) =>
  field.replace(/Id$/, '') as 'photoFile' | 'idCardFile' | 'diplomaFile';
