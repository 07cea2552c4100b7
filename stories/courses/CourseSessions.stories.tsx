import { useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pages } from '@machines/access/pages';
import type { Course } from '@machines/contracts';
import { FormContext } from '../../src/components/actorContexts';
import { CourseSessionsScreen } from '../../src/features/courses/CourseSessionsScreen';
import { AddSessionDialog, MoveSessionDialog } from '../../src/features/courses/SessionDialogs';
import { serviceError, users } from '../support/fixtures';
import { body, emptyStory, failedStory, loadingStory, rowWith } from '../support/listStories';
import { formSnapshot, pageOf, shown, storyFormMachine, type FormCall } from '../support/storyKit';
import { ReviewListStoryFrame, type ReviewListStoryProps } from '../support/reviewListStory';
import { course } from './courseFixtures';
import { SESSION_MOVE_REASON, sessionRows } from './sessionFixtures';

type StoryProps = ReviewListStoryProps & {
  readonly course: Course;
  /** `POST /api/train/request-traindate-change`. */
  readonly askMove: FormCall;
  /** `POST /api/train/add-traindate`. */
  readonly addSession: FormCall;
};

/** A dialog's form machine restored to editing, its call answered by `submit`. */
function StoryForm({
  fields,
  submit,
  children,
}: {
  fields: readonly string[];
  submit: FormCall;
  children: ReactNode;
}) {
  const [logic] = useState(() => storyFormMachine(submit, submit));
  const [snapshot] = useState(() => formSnapshot('editing', { recordId: null, fields }));
  return (
    <FormContext.Provider logic={logic} options={{ snapshot }}>
      {children}
    </FormContext.Provider>
  );
}

/** `/courseSessions?course=…`: one running course's sessions, moved and added. */
function CourseSessionsStory({ course, askMove, addSession, ...frame }: StoryProps) {
  return (
    <ReviewListStoryFrame {...frame} user={users.companyAdmin} path={pages.courseSessions.path}>
      <CourseSessionsScreen
        course={course}
        renderMove={(session, onClose) => (
          <StoryForm fields={['startsOn', 'endsOn', 'comment']} submit={askMove}>
            <MoveSessionDialog session={session} onClose={onClose} />
          </StoryForm>
        )}
        renderAdd={(onClose) => (
          <StoryForm fields={['startsOn', 'endsOn', 'capacity', 'location']} submit={addSession}>
            <AddSessionDialog capacity={course.capacity} onClose={onClose} />
          </StoryForm>
        )}
      />
    </ReviewListStoryFrame>
  );
}

const meta = {
  title: 'Courses/CourseSessions',
  component: CourseSessionsStory,
  parameters: { machine: ['listMachine', 'formMachine'] },
  args: {
    course: course('published'),
    state: 'loaded',
    context: { rows: sessionRows, total: sessionRows.length },
    fetchPage: fn(() => Promise.resolve(pageOf(sessionRows as never[], sessionRows.length))),
    submitDecision: fn(() => Promise.resolve([])),
    askMove: fn<FormCall>(() => Promise.resolve({ id: 904 })),
    addSession: fn<FormCall>(() => Promise.resolve({ id: 905 })),
  },
} satisfies Meta<typeof CourseSessionsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const GRID = '课程场次列表';
const MOVE = '申请改期';

export const Loading: Story = loadingStory(GRID);
export const Empty: Story = emptyStory();
export const Failed: Story = failedStory();

/**
 * Each session with its days, places held and last move: one not begun and not waiting
 * may be moved; the waiting one and the one begun on the story's day may not.
 */
export const Loaded: Story = {
  parameters: { state: 'loaded' },
  play: async ({ canvas }) => {
    await shown(canvas.getByRole('heading', { name: /^课程场次：/ }));
    await shown(canvas.getByText('共 4 个场次'));
    const waiting = rowWith(canvas, '2030-07-06 – 2030-07-07');
    await shown(waiting.getByText('2030-07-20 – 2030-07-21'));
    await expect(waiting.queryByRole('button', { name: MOVE })).toBeNull();
    await shown(rowWith(canvas, '2030-08-03 – 2030-08-04').getByRole('button', { name: MOVE }));
    await expect(
      rowWith(canvas, '2030-05-30 – 2030-06-02').queryByRole('button', { name: MOVE }),
    ).toBeNull();
    await shown(canvas.getByRole('button', { name: '增加场次' }));
  },
};

/** A finished course's sessions stay as they were. */
export const NotRunning: Story = {
  parameters: { state: 'loaded' },
  args: { course: course('finished') },
  play: async ({ canvas }) => {
    await shown(canvas.getByText(/课程未在报名或培训中/));
    await expect(canvas.queryByRole('button', { name: '增加场次' })).toBeNull();
    await expect(canvas.queryAllByRole('button', { name: MOVE })).toHaveLength(0);
  },
};

/** Asking a move: the reason is required, who is told is said, then it goes. */
export const MoveAsked: Story = {
  parameters: { states: ['loaded', 'formMachine:editing', 'formMachine:submitted'] },
  play: async ({ canvas, args }) => {
    await userEvent.click(
      rowWith(canvas, '2030-08-03 – 2030-08-04').getByRole('button', { name: MOVE }),
    );
    const dialog = within(await body().findByRole('dialog', { name: /^场次改期/ }));
    await shown(dialog.getByText(/已报名的 8 人/));
    await userEvent.click(dialog.getByRole('button', { name: MOVE }));
    await shown(await dialog.findByText('请填写改期原因'));
    await expect(args.askMove).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByRole('textbox', { name: /^改期原因/ }), SESSION_MOVE_REASON);
    await userEvent.click(dialog.getByRole('button', { name: MOVE }));
    await waitFor(() =>
      expect(args.askMove).toHaveBeenCalledWith({
        recordId: null,
        values: { startsOn: '2030-08-03', endsOn: '2030-08-04', comment: SESSION_MOVE_REASON },
      }),
    );
    await shown(await dialog.findByText('改期申请已提交，等待平台审核'));
  },
};

/** The server refuses the day (the machine's guard): the message stays under the field. */
export const MoveRefused: Story = {
  parameters: { states: ['formMachine:submitting', 'formMachine:editing'] },
  args: {
    askMove: fn<FormCall>(() =>
      Promise.reject(
        serviceError(409, '新的开始日期（2030-05-30）须晚于今天', {
          startsOn: '新的开始日期（2030-05-30）须晚于今天',
        }),
      ),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(
      rowWith(canvas, '2030-08-03 – 2030-08-04').getByRole('button', { name: MOVE }),
    );
    const dialog = within(await body().findByRole('dialog', { name: /^场次改期/ }));
    await userEvent.type(dialog.getByRole('textbox', { name: /^改期原因/ }), '提前');
    await userEvent.click(dialog.getByRole('button', { name: MOVE }));
    await shown(await dialog.findByText('新的开始日期（2030-05-30）须晚于今天'));
    await expect(dialog.getByRole('textbox', { name: /^改期原因/ })).toHaveValue('提前');
  },
};

/** Adding a session: the days are required, the places prefilled with the course's. */
export const AddSession: Story = {
  parameters: { states: ['loaded', 'formMachine:editing'] },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '增加场次' }));
    const dialog = within(await body().findByRole('dialog', { name: '增加场次' }));
    await shown(dialog.getByText(/无需审核/));
    await expect(dialog.getByRole('textbox', { name: /^名额/ })).toHaveValue('60');
    await userEvent.click(dialog.getByRole('button', { name: '增加场次' }));
    await expect(args.addSession).not.toHaveBeenCalled();
  },
};

export const English: Story = {
  parameters: { state: 'loaded' },
  globals: { language: 'en' },
  play: async ({ canvas }) => {
    await shown(canvas.getByRole('grid', { name: 'Course sessions' }));
    await shown(
      rowWith(canvas, '2030-08-03 – 2030-08-04').getByRole('button', {
        name: 'Request a date change',
      }),
    );
  },
};
