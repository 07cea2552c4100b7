import { useTranslation } from 'react-i18next';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTheme } from '@mui/material/styles';
import { statusFamilies, type StatusFamilyName } from '@machines/workflows';

export interface StatusChipProps {
  readonly family: StatusFamilyName;
  readonly code: number;
  readonly size?: ChipProps['size'];
  readonly variant?: ChipProps['variant'];
}

/**
 * A status as a chip: colour and label key come from the workflow's state meta
 * (convention §7.3), the only place a code meets a colour. A code the family does not
 * know shows as itself, in grey.
 */
export function StatusChip({ family, code, size = 'small', variant = 'filled' }: StatusChipProps) {
  const { t } = useTranslation();
  const statuses = statusFamilies[family];
  if (!statuses.isCode(code)) {
    return <Chip size={size} variant={variant} label={String(code)} />;
  }
  const meta = statuses.metaOf(code);
  return (
    <Chip
      size={size}
      variant={variant}
      color={meta.color}
      label={t(meta.label)}
      data-status={code}
    />
  );
}

/** The label a status chip shows, for selects and text. */
export function useStatusLabel(family: StatusFamilyName): (code: number) => string {
  const { t } = useTranslation();
  const statuses = statusFamilies[family];
  return (code) => (statuses.isCode(code) ? t(statuses.metaOf(code).label) : String(code));
}

/**
 * The colour a status is drawn in outside a chip (a chart's bar or slice): the palette
 * colour its meta names, grey for `default`, as the chip shows it.
 */
export function useStatusColor(family: StatusFamilyName): (code: number) => string {
  const theme = useTheme();
  const statuses = statusFamilies[family];
  return (code) => {
    const color = statuses.isCode(code) ? statuses.metaOf(code).color : 'default';
    return color === 'default' ? theme.palette.grey[500] : theme.palette[color].main;
  };
}
