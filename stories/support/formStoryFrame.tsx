/**
 * The frame every applicant form's story shares: a company administrator signed in on the
 * form's page, the form machine restored to the story's state with its calls answered by the
 * story's args, an upload machine answering from memory, and a link away to show the
 * unsaved-changes guard. The story renders only its form inside.
 */
import { useState, type ComponentType, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { fn } from 'storybook/test';
import type { FormContext as FormMachineContext } from '@machines/app/form';
import type { ChosenFile, StoredFile } from '@machines/app/upload';
import { FormContext } from '../../src/components/actorContexts';
import { users } from './fixtures';
import {
  AppFrame,
  formSnapshot,
  LeaveLink,
  licenceImage,
  savedAs,
  StoryRouter,
  storyFormMachine,
  storyUploadMachine,
  type FormCall,
} from './storyKit';

type Upload = (file: ChosenFile) => Promise<StoredFile>;

/** The args every applicant form's story takes; the form's own (its record…) come beside them. */
export interface ApplicantFormStoryArgs {
  readonly state: string;
  readonly context?: Partial<FormMachineContext>;
  /** The reviewer's reason a returned record shows above the form. */
  readonly returnComment: string | null;
  /** The area's save call (its path in the area's descriptor, machines/areas/). */
  readonly saveDraft: FormCall;
  /** The area's submit call. */
  readonly submit: FormCall;
  /** `POST /api/files`. */
  readonly upload: Upload;
  readonly onClose: () => void;
}

export interface ApplicantFormFrameProps {
  /** The page the form is on. */
  readonly path: string;
  /** The form machine as the story restores it (`formSnapshot(state, …)`). */
  readonly snapshot: ReturnType<typeof formSnapshot>;
  readonly saveDraft: FormCall;
  readonly submit: FormCall;
  /** `POST /api/files`, for a form that uploads. */
  readonly upload?: Upload;
  /** The form, given the upload machine its file fields use. */
  readonly children: (uploadLogic: ReturnType<typeof storyUploadMachine>) => ReactNode;
}

const noUpload: Upload = () => Promise.reject(new Error('this form uploads nothing'));

export function ApplicantFormFrame({
  path,
  snapshot,
  saveDraft,
  submit,
  upload = noUpload,
  children,
}: ApplicantFormFrameProps) {
  const [form] = useState(() => storyFormMachine(saveDraft, submit));
  const [uploads] = useState(() => storyUploadMachine(upload));
  return (
    <AppFrame user={users.companyAdmin}>
      <StoryRouter path={path}>
        <Box sx={{ p: 2 }}>
          <FormContext.Provider logic={form} options={{ snapshot }}>
            {children(uploads)}
          </FormContext.Provider>
          <LeaveLink />
        </Box>
      </StoryRouter>
    </AppFrame>
  );
}

type StoryUploadMachine = ReturnType<typeof storyUploadMachine>;

/** A form whose story is only its page, its fields and itself (see `applicantFormStory`). */
export interface ApplicantFormStoryOf<Props> {
  /** The page the form is on. */
  readonly path: string;
  /** The fields its form machine checks, in the form's order. */
  readonly fields: readonly string[];
  /** The record the form edits among its props; null for a new one. */
  readonly recordOf: (props: Props) => { readonly id: number } | null;
  readonly Form: ComponentType<Props>;
}

/**
 * The story component of a form that takes its record and choices as props: the story's
 * args are the frame's (`ApplicantFormStoryArgs`) and the form's own props, which it passes
 * on whole with the story's upload machine.
 */
export function applicantFormStory<Props extends { readonly uploadLogic?: StoryUploadMachine }>({
  path,
  fields,
  recordOf,
  Form,
}: ApplicantFormStoryOf<Props>) {
  return function FormStory({
    state,
    context,
    saveDraft,
    submit,
    upload,
    ...own
  }: ApplicantFormStoryArgs & Omit<Props, 'uploadLogic'>) {
    // What is left once the frame's args are taken is the form's props (the two kinds share
    // returnComment and onClose, which the form reads).
    const props = own as unknown as Props;
    const recordId = recordOf(props)?.id ?? null;
    return (
      <ApplicantFormFrame
        path={path}
        snapshot={formSnapshot(state, { recordId, fields, ...context })}
        saveDraft={saveDraft}
        submit={submit}
        upload={upload}
      >
        {(uploads) => <Form {...props} uploadLogic={uploads} />}
      </ApplicantFormFrame>
    );
  };
}

/**
 * The args every applicant form's story starts from: the form being edited, saves and
 * submissions answered with the record `id`, an upload answered with a picture, and closing.
 */
export function applicantFormArgs(id: number) {
  return {
    state: 'editing',
    saveDraft: fn<FormCall>(savedAs(id)),
    submit: fn<FormCall>(savedAs(id)),
    upload: fn(() => Promise.resolve(licenceImage)),
    onClose: fn(),
  };
}
