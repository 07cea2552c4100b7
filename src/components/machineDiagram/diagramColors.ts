import { alpha, type Theme } from '@mui/material/styles';
import type { StatusColor } from '@machines/workflows';
import type { DiagramColors } from './MachineDiagramSvg';

const statusMain = (theme: Theme, color: string | undefined) =>
  !color || color === 'default'
    ? theme.palette.grey[600]
    : theme.palette[color as Exclude<StatusColor, 'default'>].main;

/** The diagram in the theme's colours: a state tinted with its status colour, bordered in it. */
export function diagramColors(theme: Theme): DiagramColors {
  return {
    text: theme.palette.text.primary,
    line: theme.palette.text.secondary,
    frame: theme.palette.divider,
    labelBackground: theme.palette.background.paper,
    selected: theme.palette.primary.main,
    stateFill: (color) => alpha(statusMain(theme, color), 0.12),
    stateBorder: (color) => statusMain(theme, color),
  };
}
