import { useTranslation } from 'react-i18next';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { CatalogueName, OfferedCatalogueTypeWithLevels } from '@machines/contracts';

export interface SavedLevel {
  readonly id: number | null;
  readonly type: CatalogueName;
  readonly level: CatalogueName;
}

export type LevelSelectProps = Omit<TextFieldProps, 'select' | 'children'> & {
  /** The types with their levels; `undefined` while they load. */
  readonly types: readonly OfferedCatalogueTypeWithLevels[] | undefined;
  /** The level the course holds, kept as a choice should the catalogue no longer offer it. */
  readonly saved: SavedLevel | null;
};

/** A catalogue level chosen under its type (a heading per type), in the interface's language. */
export function LevelSelect({ types, saved, disabled, ...field }: LevelSelectProps) {
  const { i18n } = useTranslation();
  const nameOf = (entry: CatalogueName) =>
    i18n.language === 'en' && entry.nameEn ? entry.nameEn : entry.name;
  const offered = types ?? [];
  const savedMissing =
    saved?.id != null &&
    !offered.some((type) => type.levels.some((level) => level.id === saved.id));
  return (
    <TextField {...field} select disabled={disabled || types === undefined}>
      {savedMissing && saved.id != null && (
        <MenuItem value={String(saved.id)}>
          {`${nameOf(saved.type)} · ${nameOf(saved.level)}`}
        </MenuItem>
      )}
      {offered.flatMap((type) => [
        <ListSubheader key={`type-${type.id}`}>{nameOf(type)}</ListSubheader>,
        ...type.levels.map((level) => (
          <MenuItem key={level.id} value={String(level.id)}>
            {`${nameOf(type)} · ${nameOf(level)}`}
          </MenuItem>
        )),
      ])}
    </TextField>
  );
}
