import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import type { InstitutionPerson } from '@machines/contracts';

export interface PeoplePickerProps {
  readonly id: string;
  readonly label: string;
  /** The people to choose from: the company's verified people. */
  readonly options: readonly InstitutionPerson[];
  /** Chosen ones the options lack (no longer verified), shown marked until removed. */
  readonly named: readonly InstitutionPerson[];
  readonly value: readonly number[];
  readonly onChange: (ids: number[]) => void;
  readonly loading: boolean;
  readonly required: boolean;
  readonly disabled: boolean;
  readonly error: string | undefined;
  readonly hint: string;
}

/** Several of the company's verified people, chosen by name (typing filters). */
export function PeoplePicker(props: PeoplePickerProps) {
  const { t } = useTranslation();
  const { options, named, value } = props;
  const known = new Map([...named, ...options].map((person) => [person.id, person]));
  const chosen = value.flatMap((id) => {
    const person = known.get(id);
    return person ? [person] : [];
  });
  const describe = (person: InstitutionPerson) =>
    [
      person.professionalTitle && t(`person.title.${person.professionalTitle}`),
      person.education && t(`person.education.${person.education}`),
    ]
      .filter(Boolean)
      .join(' · ');
  return (
    <Autocomplete<InstitutionPerson, true>
      multiple
      id={props.id}
      options={[...options]}
      value={chosen}
      loading={props.loading}
      disabled={props.disabled}
      onChange={(_event, people) => props.onChange(people.map((person) => person.id))}
      getOptionLabel={(person) => person.name}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      noOptionsText={t('person.picker.none')}
      loadingText={t('app.loading')}
      renderOption={({ key, ...optionProps }, person) => (
        <li key={key} {...optionProps}>
          {person.name}
          {describe(person) && ` (${describe(person)})`}
        </li>
      )}
      renderValue={(people, getItemProps) =>
        people.map((person, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return (
            <Chip
              key={key}
              size="small"
              color={person.verified ? 'default' : 'warning'}
              label={
                person.verified
                  ? person.name
                  : t('person.picker.notVerified', { name: person.name })
              }
              {...itemProps}
            />
          );
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          name="personIds"
          label={props.label}
          required={props.required}
          error={Boolean(props.error)}
          helperText={props.error ?? props.hint}
        />
      )}
    />
  );
}
