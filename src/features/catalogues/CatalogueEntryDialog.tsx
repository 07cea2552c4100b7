import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormik } from 'formik';
import { fromPromise } from 'xstate';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { formMachine, type FormRequest } from '@machines/app/form';
import type { CatalogueKind } from '@machines/contracts';
import { BUSINESS_LINES } from '@machines/validation/catalogue';
import { FormContext } from '../../components/actorContexts';
import { EnabledSwitch } from '../../components/EnabledSwitch';
import { FormDialog } from '../../components/FormDialog';
import { useFieldProps, validateWith, type FieldProps } from '../../components/formFields';
import * as cataloguesApi from '../../lib/api/catalogues';
import type { CataloguePart } from '../../lib/api/catalogues';
import { useTypes } from './catalogueTypes';
import { useEntryName } from '../../lib/entryName';
import {
  apiValuesOf,
  fieldsOf,
  formValuesOf,
  schemaOf,
  type CatalogueEntry,
  type EntryFormValues,
} from './entryForm';

export interface CatalogueEntryDialogProps {
  readonly part: CataloguePart;
  /** The entry to change, or null for a new one. */
  readonly entry: CatalogueEntry | null;
  /** Where a new entry starts: last in the list, in the type the list is filtered by. */
  readonly defaults: { readonly sort: number; readonly typeId?: string };
  readonly onClose: () => void;
}

/**
 * One type or level, new or changed (FormContext): both names, the business line (a type)
 * or the type (a level), the sort order and whether it is offered. The form's own checks
 * are the server's; a name already taken comes back under the name.
 */
export function CatalogueEntryDialog({
  part,
  entry,
  defaults,
  onClose,
}: CatalogueEntryDialogProps) {
  const { t } = useTranslation();
  const entryName = useEntryName();
  const form = FormContext.useActorRef();
  const serverErrors = FormContext.useSelector((s) => s.context.fieldErrors);

  const formik = useFormik<EntryFormValues>({
    initialValues: formValuesOf(entry, defaults),
    validate: validateWith<EntryFormValues>(schemaOf(part)),
    onSubmit: (values) => form.send({ type: 'SUBMIT', values: apiValuesOf(part, values) }),
  });
  const bindField = useFieldProps(formik, {
    idPrefix: `catalogue-${part}`,
    serverErrors,
    onEdited: (field) => form.send({ type: 'CHANGED', field }),
  });
  const label = (field: string) => t(`catalogue.field.${field}`);
  const title = entry
    ? t(`catalogue.editTitle.${part}`, { name: entryName(entry) })
    : t(`catalogue.add.${part}`);

  return (
    <FormDialog
      title={title}
      savedText={t('catalogue.saved')}
      onSubmit={formik.handleSubmit}
      onClose={onClose}
    >
      {part === 'level' && <TypeField field={bindField('typeId')} label={label('typeId')} />}
      <TextField {...bindField('name')} label={label('name')} required />
      <TextField {...bindField('nameEn')} label={label('nameEn')} required />
      {part === 'type' && (
        <TextField {...bindField('businessLine')} label={label('businessLine')} select required>
          {BUSINESS_LINES.map((line) => (
            <MenuItem key={line} value={String(line)}>
              {t('catalogue.lineValue', { line })}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        {...bindField('sort')}
        label={label('sort')}
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

/** A level's type: one of the catalogue's types (TypesContext). */
function TypeField({ field, label }: { field: FieldProps; label: string }) {
  const types = useTypes();
  const entryName = useEntryName();
  return (
    <TextField {...field} label={label} select required>
      {types.map((type) => (
        <MenuItem key={type.id} value={String(type.id)}>
          {entryName(type)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The form machine bound to the part's create or update call. */
function useBoundEntryForm(
  kind: CatalogueKind,
  part: CataloguePart,
  entry: CatalogueEntry | null,
  onSaved: (saved: CatalogueEntry) => void,
) {
  const [logic] = useState(() =>
    formMachine.provide({
      actors: {
        submit: fromPromise<unknown, FormRequest>(async ({ input }) => {
          const values = input.values as ReturnType<typeof apiValuesOf>;
          const saved = await cataloguesApi.saveEntry(kind, part, {
            ...values,
            ...(entry ? { id: entry.id } : {}),
          } as Parameters<typeof cataloguesApi.saveEntry>[2]);
          onSaved(saved as CatalogueEntry);
          return saved;
        }),
      },
    }),
  );
  return logic;
}

/** The dialog with its own form machine. */
export function BoundCatalogueEntryDialog({
  kind,
  onSaved,
  ...props
}: CatalogueEntryDialogProps & {
  readonly kind: CatalogueKind;
  /** The saved entry, as the server stored it: the page closes the dialog and shows it. */
  readonly onSaved: (saved: CatalogueEntry) => void;
}) {
  const logic = useBoundEntryForm(kind, props.part, props.entry, onSaved);
  return (
    <FormContext.Provider
      logic={logic}
      options={{ input: { recordId: props.entry?.id ?? null, fields: fieldsOf(props.part) } }}
    >
      <CatalogueEntryDialog {...props} />
    </FormContext.Provider>
  );
}
