import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormik } from 'formik';
import TextField from '@mui/material/TextField';
import { DOCUMENT_TYPES, type UploadMachine } from '@machines/app/upload';
import { courseMaterialSchema } from '@machines/validation/course';
import { FormContext } from '../../components/actorContexts';
import { submittingTo } from '../../components/formBinding';
import { FormDialog } from '../../components/FormDialog';
import { useFieldProps, validateWith } from '../../components/formFields';
import { FormUploadField, useUploadFields } from '../../components/FormUploadField';
import { appUploadMachine } from '../../components/uploadBinding';
import * as coursesApi from '../../lib/api/courses';

interface MaterialValues {
  readonly name: string;
  readonly fileId: string;
}

const FILE_FIELDS = ['fileId'] as const;

export interface AddMaterialDialogProps {
  readonly onClose: () => void;
  /** The file's upload machine (stories give one that needs no server). */
  readonly uploadLogic?: UploadMachine;
}

/** One more material of the course (FormContext): its title and the uploaded file. */
export function AddMaterialDialog({
  onClose,
  uploadLogic = appUploadMachine,
}: AddMaterialDialogProps) {
  const { t } = useTranslation();
  const form = FormContext.useActorRef();
  const serverErrors = FormContext.useSelector((s) => s.context.fieldErrors);
  const formik = useFormik<MaterialValues>({
    initialValues: { name: '', fileId: '' },
    validate: validateWith<MaterialValues>(courseMaterialSchema),
    onSubmit: (values) => form.send({ type: 'SUBMIT', values: { ...values } }),
  });
  const bindField = useFieldProps(formik, {
    idPrefix: 'course-material',
    serverErrors,
    onEdited: (field) => form.send({ type: 'CHANGED', field }),
  });
  const uploads = useUploadFields(FILE_FIELDS, (field, id) => {
    void formik.setFieldValue(field, id);
    form.send({ type: 'CHANGED', field });
  });
  const fileShown = Boolean(formik.touched.fileId) || formik.submitCount > 0;
  const fileError =
    fileShown && formik.errors.fileId ? t(formik.errors.fileId) : serverErrors.fileId;
  return (
    <FormDialog
      title={t('course.material.add')}
      savedText={t('course.material.added')}
      onSubmit={(event) => {
        // The upload must have finished: its id is the value.
        if (!uploads.uploading) formik.handleSubmit(event);
        else event?.preventDefault();
      }}
      onClose={onClose}
    >
      <TextField {...bindField('name')} label={t('course.material.name')} required />
      <FormUploadField
        logic={uploadLogic}
        accept={DOCUMENT_TYPES}
        onStored={uploads.onStored.fileId}
        onBusy={uploads.onBusy.fileId}
        name="material"
        label={t('course.material.fileId')}
        hint={t('course.material.fileHint')}
        required
        error={fileError}
      />
    </FormDialog>
  );
}

/** The form machine bound to `course/create-coursematerial`. */
export function BoundAddMaterialDialog({
  courseId,
  onSaved,
  ...props
}: AddMaterialDialogProps & { readonly courseId: number; readonly onSaved: () => void }) {
  const [logic] = useState(() =>
    submittingTo(async (values: MaterialValues) => {
      const saved = await coursesApi.addMaterial({ courseId, ...values });
      onSaved();
      return saved;
    }),
  );
  return (
    <FormContext.Provider
      logic={logic}
      options={{ input: { recordId: null, fields: ['name', 'fileId'] } }}
    >
      <AddMaterialDialog {...props} />
    </FormContext.Provider>
  );
}
