/**
 * A QA panel that steps a status workflow by hand: beside the screen under test it shows
 * the current status (chip in the meta colour, label from the catalogue), the events each
 * party may send from it, and the steps taken so far. Clicking an event computes the next
 * status with the family's pure `next()` and renders the screen again with the new code.
 * Nothing goes over the network: the machines of machines/workflows/ are the whole rule book.
 * Where a family's guards read a context (a sign-up's session start and the day of the step),
 * the panel shows it as fields QA edits: the events offered follow it.
 */
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AnyStateMachine } from 'xstate';
import {
  PARTIES,
  statusFamilies,
  type Party,
  type StatusFamily,
  type StatusFamilyName,
  type StatusMeta,
} from '@machines/workflows';

/** The comment sent with events that need one, unless QA types another. */
export const QA_COMMENT = 'QA';

/** One step taken with the stepper. */
export interface WorkflowStep {
  readonly event: string;
  readonly party: Party;
  readonly comment: string | undefined;
  readonly from: number;
  readonly to: number;
}

/** What the screen under test is rendered with besides the code. */
export interface WorkflowStepperView {
  readonly state: string;
  readonly meta: StatusMeta;
  readonly history: readonly WorkflowStep[];
  /** The context as QA set it (what the family's guards read). */
  readonly context: Readonly<Record<string, string>>;
}

export interface WorkflowStepperProps {
  /** A status family of machines/workflows (`statusFamilies`). */
  readonly family: StatusFamilyName;
  /** The stored status code to start from (and to reset to). */
  readonly initialCode: number;
  /** The screen under test, for the current status code. */
  readonly render: (code: number, view: WorkflowStepperView) => ReactNode;
  /** Panel to the right of the screen (default) or above it. */
  readonly placement?: 'side' | 'top';
  /** Called after each step and reset with the new code. */
  readonly onStep?: (code: number, history: readonly WorkflowStep[]) => void;
  /** What the family's guards read (dates as `YYYY-MM-DD`); QA edits it in the panel. */
  readonly context?: Readonly<Record<string, string>>;
}

/** The families differ in their event types; the stepper only needs what they share. */
const familyOf = (name: StatusFamilyName) =>
  statusFamilies[name] as unknown as StatusFamily<AnyStateMachine>;

export function WorkflowStepper({
  family: familyName,
  initialCode,
  render,
  placement = 'side',
  onStep,
  context: initialContext = {},
}: WorkflowStepperProps) {
  const family = familyOf(familyName);
  const [code, setCode] = useState(initialCode);
  const [context, setContext] = useState(initialContext);
  const [history, setHistory] = useState<readonly WorkflowStep[]>([]);
  const [comment, setComment] = useState(QA_COMMENT);
  const [refused, setRefused] = useState<string | null>(null);

  const meta = family.metaOf(code);
  const state = family.stateOf(code);

  const step = (party: Party, event: string, commentRequired: boolean) => {
    const sent = commentRequired ? comment : undefined;
    const result = family.next(
      code,
      { type: event, actor: { party }, ...(sent === undefined ? {} : { comment: sent }) },
      context,
    );
    if (!result) {
      setRefused(`${event} (${party}) was refused from ${state}`);
      return;
    }
    const taken = [...history, { event, party, comment: sent, from: code, to: result.code }];
    setRefused(null);
    setCode(result.code);
    setHistory(taken);
    onStep?.(result.code, taken);
  };

  const reset = () => {
    setRefused(null);
    setCode(initialCode);
    setHistory([]);
    onStep?.(initialCode, []);
  };

  const panel = (
    <StepperPanel
      familyName={familyName}
      family={family}
      code={code}
      history={history}
      comment={comment}
      context={context}
      refused={refused}
      onComment={setComment}
      onContext={setContext}
      onStep={step}
      onReset={reset}
    />
  );
  const screen = (
    <Box sx={{ flex: 1, minWidth: 0 }} data-testid="workflow-screen">
      {render(code, { state, meta, history, context })}
    </Box>
  );

  return placement === 'top' ? (
    <Stack spacing={2}>
      {panel}
      {screen}
    </Stack>
  ) : (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      {screen}
      {panel}
    </Box>
  );
}

interface StepperPanelProps {
  readonly familyName: StatusFamilyName;
  readonly family: StatusFamily<AnyStateMachine>;
  readonly code: number;
  readonly history: readonly WorkflowStep[];
  readonly comment: string;
  readonly context: Readonly<Record<string, string>>;
  readonly refused: string | null;
  readonly onComment: (comment: string) => void;
  readonly onContext: (context: Readonly<Record<string, string>>) => void;
  readonly onStep: (party: Party, event: string, commentRequired: boolean) => void;
  readonly onReset: () => void;
}

function StepperPanel({
  familyName,
  family,
  code,
  history,
  comment,
  context,
  refused,
  onComment,
  onContext,
  onStep,
  onReset,
}: StepperPanelProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const meta = family.metaOf(code);
  const label = (of: number) => t(family.metaOf(of).label);
  const hasComment = comment.trim().length > 0;

  return (
    <Paper
      component="aside"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: 2, width: 360, flexShrink: 0 }}
    >
      <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {`Workflow stepper · ${familyName}`}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', my: 1 }}>
        <Chip data-testid="workflow-status" color={meta.color} label={t(meta.label)} size="small" />
        <Typography variant="body2" color="text.secondary">
          {`code ${code} · ${family.stateOf(code)}`}
        </Typography>
      </Stack>

      <TextField
        label="Comment (sent with events marked ✎)"
        size="small"
        fullWidth
        margin="dense"
        value={comment}
        onChange={(event) => onComment(event.target.value)}
      />
      {Object.entries(context).map(([name, value]) => (
        <TextField
          key={name}
          label={`Context · ${name}`}
          size="small"
          fullWidth
          margin="dense"
          value={value}
          onChange={(event) => onContext({ ...context, [name]: event.target.value })}
        />
      ))}

      <Stack spacing={1} sx={{ mt: 1 }}>
        {PARTIES.map((party) => {
          const events = family.availableEvents(code, { party }, context);
          return (
            <Box key={party} role="group" aria-label={party}>
              <Typography variant="caption" color="text.secondary" component="div">
                {party}
              </Typography>
              {events.length === 0 ? (
                <Typography variant="body2" color="text.disabled">
                  —
                </Typography>
              ) : (
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                  {events.map((event) => (
                    <Button
                      key={event.type}
                      size="small"
                      variant="outlined"
                      aria-label={event.type}
                      title={
                        event.commentRequired
                          ? `${event.type} needs a comment: "${comment}" is sent`
                          : event.type
                      }
                      disabled={event.commentRequired && !hasComment}
                      onClick={() => onStep(party, event.type, event.commentRequired)}
                    >
                      {event.commentRequired ? `${event.type} ✎` : event.type}
                    </Button>
                  ))}
                </Stack>
              )}
            </Box>
          );
        })}
      </Stack>

      {refused && (
        <Typography role="alert" variant="body2" color="error" sx={{ mt: 1 }}>
          {refused}
        </Typography>
      )}

      <Divider sx={{ my: 1.5 }} />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle2" component="h3">
          History
        </Typography>
        <Button size="small" onClick={onReset} disabled={history.length === 0}>
          Reset
        </Button>
      </Stack>
      {history.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No steps yet.
        </Typography>
      ) : (
        <List dense aria-label="steps" disablePadding component="ol">
          {history.map((taken, index) => (
            <ListItem key={index} disableGutters>
              <ListItemText
                primary={`${index + 1}. ${taken.event} · ${taken.party}`}
                secondary={`${label(taken.from)} (${taken.from}) → ${label(taken.to)} (${taken.to})${
                  taken.comment === undefined ? '' : ` · “${taken.comment}”`
                }`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
