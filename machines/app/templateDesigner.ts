/**
 * The certificate template designer (issue 13): a background image and the fields placed
 * on it by dragging (or the keyboard), saved as image points with the template's version,
 * and a preview the server draws of the unsaved draft a moment after each change, exactly
 * as a certificate will be issued. Reused by every kind of certificate: the template calls
 * are injected (`loadTemplate`, `saveTemplate`, `resetTemplate`, `renderPreview`).
 *
 * Two regions while ready: `draft` (clean, dirty, saving, confirming or doing a reset) and
 * `preview` (none without a background; waiting out the pause after an edit, rendering,
 * shown, failed). Edits wait while the draft is being saved or reset.
 */
import { assign, setup } from 'xstate';
import type { CertificateTemplate } from '../contracts';
import {
  movedPoint,
  newPoint,
  overlappingFields,
  resizedPoint,
  type CertificateField,
  type TemplatePoint,
} from '../validation/certificateTemplate';
import { injectedPromise } from './injected';
import { keyNotice, type Notice } from './notice';
import { isServiceError, noticeFromError } from './serviceError';

/** How long the preview waits after an edit: dragging does not draw every step. */
export const PREVIEW_PAUSE_MS = 500;

export interface TemplateDraft {
  readonly backgroundFileId: string | null;
  readonly points: readonly TemplatePoint[];
}

export interface TemplateDesignerInput {
  /** The record whose template this is (a credit category, a course). */
  readonly recordId: number;
}

export interface TemplateDesignerContext {
  readonly recordId: number;
  readonly draft: TemplateDraft;
  /** The version the draft is based on, sent with a save. */
  readonly version: number;
  /** The field the keyboard moves and the size control changes. */
  readonly selected: CertificateField | null;
  /**
   * The background's width over its height, as the screen measured it: a field's height
   * on the image depends on it (sizes are fractions of the width), and so does whether two
   * fields overlap.
   */
  readonly aspect: number;
  /** What the preview shows (an address the binding made), or null before the first one. */
  readonly previewUrl: string | null;
  readonly error: Notice | null;
  readonly notice: Notice | null;
}

export type TemplateDesignerEvent =
  | { type: 'SET_BACKGROUND'; fileId: string }
  | { type: 'PLACE'; field: CertificateField }
  | { type: 'REMOVE'; field: CertificateField }
  | { type: 'MOVE'; field: CertificateField; x: number; y: number }
  | { type: 'RESIZE'; field: CertificateField; size: number }
  | { type: 'SELECT'; field: CertificateField | null }
  | { type: 'MEASURE'; aspect: number }
  | { type: 'SAVE' }
  | { type: 'RESET' }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'RETRY' };

export interface PreviewRequest extends TemplateDraft {
  readonly recordId: number;
}

const EMPTY_DRAFT: TemplateDraft = { backgroundFileId: null, points: [] };

/** Until the background is measured: a landscape A4 sheet, what certificates usually are. */
export const DEFAULT_ASPECT = Math.SQRT2;

export function initialTemplateDesignerContext(
  input: TemplateDesignerInput,
): TemplateDesignerContext {
  return {
    recordId: input.recordId,
    draft: EMPTY_DRAFT,
    version: 0,
    selected: null,
    aspect: DEFAULT_ASPECT,
    previewUrl: null,
    error: null,
    notice: null,
  };
}

const draftOf = (template: CertificateTemplate): TemplateDraft => ({
  backgroundFileId: template.backgroundFileId,
  points: template.points,
});

/** The draft after an edit event; the same draft for any other event. */
function editedDraft(
  draft: TemplateDraft,
  event: TemplateDesignerEvent,
  aspect: number,
): TemplateDraft {
  const change = (field: CertificateField, update: (point: TemplatePoint) => TemplatePoint) => ({
    ...draft,
    points: draft.points.map((point) => (point.field === field ? update(point) : point)),
  });
  switch (event.type) {
    case 'SET_BACKGROUND':
      return { ...draft, backgroundFileId: event.fileId };
    case 'PLACE':
      return draft.points.some((point) => point.field === event.field)
        ? draft
        : { ...draft, points: [...draft.points, newPoint(event.field, draft.points, aspect)] };
    case 'REMOVE':
      return { ...draft, points: draft.points.filter((point) => point.field !== event.field) };
    case 'MOVE':
      return change(event.field, (point) => movedPoint(point, event.x, event.y));
    case 'RESIZE':
      return change(event.field, (point) => resizedPoint(point, event.size));
    default:
      return draft;
  }
}

/** What the draft does with an edit while it may be edited (not while saving or resetting). */
const DRAFT_EDITS = {
  SET_BACKGROUND: { target: 'dirty', actions: 'edit' },
  // Fields are placed on a background: without one there is nothing to place them on.
  PLACE: { guard: 'hasBackground', target: 'dirty', actions: 'edit' },
  REMOVE: { target: 'dirty', actions: 'edit' },
  MOVE: { target: 'dirty', actions: 'edit' },
  RESIZE: { target: 'dirty', actions: 'edit' },
  RESET: { target: 'confirmingReset' },
} as const;

/**
 * What the preview does with an edit: wait for a pause again (the timer restarts, a drawing
 * under way is dropped). Set on each state, not on the region: a region's own re-entry
 * would re-enter the whole designer and put the draft back to clean.
 */
const PREVIEW_EDITS = {
  SET_BACKGROUND: { target: 'waiting', reenter: true },
  PLACE: { target: 'waiting', reenter: true },
  REMOVE: { target: 'waiting', reenter: true },
  MOVE: { target: 'waiting', reenter: true },
  RESIZE: { target: 'waiting', reenter: true },
} as const;

const loaded = (template: CertificateTemplate) => ({
  draft: draftOf(template),
  version: template.version,
  error: null,
});

export const templateDesignerMachine = setup({
  types: {
    context: {} as TemplateDesignerContext,
    events: {} as TemplateDesignerEvent,
    input: {} as TemplateDesignerInput,
    tags: {} as 'busy',
  },
  actors: {
    loadTemplate: injectedPromise<CertificateTemplate, { recordId: number }>('loadTemplate'),
    saveTemplate: injectedPromise<
      CertificateTemplate,
      TemplateDraft & { recordId: number; version: number }
    >('saveTemplate'),
    resetTemplate: injectedPromise<CertificateTemplate, { recordId: number }>('resetTemplate'),
    /** Draws the draft; answers an address the screen can show (a blob URL). */
    renderPreview: injectedPromise<string, PreviewRequest>('renderPreview'),
  },
  guards: {
    hasBackground: ({ context }) => context.draft.backgroundFileId !== null,
    // The server refuses it too; saying so here keeps the draft and names nothing twice.
    hasOverlap: ({ context }) => overlappingFields(context.draft.points, context.aspect).length > 0,
    isStale: (_args, params: { error: unknown }) =>
      isServiceError(params.error) && params.error.httpStatus === 409,
  },
  actions: {
    edit: assign(({ context, event }) => ({
      draft: editedDraft(context.draft, event, context.aspect),
      selected:
        event.type === 'PLACE' || event.type === 'MOVE' || event.type === 'RESIZE'
          ? event.field
          : event.type === 'REMOVE' && context.selected === event.field
            ? null
            : context.selected,
      notice: null,
      error: null,
    })),
  },
}).createMachine({
  id: 'templateDesigner',
  context: ({ input }) => initialTemplateDesignerContext(input),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadTemplate',
        input: ({ context }) => ({ recordId: context.recordId }),
        onDone: { target: 'ready', actions: assign(({ event }) => loaded(event.output)) },
        onError: {
          target: 'loadFailed',
          actions: assign({ error: ({ event }) => noticeFromError(event.error, 'error.hasError') }),
        },
      },
    },
    loadFailed: { on: { RETRY: 'loading' } },
    ready: {
      type: 'parallel',
      on: {
        SELECT: { actions: assign({ selected: ({ event }) => event.field }) },
        MEASURE: { actions: assign({ aspect: ({ event }) => event.aspect }) },
      },
      states: {
        draft: {
          initial: 'clean',
          states: {
            clean: { on: DRAFT_EDITS },
            dirty: {
              on: {
                ...DRAFT_EDITS,
                SAVE: [
                  {
                    guard: 'hasOverlap',
                    actions: assign({ error: keyNotice('template.overlap') }),
                  },
                  { target: 'saving' },
                ],
              },
            },
            saving: {
              tags: ['busy'],
              invoke: {
                src: 'saveTemplate',
                input: ({ context }) => ({
                  ...context.draft,
                  recordId: context.recordId,
                  version: context.version,
                }),
                onDone: {
                  target: 'clean',
                  actions: assign(({ event }) => ({
                    ...loaded(event.output),
                    notice: keyNotice('template.saved'),
                  })),
                },
                onError: [
                  {
                    // Someone else saved first: say so; the draft stays for a second look.
                    guard: { type: 'isStale', params: ({ event }) => ({ error: event.error }) },
                    target: 'dirty',
                    actions: assign({ error: keyNotice('template.stale') }),
                  },
                  {
                    target: 'dirty',
                    actions: assign({
                      error: ({ event }) => noticeFromError(event.error, 'error.hasError'),
                    }),
                  },
                ],
              },
            },
            confirmingReset: { on: { CONFIRM: 'resetting', CANCEL: 'clean' } },
            resetting: {
              tags: ['busy'],
              invoke: {
                src: 'resetTemplate',
                input: ({ context }) => ({ recordId: context.recordId }),
                onDone: {
                  // No background, nothing to preview.
                  target: ['clean', '#templateDesigner.ready.preview.none'],
                  actions: assign(({ event }) => ({
                    ...loaded(event.output),
                    selected: null,
                    previewUrl: null,
                    notice: keyNotice('template.resetDone'),
                  })),
                },
                onError: {
                  target: 'clean',
                  actions: assign({
                    error: ({ event }) => noticeFromError(event.error, 'error.hasError'),
                  }),
                },
              },
            },
          },
        },
        preview: {
          initial: 'waiting',
          states: {
            none: { on: PREVIEW_EDITS },
            waiting: {
              on: PREVIEW_EDITS,
              after: {
                [PREVIEW_PAUSE_MS]: [
                  { guard: 'hasBackground', target: 'rendering' },
                  { target: 'none' },
                ],
              },
            },
            rendering: {
              on: PREVIEW_EDITS,
              invoke: {
                src: 'renderPreview',
                input: ({ context }) => ({ ...context.draft, recordId: context.recordId }),
                onDone: {
                  target: 'shown',
                  actions: assign({ previewUrl: ({ event }) => event.output }),
                },
                onError: 'failed',
              },
            },
            shown: { on: PREVIEW_EDITS },
            failed: { on: { ...PREVIEW_EDITS, RETRY: 'rendering' } },
          },
        },
      },
    },
  },
});
