import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { InstitutionPerson } from '@machines/contracts';

export interface PeopleChipsProps {
  readonly people: readonly InstitutionPerson[];
  /**
   * Where the viewer may take a person off (the applicant, while the record may change):
   * each chip becomes a button asking for it (click, Enter or Delete).
   */
  readonly onRemove?: (person: InstitutionPerson) => void;
}

/** The people an application names, one chip each; one no longer verified is marked. */
export function PeopleChips({ people, onRemove }: PeopleChipsProps) {
  const { t } = useTranslation();
  if (people.length === 0) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {people.map((person) => {
        const label = person.verified
          ? person.name
          : t('person.picker.notVerified', { name: person.name });
        const remove = onRemove && (() => onRemove(person));
        return (
          <Chip
            key={person.id}
            size="small"
            variant="outlined"
            color={person.verified ? 'default' : 'warning'}
            label={label}
            {...(remove && {
              onClick: remove,
              onDelete: remove,
              'aria-label': t('person.removal.chip', { name: person.name }),
            })}
          />
        );
      })}
    </Stack>
  );
}
