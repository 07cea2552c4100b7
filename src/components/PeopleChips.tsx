import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { InstitutionPerson } from '@machines/contracts';

/** The people an application names, one chip each; one no longer verified is marked. */
export function PeopleChips({ people }: { readonly people: readonly InstitutionPerson[] }) {
  const { t } = useTranslation();
  if (people.length === 0) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {people.map((person) => (
        <Chip
          key={person.id}
          size="small"
          variant="outlined"
          color={person.verified ? 'default' : 'warning'}
          label={
            person.verified ? person.name : t('person.picker.notVerified', { name: person.name })
          }
        />
      ))}
    </Stack>
  );
}
