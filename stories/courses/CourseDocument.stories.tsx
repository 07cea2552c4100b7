import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pages } from '@machines/access/pages';
import type { ChosenFile, StoredFile } from '@machines/app/upload';
import type { Course } from '@machines/contracts';
import { FormContext } from '../../src/components/actorContexts';
import { AddMaterialDialog } from '../../src/features/courses/AddMaterialDialog';
import { CourseDocumentScreen } from '../../src/features/courses/CourseDocumentScreen';
import { users } from '../support/fixtures';
import { body, emptyStory, failedStory, loadingStory, rowWith } from '../support/listStories';
import {
  formSnapshot,
  licenceImage,
  savedAs,
  shown,
  storyFormMachine,
  storyUploadMachine,
  type FormCall,
} from '../support/storyKit';
import {
  loadedListArgs,
  ReviewListStoryFrame,
  type ReviewListStoryProps,
} from '../support/reviewListStory';
import { course, materials } from './courseFixtures';

type StoryProps = ReviewListStoryProps & {
  readonly course: Course;
  /** The add dialog's form machine state (`editing` unless named). */
  readonly formState?: string;
  /** `POST /api/course/create-coursematerial`. */
  readonly addMaterial: FormCall;
  /** `POST /api/files`. */
  readonly upload: (file: ChosenFile) => Promise<StoredFile>;
};

function AddDialog({
  onClose,
  formState = 'editing',
  addMaterial,
  upload,
}: {
  onClose: () => void;
  formState?: string;
  addMaterial: FormCall;
  upload: (file: ChosenFile) => Promise<StoredFile>;
}) {
  const [form] = useState(() => storyFormMachine(addMaterial, addMaterial));
  const [uploads] = useState(() => storyUploadMachine(upload));
  const snapshot = formSnapshot(formState, { recordId: null, fields: ['name', 'fileId'] });
  return (
    <FormContext.Provider logic={form} options={{ snapshot }}>
      <AddMaterialDialog onClose={onClose} uploadLogic={uploads} />
    </FormContext.Provider>
  );
}

/** `/courseDocument?course=…`: one course's materials. */
function CourseDocumentStory({ course, formState, addMaterial, upload, ...frame }: StoryProps) {
  return (
    <ReviewListStoryFrame {...frame} user={users.companyAdmin} path={pages.courseDocument.path}>
      <CourseDocumentScreen
        course={course}
        renderAdd={(onClose) => (
          <AddDialog
            onClose={onClose}
            formState={formState}
            addMaterial={addMaterial}
            upload={upload}
          />
        )}
      />
    </ReviewListStoryFrame>
  );
}

const meta = {
  title: 'Courses/CourseDocument',
  component: CourseDocumentStory,
  parameters: { machine: ['listMachine', 'reviewMachine', 'formMachine'] },
  args: {
    course: course('draft'),
    ...loadedListArgs(materials),
    addMaterial: fn<FormCall>(savedAs(73)),
    upload: fn(() => Promise.resolve(licenceImage)),
  },
} satisfies Meta<typeof CourseDocumentStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const GRID = '课程资料';

export const Loading: Story = loadingStory(GRID);
export const Empty: Story = emptyStory();
export const Failed: Story = failedStory();

/** The course's materials, each removable while the course runs. */
export const Loaded: Story = {
  parameters: { state: 'loaded' },
  play: async ({ canvas }) => {
    await shown(canvas.getByRole('heading', { name: /^课程资料：/ }));
    await shown(canvas.getByText('共 2 份资料'));
    await shown(rowWith(canvas, '课程大纲').getByRole('button', { name: '删除' }));
  },
};

/** A finished course keeps its materials as they are. */
export const Finished: Story = {
  parameters: { state: 'loaded' },
  args: { course: course('finished') },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: '上传资料' })).toBeNull();
    await expect(rowWith(canvas, '课程大纲').queryByRole('button', { name: '删除' })).toBeNull();
  },
};

/** Deleting is asked first, then done. */
export const DeleteConfirmed: Story = {
  parameters: { states: ['loaded', 'reviewMachine:composing', 'reviewMachine:succeeded'] },
  play: async ({ canvas, args }) => {
    await userEvent.click(rowWith(canvas, '课程大纲').getByRole('button', { name: '删除' }));
    const dialog = within(await body().findByRole('dialog', { name: '删除资料' }));
    await userEvent.click(dialog.getByRole('button', { name: '删除' }));
    await waitFor(() =>
      expect(args.submitDecision).toHaveBeenCalledWith({
        decision: 'DELETE',
        ids: [71],
        comment: '',
      }),
    );
    await shown(await dialog.findByText('资料已删除'));
  },
};

/** Adding: a title and a file are needed; then both go. */
export const AddMaterial: Story = {
  parameters: { states: ['loaded', 'formMachine:editing'] },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '上传资料' }));
    const dialog = within(await body().findByRole('dialog', { name: '上传资料' }));
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(dialog.getByRole('textbox', { name: /^资料名称/ })).toHaveAccessibleDescription(
      '必填',
    );
    await shown(dialog.getByText('请上传资料文件'));
    await expect(args.addMaterial).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByRole('textbox', { name: /^资料名称/ }), '第二讲 服务级别管理');
    await userEvent.upload(
      body().getByLabelText(/资料文件/, { selector: 'input' }),
      new File(['x'], '第二讲.png', { type: 'image/png' }),
    );
    await shown(await dialog.findByRole('button', { name: '重新选择' }));
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(args.addMaterial).toHaveBeenCalledWith({
        recordId: null,
        values: { name: '第二讲 服务级别管理', fileId: licenceImage.id },
      }),
    );
  },
};

export const AddSaved: Story = {
  parameters: { state: 'formMachine:submitted' },
  args: { formState: 'submitted' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '上传资料' }));
    await shown(await body().findByText('资料已上传'));
  },
};

export const English: Story = {
  parameters: { state: 'loaded' },
  globals: { language: 'en' },
  play: async ({ canvas }) => {
    await shown(canvas.getByRole('grid', { name: 'Course materials' }));
  },
};
