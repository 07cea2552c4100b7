/**
 * What the stories of a reviewer's page on one application share (membership, personnel,
 * institutions, and every later area of the generic status 0-6): the decisions on offer,
 * the status chip beside the record's heading, and the Workflow story, in which QA steps
 * the area's real detail through the workflow and the decisions offered follow.
 */
import type { ReactElement } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AvailableEventInfo, TimelineEntry } from '@machines/contracts';
import { statusFamilies } from '@machines/workflows';
import { timelineOf } from './storyKit';
import { WorkflowStepper } from './WorkflowStepper';

type Canvas = ReturnType<typeof within>;

/** The group of the platform's decision buttons (ReviewDecisionActions). */
const DECISIONS = '审核操作';

/** The labels of the decisions offered on the page; none without the group. */
export function offeredDecisions(canvas: Canvas): (string | null)[] {
  return canvas.queryByRole('group', { name: DECISIONS })
    ? within(canvas.getByRole('group', { name: DECISIONS }))
        .getAllByRole('button')
        .map((button) => button.textContent)
    : [];
}

/** The status chip next to the record's heading (its colour is the status's). */
export async function statusChipBeside(canvas: Canvas, heading: string) {
  return (
    await canvas.findByRole('heading', { level: 2, name: heading })
  ).parentElement?.querySelector('.MuiChip-root');
}

/**
 * The reason of the decision that left the record where it is, in the note under its
 * heading (issue 42): titled 退回原因 or 未通过原因, above the history that also keeps it.
 */
export async function reasonUnderHeading(canvas: Canvas, title: string, comment: string) {
  const note = await waitFor(() => {
    const found = canvas
      .getAllByRole('note')
      .find((each: HTMLElement) => within(each).queryByText(title));
    if (!found) throw new Error(`No note titled ${title}`);
    return found;
  });
  await expect(note).toBeVisible();
  await expect(note).toHaveTextContent(comment);
}

/**
 * A platform-reviewed application's page once decided, in the generic family's colours:
 * approved (it may be revoked), rejected (nothing left to decide), returned (the reason
 * under its heading) and withdrawn. `heading` names the record; `returnComment` is the
 * returned record's reason.
 */
export function decidedApplicationStories(heading: string, returnComment: string) {
  const chip = (canvas: Canvas) => statusChipBeside(canvas, heading);
  const decided = (state: string, colour: string, offered: readonly string[]) => ({
    parameters: { state },
    args: { status: state },
    play: async ({ canvas }: { canvas: Canvas }) => {
      await expect(await chip(canvas)).toHaveClass(colour);
      await expect(offeredDecisions(canvas)).toEqual(offered);
    },
  });
  return {
    approved: decided('approved', 'MuiChip-colorSuccess', ['撤销']),
    rejected: decided('rejected', 'MuiChip-colorError', []),
    returned: {
      parameters: { state: 'returned' },
      args: { status: 'returned' },
      play: async ({ canvas }: { canvas: Canvas }) => {
        await expect(await chip(canvas)).toHaveClass('MuiChip-colorSecondary');
        await reasonUnderHeading(canvas, '退回原因', returnComment);
      },
    },
    withdrawn: {
      parameters: { state: 'withdrawn' },
      args: { status: 'withdrawn' },
      play: async ({ canvas }: { canvas: Canvas }) => {
        await expect(await chip(canvas)).toHaveClass('MuiChip-colorDefault');
      },
    },
  };
}

/** The record at the state QA has stepped to, as the platform's detail call answers it. */
export interface SteppedRecord {
  /** The state's name in the record's workflow (generic application, or qualification). */
  readonly state: string;
  /** The record's version: one more per step, from the submission's. */
  readonly version: number;
  /** The timeline: the company's submission, then every step QA took. */
  readonly events: TimelineEntry[];
  readonly availableEvents: readonly AvailableEventInfo[];
  /** Changes with every step: the detail is drawn anew. */
  readonly key: number;
}

/**
 * The Workflow story of a reviewer's detail: it starts submitted; `renderDetail` draws
 * the area's real detail for each state reached. Its play approves through the stepper
 * and checks that the page then offers revoking only.
 */
export function workflowDetailStory<TArgs>(
  renderDetail: (args: TArgs, record: SteppedRecord) => ReactElement,
) {
  return {
    parameters: { state: 'submitted' },
    render: (args: TArgs) => (
      <WorkflowStepper
        family="application"
        initialCode={1}
        render={(code, view) =>
          renderDetail(args, {
            state: statusFamilies.application.stateOf(code),
            version: view.history.length + 2,
            events: timelineOf([{ event: 'SUBMIT', party: 'applicant' }, ...view.history]),
            availableEvents: statusFamilies.application.availableEvents(code, {
              party: 'platform',
            }),
            key: view.history.length,
          })
        }
      />
    ),
    play: async ({ canvas }: { canvas: Canvas }) => {
      const screen = within(canvas.getByTestId('workflow-screen'));
      await waitFor(() => expect(offeredDecisions(screen)).toHaveLength(3));
      await userEvent.click(
        within(canvas.getByRole('group', { name: 'platform' })).getByRole('button', {
          name: 'APPROVE',
        }),
      );
      await waitFor(() => expect(offeredDecisions(screen)).toEqual(['撤销']));
    },
  };
}

/**
 * The Workflow story of a reviewer's detail in the two-level qualification family (credit
 * applications, project declarations): it starts awaiting the institution, whose page
 * offers its three decisions; QA approves at the institution (nothing more is offered
 * there), then at the platform, and `approved` checks what the approved record shows.
 */
export function twoLevelWorkflowStory<TArgs>(
  renderDetail: (args: TArgs, record: SteppedRecord) => ReactElement,
  approved: (screen: Canvas) => Promise<void>,
) {
  const family = statusFamilies.qualification;
  return {
    parameters: { state: 'idle' },
    render: (args: TArgs) => (
      <WorkflowStepper
        family="qualification"
        initialCode={1}
        render={(code, view) =>
          renderDetail(args, {
            state: family.stateOf(code),
            version: view.history.length + 2,
            events: timelineOf(
              [{ event: 'SUBMIT', party: 'applicant' }, ...view.history],
              'qualification',
            ),
            availableEvents: family.availableEvents(code, { party: 'institution' }),
            key: view.history.length,
          })
        }
      />
    ),
    play: async ({ canvas }: { canvas: Canvas }) => {
      const screen = within(canvas.getByTestId('workflow-screen'));
      const step = (party: string, event: string) =>
        userEvent.click(
          within(canvas.getByRole('group', { name: party })).getByRole('button', { name: event }),
        );
      await waitFor(() => expect(offeredDecisions(screen)).toHaveLength(3));
      await step('institution', 'INSTITUTION_APPROVE');
      await waitFor(() => expect(offeredDecisions(screen)).toEqual([]));
      await step('platform', 'PLATFORM_APPROVE');
      await approved(screen);
    },
  };
}
