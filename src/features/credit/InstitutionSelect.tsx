import { useTranslation } from 'react-i18next';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { OfferedReviewInstitution } from '@machines/contracts';
import { ReviewInstitutionsContext, type reviewInstitutionsLoader } from './creditActors';

/** Where the institutions of a category come from: the app's call, or a story's fixture. */
export type InstitutionChoice = typeof reviewInstitutionsLoader;

export interface InstitutionSelectProps {
  readonly choice: InstitutionChoice;
  /** The chosen category (empty: none yet). */
  readonly categoryId: string;
  /** The institution the stored application names (it may no longer be offered). */
  readonly named: { readonly id: number; readonly name: string } | null;
  readonly value: string;
  readonly onChange: (id: string) => void;
  readonly disabled: boolean;
  readonly error: string | undefined;
}

interface FieldProps extends Omit<InstitutionSelectProps, 'choice' | 'categoryId'> {
  readonly options: readonly OfferedReviewInstitution[] | undefined;
  readonly hint: string;
}

function InstitutionField({ options, named, value, onChange, disabled, error, hint }: FieldProps) {
  const { t } = useTranslation();
  const listed = options ?? [];
  const extra = named && !listed.some((option) => option.id === named.id) ? [named] : [];
  return (
    <TextField
      id="credit-institutionId"
      name="institutionId"
      label={t('creditApply.field.institutionId')}
      required
      select
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled || options === undefined}
      error={Boolean(error)}
      helperText={error ?? hint}
    >
      {[...listed, ...extra].map((option) => (
        <MenuItem key={option.id} value={String(option.id)}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

function LoadedInstitutions(props: Omit<InstitutionSelectProps, 'choice' | 'categoryId'>) {
  const { t } = useTranslation();
  const result = ReviewInstitutionsContext.useSelector((s) => s.output);
  const options = result?.ok ? result.detail : undefined;
  let hint = t('creditApply.institutionHint');
  if (!result) hint = t('app.loading');
  else if (!result.ok) hint = t('creditApply.institutionsFailed');
  else if (result.detail.length === 0) hint = t('creditApply.noInstitution');
  return <InstitutionField {...props} options={result && !result.ok ? [] : options} hint={hint} />;
}

/**
 * The review institution: those of the chosen category's line, loaded when the category
 * is chosen (each category its own loader); before that, a hint to choose one.
 */
export function InstitutionSelect({ choice, categoryId, ...props }: InstitutionSelectProps) {
  const { t } = useTranslation();
  if (!categoryId) {
    return <InstitutionField {...props} options={[]} hint={t('creditApply.chooseCategoryFirst')} />;
  }
  return (
    <ReviewInstitutionsContext.Provider
      key={categoryId}
      logic={choice}
      options={{ input: { id: categoryId } }}
    >
      <LoadedInstitutions {...props} />
    </ReviewInstitutionsContext.Provider>
  );
}
