/** Fixtures of certificate templates: a background, the demo's points, a drawn preview. */
import { useState, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import {
  initialTemplateDesignerContext,
  templateDesignerMachine,
  type PreviewRequest,
  type TemplateDesignerContext as DesignerContext,
  type TemplateDraft,
} from '@machines/app/templateDesigner';
import type { CertificateTemplate } from '@machines/contracts';
import type { TemplatePoint } from '@machines/validation/certificateTemplate';
import { TemplateDesignerContext } from '../../src/components/actorContexts';
import { FileSourceContext, type FileSource } from '../../src/components/FilePreview';

const BACKGROUND_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="880" height="620" viewBox="0 0 880 620">' +
  '<rect width="880" height="620" fill="#fdf8ec"/>' +
  '<rect x="18" y="18" width="844" height="584" fill="none" stroke="#1d4f91" stroke-width="10"/>' +
  '<circle cx="700" cy="500" r="70" fill="none" stroke="#c8161d" stroke-width="6"/></svg>';

const PREVIEW_SVG = BACKGROUND_SVG.replace(
  '</svg>',
  '<text x="106" y="100" font-size="40" fill="#1a1a1a">资质证书</text>' +
    '<text x="106" y="190" font-size="30" fill="#1a1a1a">示例信息技术有限公司（样张）</text>' +
    '<text x="106" y="245" font-size="22" fill="#1a1a1a">统一社会信用代码：91510100MA00000000</text>' +
    '<rect x="440" y="372" width="123" height="123" fill="#000"/></svg>',
);

export const BACKGROUND_ID = 'f-certificate-background';

/** The drawn specimen, as the preview binding answers it (an address the img shows). */
export const PREVIEW_URL = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(PREVIEW_SVG)}`;

/** `GET /api/files/:id` of the background, from memory. */
export const backgroundSource: FileSource = {
  load: () => Promise.resolve(new Blob([BACKGROUND_SVG], { type: 'image/svg+xml' })),
};

export const demoPoints: TemplatePoint[] = [
  { field: 'title', x: 0.12, y: 0.1, size: 0.046 },
  { field: 'companyName', x: 0.12, y: 0.27, size: 0.036 },
  { field: 'creditCode', x: 0.12, y: 0.36, size: 0.026 },
  { field: 'qrCode', x: 0.5, y: 0.6, size: 0.14 },
];

/** The demo's points with the QR code's square moved over the company's name. */
export const overlappingPoints: TemplatePoint[] = demoPoints.map((point) =>
  point.field === 'qrCode' ? { ...point, x: 0.3, y: 0.22 } : point,
);

export const savedTemplate: CertificateTemplate = {
  backgroundFileId: BACKGROUND_ID,
  points: demoPoints,
  version: 2,
};

export const emptyTemplate: CertificateTemplate = {
  backgroundFileId: null,
  points: [],
  version: 0,
};

export type TemplateSave = (
  request: TemplateDraft & { recordId: number; version: number },
) => Promise<CertificateTemplate>;
export type TemplatePreviewCall = (request: PreviewRequest) => Promise<string>;

export interface DesignerCalls {
  readonly loadTemplate: () => Promise<CertificateTemplate>;
  readonly saveTemplate: TemplateSave;
  readonly resetTemplate: () => Promise<CertificateTemplate>;
  readonly renderPreview: TemplatePreviewCall;
}

export function storyDesignerMachine(calls: DesignerCalls) {
  return templateDesignerMachine.provide({
    actors: {
      loadTemplate: fromPromise(() => calls.loadTemplate()),
      saveTemplate: fromPromise(({ input }) => calls.saveTemplate(input)),
      resetTemplate: fromPromise(() => calls.resetTemplate()),
      renderPreview: fromPromise(({ input }) => calls.renderPreview(input)),
    },
  });
}

/** A designer state as a story restores it: the value, and the context over the loaded template. */
export interface DesignerState {
  readonly value: string | Record<string, unknown>;
  readonly context?: Partial<DesignerContext>;
}

export function designerSnapshot({ value, context }: DesignerState) {
  return templateDesignerMachine.resolveState({
    value: value as never,
    context: {
      ...initialTemplateDesignerContext({ recordId: 1 }),
      draft: { backgroundFileId: BACKGROUND_ID, points: demoPoints },
      version: 2,
      previewUrl: PREVIEW_URL,
      ...context,
    },
  });
}

/** The designer's machine restored to `state` (or started, when none is given). */
export function StoryDesigner({
  state,
  calls,
  children,
}: {
  state?: DesignerState;
  calls: DesignerCalls;
  children: ReactNode;
}) {
  const [logic] = useState(() => storyDesignerMachine(calls));
  const [snapshot] = useState(() => (state ? designerSnapshot(state) : undefined));
  return (
    <FileSourceContext value={backgroundSource}>
      <TemplateDesignerContext.Provider
        logic={logic}
        options={snapshot ? { snapshot } : { input: { recordId: 1 } }}
      >
        {children}
      </TemplateDesignerContext.Provider>
    </FileSourceContext>
  );
}
