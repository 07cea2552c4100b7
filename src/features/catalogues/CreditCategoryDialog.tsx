import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormik } from 'formik';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { CreditCategory } from '@machines/contracts';
import { CREDIT_CATEGORY_FIELDS, creditCategorySchema } from '@machines/validation';
import { FormContext } from '../../components/actorContexts';
import { EnabledSwitch } from '../../components/EnabledSwitch';
import { submittingTo } from '../../components/formBinding';
import { FormDialog } from '../../components/FormDialog';
import { useFieldProps, validateWith, type FieldProps } from '../../components/formFields';
import * as creditCategoriesApi from '../../lib/api/creditCategories';
import { appLevelsLoader, LevelsContext } from './categoryActors';
import { useTypes } from './catalogueTypes';
import { useEntryName } from '../../lib/entryName';
import { categoryApiValuesOf, categoryFormValuesOf, type CategoryFormValues } from './categoryForm';

export interface CreditCategoryDialogProps {
  /** The category to change, or null for a new one. */
  readonly category: CreditCategory | null;
  /** The type a new category starts in (the list's filter). */
  readonly typeId?: string;
  readonly onClose: () => void;
  /** The levels of a type (stories give fixtures); the app's loader by default. */
  readonly levelsLogic?: typeof appLevelsLoader;
}

/**
 * A credit category, new or changed (FormContext): a credit type, one of its levels (one
 * category per level), the validity in years and whether it is offered.
 */
export function CreditCategoryDialog({
  category,
  typeId,
  onClose,
  levelsLogic = appLevelsLoader,
}: CreditCategoryDialogProps) {
  const { t } = useTranslation();
  const entryName = useEntryName();
  const form = FormContext.useActorRef();
  const serverErrors = FormContext.useSelector((s) => s.context.fieldErrors);
  const formik = useFormik<CategoryFormValues>({
    initialValues: categoryFormValuesOf(category, typeId),
    validate: validateWith<CategoryFormValues>(creditCategorySchema),
    onSubmit: (values) => form.send({ type: 'SUBMIT', values: categoryApiValuesOf(values) }),
  });
  const bindField = useFieldProps(formik, {
    idPrefix: 'credit-category',
    serverErrors,
    onEdited: (field) => form.send({ type: 'CHANGED', field }),
  });
  const label = (field: string) => t(`catalogue.field.${field}`);
  const types = useTypes();
  const typeField = bindField('typeId');
  const title = category
    ? t('creditCategory.editTitle', {
        name: `${entryName({ name: category.typeName, nameEn: category.typeNameEn })} ${entryName({ name: category.levelName, nameEn: category.levelNameEn })}`,
      })
    : t('creditCategory.add');

  return (
    <FormDialog
      title={title}
      savedText={t('catalogue.saved')}
      onSubmit={formik.handleSubmit}
      onClose={onClose}
    >
      <TextField
        {...typeField}
        onChange={(event) => {
          typeField.onChange(event);
          void formik.setFieldValue('levelId', '');
        }}
        label={label('typeId')}
        select
        required
      >
        {types.map((type) => (
          <MenuItem key={type.id} value={String(type.id)}>
            {entryName(type)}
          </MenuItem>
        ))}
      </TextField>
      {formik.values.typeId ? (
        <LevelsContext.Provider
          key={formik.values.typeId}
          logic={levelsLogic}
          options={{ input: { id: formik.values.typeId } }}
        >
          <LevelField field={bindField('levelId')} label={label('levelId')} />
        </LevelsContext.Provider>
      ) : (
        <TextField {...bindField('levelId')} label={label('levelId')} select required disabled>
          <MenuItem value="" />
        </TextField>
      )}
      <TextField
        {...bindField('validityYears')}
        label={label('validityYears')}
        required
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <EnabledSwitch
        label={label('enabled')}
        checked={formik.values.enabled}
        onChange={(checked) => void formik.setFieldValue('enabled', checked)}
      />
    </FormDialog>
  );
}

/** The chosen type's levels (LevelsContext); an empty choice while they load. */
function LevelField({ field, label }: { field: FieldProps; label: string }) {
  const result = LevelsContext.useSelector((s) => s.output);
  const entryName = useEntryName();
  const levels = result?.ok ? result.detail : [];
  // A value MUI cannot find among the options yet (still loading) shows as empty.
  const value = levels.some((level) => String(level.id) === field.value) ? field.value : '';
  return (
    <TextField {...field} value={value} label={label} select required>
      {levels.map((level) => (
        <MenuItem key={level.id} value={String(level.id)}>
          {entryName(level)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The form machine bound to `create-credit` (with the id: a change). */
export function BoundCreditCategoryDialog({
  onSaved,
  ...props
}: CreditCategoryDialogProps & { readonly onSaved: (saved: CreditCategory) => void }) {
  const { category } = props;
  const [logic] = useState(() =>
    submittingTo(async (values: ReturnType<typeof categoryApiValuesOf>) => {
      const saved = await creditCategoriesApi.saveCategory({
        ...values,
        ...(category ? { id: category.id } : {}),
      });
      onSaved(saved);
      return saved;
    }),
  );
  return (
    <FormContext.Provider
      logic={logic}
      options={{ input: { recordId: category?.id ?? null, fields: CREDIT_CATEGORY_FIELDS } }}
    >
      <CreditCategoryDialog {...props} />
    </FormContext.Provider>
  );
}
