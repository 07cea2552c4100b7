/**
 * The story kit every area's stories use: frames that restore the list, review, form and
 * upload machines with their calls bound to story functions, a session and router around a
 * screen, a document image and PDF served from memory, and timelines replayed through a
 * status family's machine. An area's own records live beside its stories (the real-name
 * area's in stories/realname/realnameFixtures.ts). Nothing here touches the network.
 */
import { useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, useNavigate } from 'react-router-dom';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { expect, waitFor } from 'storybook/test';
import { fromCallback, fromPromise, type AnyStateMachine, type SnapshotFrom } from 'xstate';
import { pages } from '@machines/access/pages';
import {
  formMachine,
  initialFormContext,
  type FormContext as FormMachineContext,
} from '@machines/app/form';
import {
  listMachine,
  type ListContext as ListMachineContext,
  type ListPage,
  type RowId,
} from '@machines/app/list';
import { initialListQuery, type ListQuery } from '@machines/app/listQuery';
import { notifierMachine } from '@machines/app/notifier';
import {
  reviewMachine,
  type ReviewContext as ReviewMachineContext,
  type ReviewItemResult,
  type ReviewRequest,
} from '@machines/app/review';
import {
  DOCUMENT_TYPES,
  uploadMachine,
  type ChosenFile,
  type StoredFile,
  type UploadContext as UploadMachineContext,
  type UploadEvent,
} from '@machines/app/upload';
import { MAX_UPLOAD_BYTES } from '@machines/validation/rules';
import { statusFamilies, type Party, type StatusFamily } from '@machines/workflows';
import { NotifierContext } from '../../src/components/appActorContexts';
import { Toasts } from '../../src/app/feedback/Toasts';
import { FormContext, ReviewContext, UploadContext } from '../../src/components/actorContexts';
import { FileSourceContext, type FileSource } from '../../src/components/FilePreview';
import { ListRouteProvider } from '../../src/components/ListRouteProvider';
import type { WorkflowEventRecord } from '../../src/lib/api/realname';
import type { UserFixture } from './fixtures';
import { signedInSession, StorySession } from './session';
import { STORY_TODAY } from './storyToday';

/** Visible once a dialog's fade-in has finished. */
export const shown = (element: HTMLElement | null) => waitFor(() => expect(element).toBeVisible());

// ---------------------------------------------------------------- files

const LICENCE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="420" viewBox="0 0 600 420">' +
  '<rect width="600" height="420" fill="#fdf6e3" stroke="#b58900" stroke-width="12"/>' +
  '<text x="300" y="90" font-size="44" text-anchor="middle" fill="#b22222">营业执照</text>' +
  '<text x="60" y="180" font-size="22" fill="#333">名称：示例科技有限公司</text>' +
  '<text x="60" y="230" font-size="22" fill="#333">统一社会信用代码：91350100M000100Y43</text>' +
  '<text x="60" y="280" font-size="22" fill="#333">法定代表人：王建国</text>' +
  '<circle cx="480" cy="330" r="56" fill="none" stroke="#b22222" stroke-width="6"/></svg>';

const PDF_TEXT =
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
  '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
  '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 200]>>endobj\n' +
  'trailer<</Root 1 0 R>>\n%%EOF';

export const licenceImage = {
  id: 'f-licence',
  url: '/api/files/f-licence',
  name: '营业执照.png',
  type: 'image/svg+xml',
} satisfies StoredFile;

export const licencePdf = {
  id: 'f-licence-pdf',
  url: '/api/files/f-licence-pdf',
  name: '营业执照.pdf',
  type: 'application/pdf',
} satisfies StoredFile;

/** Blobs are made on demand: the stories module is also read by a Node test. */
export const licenceBlob = () => new Blob([LICENCE_SVG], { type: 'image/svg+xml' });
export const pdfBlob = () => new Blob([PDF_TEXT], { type: 'application/pdf' });

/** `GET /api/files/:id` from memory. */
export const storyFileSource: FileSource = {
  load: (file) => Promise.resolve(file.type === 'application/pdf' ? pdfBlob() : licenceBlob()),
};

/** A file whose bytes never arrive: the thumbnail's loading state. */
export const pendingFileSource: FileSource = { load: () => new Promise<Blob>(() => undefined) };

export const failingFileSource: FileSource = {
  load: () => Promise.reject(new Error('not found')),
};

/** A chosen file as the upload field hands it to its machine. */
export function chosenFile(name: string, size: number, type: string): ChosenFile {
  return { name, size, type, body: null };
}

export const tooLargeFile = chosenFile('扫描件.png', MAX_UPLOAD_BYTES + 1, 'image/png');

// ---------------------------------------------------------------- timelines

const applicant = { name: '王建国', role: '2000' };
const reviewer = { name: '赵志强', role: '0000' };

/** A moment of June 2025 in China time, as the screens show it. */
export const storyMoment = (day: number, hour: number) =>
  new Date(Date.UTC(2025, 5, day, hour - 8, 30)).toISOString();

const institutionReviewer = { name: '李评审', role: '2101' };
const expert = { name: '郑海涛', role: '1010' };
/** A course's institution writes it (its training role). */
const trainingInstitution = { name: '王建国', role: '2010' };

/** Audit rows for steps taken from a draft, one day apart (the generic family unless named). */
export function timelineOf(
  steps: readonly { event: string; party: Party; comment?: string | undefined }[],
  familyName: 'application' | 'qualification' | 'course' | 'signUp' = 'application',
  /** What the family's guards read; a sign-up's history is replayed with its session begun. */
  context: object = familyName === 'signUp'
    ? { sessionStartsOn: STORY_TODAY, today: STORY_TODAY }
    : {},
): WorkflowEventRecord[] {
  const stepped = statusFamilies[familyName] as StatusFamily<AnyStateMachine>;
  // A draft, or a sign-up waiting for its institution.
  let code = stepped.codeOf(String(stepped.machine.config.initial));
  return steps.map((step, index) => {
    const next = stepped.next(
      code,
      {
        type: step.event as never,
        actor: { party: step.party },
        ...(step.comment ? { comment: step.comment } : {}),
      },
      context,
    );
    if (!next) throw new Error(`story timeline: ${step.event} refused from ${code}`);
    const course = familyName === 'course' || familyName === 'signUp';
    const who =
      step.party === 'platform'
        ? reviewer
        : step.party === 'expert'
          ? expert
          : step.party === 'institution'
            ? course
              ? trainingInstitution
              : institutionReviewer
            : applicant;
    const entry: WorkflowEventRecord = {
      id: index + 1,
      fromCode: code,
      toCode: next.code,
      event: step.event,
      actorName: who.name,
      actorRole: who.role,
      comment: step.comment ?? null,
      createdAt: storyMoment(2 + index, 9 + index),
    };
    code = next.code;
    return entry;
  });
}

/** One page of a list's rows, as the list call answers it. */
export const pageOf = (rows: ListPage['list'], total = rows.length): ListPage => ({
  list: rows,
  total,
  pageIndex: 1,
  pageSize: 10,
});

// ---------------------------------------------------------------- machine snapshots

export type ListState = SnapshotFrom<typeof listMachine>['value'];

export function listSnapshot(state: string, context: Partial<ListMachineContext> = {}) {
  return listMachine.resolveState({
    value: state,
    context: {
      query: initialListQuery(),
      rows: [],
      total: 0,
      selection: [],
      error: null,
      ...context,
    },
  });
}

const clearedReview: ReviewMachineContext = {
  decision: null,
  ids: [],
  commentRequired: false,
  comment: '',
  results: [],
  error: null,
};

export function reviewSnapshot(state: string, context: Partial<ReviewMachineContext> = {}) {
  return reviewMachine.resolveState({ value: state, context: { ...clearedReview, ...context } });
}

export type ReviewCall = (request: ReviewRequest) => Promise<readonly ReviewItemResult[]>;

export function storyReviewMachine(submitDecision: ReviewCall, decided: () => void = () => {}) {
  return reviewMachine.provide({
    actors: { submitDecision: fromPromise(({ input }) => submitDecision(input)) },
    actions: { decided: () => decided() },
  });
}

const emptyForm: FormMachineContext = initialFormContext();

export function formSnapshot(state: string, context: Partial<FormMachineContext> = {}) {
  return formMachine.resolveState({ value: state, context: { ...emptyForm, ...context } });
}

export type FormCall = (request: {
  recordId: string | number | null;
  values: Readonly<Record<string, unknown>>;
}) => Promise<{ id: string | number }>;

export function storyFormMachine(saveDraft: FormCall, submit: FormCall) {
  return formMachine.provide({
    actors: {
      saveDraft: fromPromise(({ input }) => saveDraft(input)),
      submit: fromPromise(({ input }) => submit(input)),
    },
  });
}

const emptyUpload: UploadMachineContext = {
  accept: DOCUMENT_TYPES,
  maxBytes: MAX_UPLOAD_BYTES,
  chosen: null,
  progress: 0,
  stored: null,
  error: null,
};

export function uploadSnapshot(state: string, context: Partial<UploadMachineContext> = {}) {
  return uploadMachine.resolveState({ value: state, context: { ...emptyUpload, ...context } });
}

/** `POST /api/files` in a story: progress in steps, then the stored file (or a failure). */
export function storyUploadMachine(upload: (file: ChosenFile) => Promise<StoredFile>, stepMs = 30) {
  return uploadMachine.provide({
    actors: {
      upload: fromCallback<UploadEvent, ChosenFile>(({ input, sendBack }) => {
        let stopped = false;
        const timers = [25, 50, 75].map((percent, index) =>
          setTimeout(() => sendBack({ type: 'UPLOAD.PROGRESS', percent }), stepMs * (index + 1)),
        );
        const done = setTimeout(() => {
          upload(input).then(
            (file) => !stopped && sendBack({ type: 'UPLOAD.DONE', file }),
            (error: unknown) => !stopped && sendBack({ type: 'UPLOAD.FAILED', error }),
          );
        }, stepMs * 4);
        return () => {
          stopped = true;
          [...timers, done].forEach(clearTimeout);
        };
      }),
    },
  });
}

// ---------------------------------------------------------------- frames

/** Where a story's navigation ends up: the path and query, to assert on. */
function Elsewhere() {
  const { pathname, search } = useLocation();
  return (
    <Paper sx={{ p: 3 }}>
      <Typography role="status" aria-label="current page">{`${pathname}${search}`}</Typography>
    </Paper>
  );
}

/** The screen at `path` (opened at `url`) in a memory data router, as the app routes it. */
export function StoryRouter({
  path,
  url = path,
  children,
}: {
  path: string;
  url?: string;
  children: ReactNode;
}) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        { path, element: children },
        { path: '*', element: <Elsewhere /> },
      ],
      { initialEntries: [url] },
    ),
  );
  return <RouterProvider router={router} />;
}

/** A link elsewhere inside the router, for stories that leave the page. */
export function LeaveLink({ to = pages.dashboard.path }: { to?: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(to)}>
      leave
    </button>
  );
}

export interface AppFrameProps {
  readonly user: UserFixture;
  readonly files?: FileSource;
  readonly children: ReactNode;
}

/** Session, toasts and file bytes around a screen. */
export function AppFrame({ user, files = storyFileSource, children }: AppFrameProps) {
  return (
    <NotifierContext.Provider logic={notifierMachine}>
      <StorySession snapshot={signedInSession(user)}>
        <FileSourceContext value={files}>
          {children}
          <Toasts />
        </FileSourceContext>
      </StorySession>
    </NotifierContext.Provider>
  );
}

export interface ListFrameProps {
  readonly fetchPage: (query: ListQuery) => Promise<ListPage>;
  /** The list machine's restored state; omitted, the list loads through `fetchPage`. */
  readonly snapshot?: ReturnType<typeof listSnapshot>;
  readonly preserve?: readonly string[];
  readonly children: ReactNode;
}

export function ListFrame({ fetchPage, snapshot, preserve, children }: ListFrameProps) {
  return (
    <ListRouteProvider
      fetchPage={fetchPage}
      {...(snapshot ? { snapshot } : {})}
      {...(preserve ? { preserve } : {})}
    >
      {children}
    </ListRouteProvider>
  );
}

export function ReviewFrame({
  submitDecision,
  snapshot,
  decided,
  children,
}: {
  submitDecision: ReviewCall;
  snapshot?: ReturnType<typeof reviewSnapshot>;
  decided?: () => void;
  children: ReactNode;
}) {
  const [logic] = useState(() => storyReviewMachine(submitDecision, decided));
  return (
    <ReviewContext.Provider logic={logic} options={snapshot ? { snapshot } : undefined}>
      {children}
    </ReviewContext.Provider>
  );
}

export function FormFrame({
  saveDraft,
  submit,
  snapshot,
  upload,
  uploadState,
  children,
}: {
  saveDraft: FormCall;
  submit: FormCall;
  snapshot: ReturnType<typeof formSnapshot>;
  upload: (file: ChosenFile) => Promise<StoredFile>;
  uploadState: ReturnType<typeof uploadSnapshot>;
  children: ReactNode;
}) {
  const [form] = useState(() => storyFormMachine(saveDraft, submit));
  const [files] = useState(() => storyUploadMachine(upload));
  return (
    <FormContext.Provider logic={form} options={{ snapshot }}>
      <UploadContext.Provider logic={files} options={{ snapshot: uploadState }}>
        {children}
      </UploadContext.Provider>
    </FormContext.Provider>
  );
}

/** The answer of a successful save: the application with its id. */
export const savedAs = (id: RowId) => (): Promise<{ id: string | number }> =>
  Promise.resolve({ id });
