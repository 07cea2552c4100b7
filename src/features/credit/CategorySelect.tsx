import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { OfferedCreditCategory } from '@machines/contracts';
import { useEntryName } from '../../lib/entryName';
import type { CreditApplication } from '../../lib/api/credit';
import { creditSpecifyPath } from './creditActors';

type Named = Pick<OfferedCreditCategory, 'typeName' | 'typeNameEn' | 'levelName' | 'levelNameEn'>;

export interface CategorySelectProps {
  /** The field's binding (value, name, errors) from the form. */
  readonly field: TextFieldProps;
  readonly categories: readonly OfferedCreditCategory[] | undefined;
  /** The application being changed (its category is kept); `null` for a new one. */
  readonly application: CreditApplication | null;
  readonly disabled: boolean;
  readonly onChange: (categoryId: string) => void;
}

/**
 * Why a new application cannot be made for the category: the company already holds an
 * open one (a second is refused), or nobody reviews the category's line.
 */
function unavailable(offered: OfferedCreditCategory, application: CreditApplication | null) {
  if (application) return null;
  if (offered.openApplicationId !== null) return 'creditApply.categoryOpen';
  if (!offered.reviewed) return 'creditApply.noInstitution';
  return null;
}

/**
 * The category of a credit application: each open category, those that cannot be applied
 * for now shown with the reason and not chosen; above it, a link to each open application
 * the company already holds, where it goes on instead.
 */
export function CategorySelect({
  field,
  categories,
  application,
  disabled,
  onChange,
}: CategorySelectProps) {
  const { t } = useTranslation();
  const entryName = useEntryName();
  const nameOf = (named: Named) =>
    `${entryName({ name: named.typeName, nameEn: named.typeNameEn })} · ${entryName({
      name: named.levelName,
      nameEn: named.levelNameEn,
    })}`;
  const listed = categories ?? [];
  const own = application && !listed.some((offered) => offered.id === application.categoryId);
  const openElsewhere = application
    ? []
    : listed.filter((offered) => offered.openApplicationId !== null);
  return (
    <>
      {openElsewhere.length > 0 && (
        <Alert severity="info" role="note" sx={{ gridColumn: { md: '1 / -1' } }}>
          {t('creditApply.openApplications')}
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {openElsewhere.map((offered) => (
              <li key={offered.id}>
                <Link
                  component={RouterLink}
                  to={creditSpecifyPath(offered.openApplicationId ?? '')}
                >
                  {t('creditApply.openApplicationOf', { category: nameOf(offered) })}
                </Link>
              </li>
            ))}
          </Box>
        </Alert>
      )}
      <TextField
        {...field}
        label={t('creditApply.field.categoryId')}
        required
        select
        disabled={disabled || application !== null || !categories}
        helperText={
          field.helperText ??
          t(application ? 'creditApply.categoryKept' : 'creditApply.categoryHint')
        }
        onChange={(event) => onChange(event.target.value)}
      >
        {listed.map((offered) => {
          const reason = unavailable(offered, application);
          return (
            <MenuItem key={offered.id} value={String(offered.id)} disabled={reason !== null}>
              <ListItemText primary={nameOf(offered)} secondary={reason && t(reason)} />
            </MenuItem>
          );
        })}
        {own && <MenuItem value={String(application.categoryId)}>{nameOf(application)}</MenuItem>}
      </TextField>
    </>
  );
}
