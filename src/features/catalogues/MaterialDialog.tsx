import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormik } from 'formik';
import TextField from '@mui/material/TextField';
import type { CreditMaterial } from '@machines/contracts';
import { CREDIT_MATERIAL_FIELDS } from '@machines/validation';
import { FormContext } from '../../components/actorContexts';
import { EnabledSwitch } from '../../components/EnabledSwitch';
import { submittingTo } from '../../components/formBinding';
import { FormDialog } from '../../components/FormDialog';
import { useFieldProps, validateWith } from '../../components/formFields';
import * as creditCategoriesApi from '../../lib/api/creditCategories';
import { useEntryName } from '../../lib/entryName';
import {
  materialApiValuesOf,
  materialFormSchema,
  materialFormValuesOf,
  type MaterialFormValues,
} from './categoryForm';

export interface MaterialDialogProps {
  readonly categoryId: number;
  /** The material to change, or null for a new one. */
  readonly material: CreditMaterial | null;
  /** Where a new material starts: last in the list. */
  readonly sort: number;
  readonly onClose: () => void;
}

/** A material applicants of the category upload, new or changed (FormContext). */
export function MaterialDialog({ categoryId, material, sort, onClose }: MaterialDialogProps) {
  const { t } = useTranslation();
  const entryName = useEntryName();
  const form = FormContext.useActorRef();
  const serverErrors = FormContext.useSelector((s) => s.context.fieldErrors);
  const formik = useFormik<MaterialFormValues>({
    initialValues: materialFormValuesOf(material, sort),
    validate: validateWith<MaterialFormValues>(materialFormSchema),
    onSubmit: (values) =>
      form.send({ type: 'SUBMIT', values: materialApiValuesOf(categoryId, values) }),
  });
  const bindField = useFieldProps(formik, {
    idPrefix: 'credit-material',
    serverErrors,
    onEdited: (field) => form.send({ type: 'CHANGED', field }),
  });
  const label = (field: string) => t(`catalogue.field.${field}`);
  return (
    <FormDialog
      title={
        material
          ? t('creditCategory.material.editTitle', { name: entryName(material) })
          : t('creditCategory.material.add')
      }
      savedText={t('catalogue.saved')}
      onSubmit={formik.handleSubmit}
      onClose={onClose}
    >
      <TextField {...bindField('name')} label={label('name')} required />
      <TextField {...bindField('nameEn')} label={label('nameEn')} required />
      <TextField
        {...bindField('sort')}
        label={label('sort')}
        required
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <EnabledSwitch
        name="required"
        label={label('required')}
        checked={formik.values.required}
        onChange={(checked) => void formik.setFieldValue('required', checked)}
      />
    </FormDialog>
  );
}

/** The form machine bound to `create-creditmaterial` (with the id: a change). */
export function BoundMaterialDialog({
  onSaved,
  ...props
}: MaterialDialogProps & { readonly onSaved: (saved: CreditMaterial) => void }) {
  const { material } = props;
  const [logic] = useState(() =>
    submittingTo(async (values: ReturnType<typeof materialApiValuesOf>) => {
      const saved = await creditCategoriesApi.saveMaterial({
        ...values,
        ...(material ? { id: material.id } : {}),
      });
      onSaved(saved);
      return saved;
    }),
  );
  return (
    <FormContext.Provider
      logic={logic}
      options={{ input: { recordId: material?.id ?? null, fields: CREDIT_MATERIAL_FIELDS } }}
    >
      <MaterialDialog {...props} />
    </FormContext.Provider>
  );
}
