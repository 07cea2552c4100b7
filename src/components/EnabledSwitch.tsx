import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';

/** A form's on/off field (offered, required): a labelled switch. */
export function EnabledSwitch({
  label,
  checked,
  onChange,
  name = 'enabled',
}: {
  readonly label: string;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly name?: string;
}) {
  return (
    <FormControlLabel
      label={label}
      control={
        <Switch name={name} checked={checked} onChange={(_event, value) => onChange(value)} />
      }
    />
  );
}
