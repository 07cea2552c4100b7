import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { useEntryName } from '../../lib/entryName';

export interface ChecklistMaterial {
  readonly id: number;
  readonly name: string;
  readonly nameEn: string;
  readonly required: boolean;
  /** Whether the application gives a file for it; undefined before there is an application. */
  readonly given?: boolean;
}

/** The materials a category asks for: required or optional, and whether each is given. */
export function MaterialChecklist({
  materials,
  label,
}: {
  readonly materials: readonly ChecklistMaterial[];
  readonly label: string;
}) {
  const { t } = useTranslation();
  const entryName = useEntryName();
  return (
    <List dense aria-label={label}>
      {materials.map((material) => (
        <ListItem key={material.id} disableGutters>
          {material.given !== undefined && (
            <ListItemIcon sx={{ minWidth: 32 }}>
              {material.given ? (
                <CheckCircleOutlineIcon color="success" titleAccess={t('creditApply.given')} />
              ) : (
                <RadioButtonUncheckedIcon color="disabled" titleAccess={t('creditApply.missing')} />
              )}
            </ListItemIcon>
          )}
          <ListItemText primary={entryName(material)} />
          <Chip
            size="small"
            variant="outlined"
            color={material.required ? 'warning' : 'default'}
            label={t(material.required ? 'creditApply.required' : 'creditApply.optional')}
          />
        </ListItem>
      ))}
    </List>
  );
}
