import type { ReactNode } from 'react';
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

const TYPE_HEADING = {
  typography: 'caption',
  fontWeight: 700,
  color: 'text.secondary',
  lineHeight: 2.5,
  bgcolor: 'background.default',
} as const;

/**
 * A type's heading in the menu. The select makes every child an option (role, selection,
 * click): this one takes none of that, so neither a pointer, the keyboard nor a screen
 * reader finds a choice in it. Its levels' own names say their type.
 */
function TypeHeading({ children }: { readonly children: ReactNode }) {
  return (
    <ListSubheader role="presentation" sx={TYPE_HEADING}>
      {children}
    </ListSubheader>
  );
}
// The menu's keyboard highlight skips it, as it skips a plain ListSubheader.
TypeHeading.muiSkipListHighlight = true;

export type LevelSelectProps = Omit<TextFieldProps, 'select' | 'children'> & {
  /** The types with their levels; `undefined` while they load. */
  readonly types: readonly OfferedCatalogueTypeWithLevels[] | undefined;
  /** The level the course holds, kept as a choice should the catalogue no longer offer it. */
  readonly saved: SavedLevel | null;
};

/**
 * A catalogue level chosen under its type, in the interface's language. The type is a
 * heading, not a choice (issue 42: it read as a selectable first row): small, bold, in the
 * secondary colour, and its levels indented beneath it.
 */
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
        <TypeHeading key={`type-${type.id}`}>{nameOf(type)}</TypeHeading>,
        ...type.levels.map((level) => (
          <MenuItem key={level.id} value={String(level.id)} sx={{ pl: 4 }}>
            {`${nameOf(type)} · ${nameOf(level)}`}
          </MenuItem>
        )),
      ])}
    </TextField>
  );
}
