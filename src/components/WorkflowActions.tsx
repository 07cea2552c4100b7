import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button, { type ButtonProps } from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { AvailableEventInfo } from '@machines/contracts';

/** How one workflow event looks as a button on a record's page. */
export interface WorkflowAction {
  readonly type: string;
  /** Defaults to the event's name in `workflowEvent.*`. */
  readonly label?: string;
  readonly icon?: ReactNode;
  readonly variant?: ButtonProps['variant'];
  readonly color?: ButtonProps['color'];
  /** A page where the event happens (a form) rather than a decision here. */
  readonly to?: string;
  /**
   * Offered by the workflow, yet not possible on this record: the button shows disabled
   * and says why on hover and focus.
   */
  readonly unavailableBecause?: string;
}

export interface WorkflowActionsProps {
  /** The group's accessible name ("review actions", "my actions"). */
  readonly label: string;
  /** What the server's workflow offers this actor on this record now. */
  readonly available: readonly AvailableEventInfo[];
  /** The events this screen can show, in the order shown. */
  readonly actions: readonly WorkflowAction[];
  readonly onAction: (event: AvailableEventInfo) => void;
  readonly justify?: 'flex-start' | 'flex-end';
}

/**
 * A record's actions: a button for each event the workflow offers the actor in the
 * record's status, and nothing for the events it does not (issue 18). The server answers
 * `availableEvents` from the same machine it checks every transition with.
 */
export function WorkflowActions({
  label,
  available,
  actions,
  onAction,
  justify = 'flex-start',
}: WorkflowActionsProps) {
  const { t } = useTranslation();
  const offered = actions.flatMap((action) => {
    const event = available.find((candidate) => candidate.type === action.type);
    return event ? [{ action, event }] : [];
  });
  if (offered.length === 0) return null;

  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      role="group"
      aria-label={label}
      sx={{ justifyContent: justify, flexWrap: 'wrap' }}
    >
      {offered.map(({ action, event }) => {
        const text = action.label ?? t(`workflowEvent.${action.type}`);
        const common = {
          variant: action.variant ?? 'outlined',
          color: action.color ?? 'primary',
          startIcon: action.icon,
        } as const;
        if (action.unavailableBecause) {
          return (
            <Tooltip key={action.type} title={action.unavailableBecause} describeChild>
              {/* A disabled button takes no pointer or focus: the wrapper holds the reason. */}
              <span tabIndex={0}>
                <Button {...common} disabled>
                  {text}
                </Button>
              </span>
            </Tooltip>
          );
        }
        if (action.to) {
          return (
            <Button key={action.type} {...common} component={RouterLink} to={action.to}>
              {text}
            </Button>
          );
        }
        return (
          <Button key={action.type} {...common} onClick={() => onAction(event)}>
            {text}
          </Button>
        );
      })}
    </Stack>
  );
}
