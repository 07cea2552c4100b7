/**
 * A machine's diagram laid out for reading (issue 45): layered top to bottom by ELK (elkjs),
 * each transition's label placed by the layout as a box of its own, so no label lies over
 * another or over a state, in either language. Pure: the text's width is measured by the
 * caller (a canvas in the browser, an estimate in Node), and the result is plain data that
 * one renderer draws for Storybook, the docs and the workflow map alike.
 */
import type { ElkExtendedEdge, ElkLabel, ElkNode } from 'elkjs/lib/elk-api.js';
import type { DiagramEdge, DiagramState } from './diagram';

/** The two kinds of text on a diagram: names from the code, and words for people. */
export type DiagramTextKind = 'code' | 'words';

export interface DiagramText {
  readonly text: string;
  readonly kind: DiagramTextKind;
  readonly bold?: boolean;
}

/** A text's width in pixels at DIAGRAM_FONT_SIZE, as the renderer will draw it. */
export type MeasureDiagramText = (text: DiagramText) => number;

export const DIAGRAM_FONT_SIZE = 12;
/** One line of text: its font size and the space between lines. */
export const DIAGRAM_LINE_HEIGHT = 16;
/** Space around a state's or a label's text, inside its box. */
export const DIAGRAM_PADDING = 6;
/** The dot an initial state's arrow comes from. */
export const INITIAL_DOT_SIZE = 12;

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface LaidOutState extends Box {
  readonly state: DiagramState;
  /** Its name, then what a reader calls it (status code and label), one line each. */
  readonly lines: readonly DiagramText[];
  /** Holds other states: drawn as a frame with its name at the top. */
  readonly compound: boolean;
  /** What its status is called in the reader's language, if it has a status. */
  readonly statusLabel: string | undefined;
  /** The figures shown under its name (the workflow map's). */
  readonly figures: readonly string[];
}

export interface LaidOutTransition {
  readonly edge: DiagramEdge;
  /** Where it runs: from the source's border to the target's, corners in between. */
  readonly points: readonly { readonly x: number; readonly y: number }[];
  /** The event, then its guard in brackets if it has one. */
  readonly label: Box & { readonly lines: readonly DiagramText[] };
  /** The arrow from an initial dot into the first state, not a transition of the machine. */
  readonly entry: boolean;
  /** The figures shown under its event (the workflow map's). */
  readonly figures: readonly string[];
}

export interface LaidOutDiagram {
  readonly width: number;
  readonly height: number;
  readonly states: readonly LaidOutState[];
  readonly transitions: readonly LaidOutTransition[];
  /** Where each level's initial dot sits. */
  readonly initialDots: readonly Box[];
}

export interface DiagramLayoutInput {
  readonly states: readonly DiagramState[];
  readonly edges: readonly DiagramEdge[];
  /** What a state's status is called in the reader's language, if it has one. */
  readonly statusLabel: (state: DiagramState) => string | undefined;
  readonly measure: MeasureDiagramText;
  /**
   * Figures shown under a state's name or a transition's event (the workflow map's counts and
   * times), a line each: laid out with the rest, so they too lie over nothing.
   */
  readonly stateFigures?: (state: DiagramState) => readonly string[];
  readonly transitionFigures?: (edge: DiagramEdge) => readonly string[];
  /**
   * Who runs ELK: a browser passes one on a worker, so a large machine never holds up the
   * page; without one, ELK runs here (Node's docs script and tests), loaded on first use.
   */
  readonly engine?: DiagramLayoutEngine;
}

/** The part of ELK's API the layout uses. */
export interface DiagramLayoutEngine {
  layout(graph: ElkNode): Promise<ElkNode>;
}

/** ELK in this thread, loaded once on first use (it is over a megabyte of script). */
let inThread: Promise<DiagramLayoutEngine> | undefined;
const inThreadEngine = (): Promise<DiagramLayoutEngine> =>
  (inThread ??= import('elkjs/lib/elk.bundled.js').then(({ default: ELK }) => new ELK()));

const figureLines = (figures: readonly string[]): DiagramText[] =>
  figures.map((text) => ({ text, kind: 'words' }));

const LAYOUT_OPTIONS = {
  'elk.algorithm': 'layered',
  'elk.direction': 'DOWN',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.edgeRouting': 'ORTHOGONAL',
  'elk.layered.spacing.nodeNodeBetweenLayers': '36',
  'elk.layered.spacing.edgeNodeBetweenLayers': '18',
  'elk.layered.spacing.edgeEdgeBetweenLayers': '12',
  'elk.spacing.nodeNode': '32',
  'elk.spacing.edgeNode': '18',
  'elk.spacing.edgeEdge': '12',
  'elk.spacing.edgeLabel': '4',
  'elk.spacing.labelNode': '8',
  // The machine's own order of states and transitions, so the picture is the same every time.
  'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
  'elk.layered.crossingMinimization.forceNodeModelOrder': 'false',
  'elk.padding': '[top=12,left=12,bottom=12,right=12]',
  // Every position in the answer is the diagram's, whatever level the shape is on.
  'org.eclipse.elk.json.shapeCoords': 'ROOT',
  'org.eclipse.elk.json.edgeCoords': 'ROOT',
} as const;

/** A compound state's name and figures sit at its top, inside; its children below them. */
const compoundOptions = (lines: number) => ({
  'elk.nodeLabels.placement': '[H_LEFT, V_TOP, INSIDE]',
  'elk.padding': `[top=${DIAGRAM_LINE_HEIGHT * lines + DIAGRAM_PADDING * 2},left=16,bottom=16,right=16]`,
});

const EDGE_LABEL_OPTIONS = { 'elk.edgeLabels.placement': 'CENTER' } as const;

const initialDotId = (parent: string | undefined) => `initial:${parent ?? ''}`;

function stateLines(state: DiagramState, statusLabel: string | undefined): DiagramText[] {
  const lines: DiagramText[] = [{ text: state.key, kind: 'code', bold: true }];
  const code = state.meta?.code;
  if (code !== undefined || statusLabel !== undefined) {
    const words = [code === undefined ? '' : String(code), statusLabel ?? ''].filter(Boolean);
    lines.push({ text: words.join(' · '), kind: 'words' });
  }
  return lines;
}

function transitionLines(edge: DiagramEdge): DiagramText[] {
  const lines: DiagramText[] = [{ text: edge.event, kind: 'code' }];
  if (edge.guard) lines.push({ text: `[${edge.guard}]`, kind: 'code' });
  return lines;
}

function textBox(lines: readonly DiagramText[], measure: MeasureDiagramText) {
  return {
    width: Math.ceil(Math.max(...lines.map(measure))) + DIAGRAM_PADDING * 2,
    height: lines.length * DIAGRAM_LINE_HEIGHT + DIAGRAM_PADDING,
  };
}

/** Lays the machine out; resolves to positions in pixels, the diagram's origin top left. */
export async function layoutMachineDiagram({
  states,
  edges,
  statusLabel,
  measure,
  stateFigures = () => [],
  transitionFigures = () => [],
  engine,
}: DiagramLayoutInput): Promise<LaidOutDiagram> {
  const linesOf = new Map(
    states.map((state) => [
      state.path,
      [...stateLines(state, statusLabel(state)), ...figureLines(stateFigures(state))],
    ]),
  );
  const edgeLines = edges.map((edge) => [
    ...transitionLines(edge),
    ...figureLines(transitionFigures(edge)),
  ]);
  const compound = new Set(states.flatMap((state) => (state.parent ? [state.parent] : [])));

  const nodeOf = (state: DiagramState): ElkNode => {
    const lines = linesOf.get(state.path) ?? [];
    const size = textBox(lines, measure);
    if (!compound.has(state.path)) return { id: state.path, ...size };
    return {
      id: state.path,
      layoutOptions: compoundOptions(lines.length),
      labels: [{ id: `${state.path}:name`, text: state.key, ...size }],
      children: levelNodes(state.path),
    };
  };
  const levelNodes = (parent: string | undefined): ElkNode[] => {
    const level = states.filter((state) => state.parent === parent);
    const hasInitial = level.some((state) => state.initial);
    const dot: ElkNode[] = hasInitial
      ? [{ id: initialDotId(parent), width: INITIAL_DOT_SIZE, height: INITIAL_DOT_SIZE }]
      : [];
    return [...dot, ...level.map(nodeOf)];
  };

  const labelOf = (id: string, lines: readonly DiagramText[]): ElkLabel => ({
    id,
    text: lines.map((line) => line.text).join('\n'),
    layoutOptions: EDGE_LABEL_OPTIONS,
    ...textBox(lines, measure),
  });
  const entryEdges: ElkExtendedEdge[] = states
    .filter((state) => state.initial)
    .map((state) => ({
      id: `entry:${state.path}`,
      sources: [initialDotId(state.parent)],
      targets: [state.path],
    }));
  const transitionEdges: ElkExtendedEdge[] = edges.map((edge, index) => ({
    id: `edge:${index}`,
    sources: [edge.source],
    targets: [edge.target],
    labels: [labelOf(`edge:${index}:label`, edgeLines[index] ?? [])],
  }));

  const graph: ElkNode = {
    id: 'root',
    layoutOptions: LAYOUT_OPTIONS,
    children: levelNodes(undefined),
    edges: [...entryEdges, ...transitionEdges],
  };
  const laidOut = await (engine ?? (await inThreadEngine())).layout(graph);

  const shapes = new Map<string, ElkNode>();
  const collect = (node: ElkNode) => {
    shapes.set(node.id, node);
    node.children?.forEach(collect);
  };
  collect(laidOut);
  const boxOf = (id: string): Box => {
    const shape = shapes.get(id);
    return {
      x: shape?.x ?? 0,
      y: shape?.y ?? 0,
      width: shape?.width ?? 0,
      height: shape?.height ?? 0,
    };
  };
  const laidOutEdges = new Map((laidOut.edges ?? []).map((edge) => [edge.id, edge]));
  const pointsOf = (id: string) =>
    (laidOutEdges.get(id)?.sections ?? []).flatMap((section) => [
      section.startPoint,
      ...(section.bendPoints ?? []),
      section.endPoint,
    ]);

  return {
    width: Math.ceil(laidOut.width ?? 0),
    height: Math.ceil(laidOut.height ?? 0),
    states: states.map((state) => ({
      state,
      lines: linesOf.get(state.path) ?? [],
      compound: compound.has(state.path),
      statusLabel: statusLabel(state),
      figures: stateFigures(state),
      ...boxOf(state.path),
    })),
    initialDots: [...shapes.keys()].filter((id) => id.startsWith('initial:')).map(boxOf),
    transitions: [
      ...entryEdges.map((edge) => ({
        edge: { source: '', target: edge.targets[0] ?? '', event: '', guard: '' },
        points: pointsOf(edge.id),
        label: { x: 0, y: 0, width: 0, height: 0, lines: [] },
        entry: true,
        figures: [],
      })),
      ...edges.map((edge, index) => {
        const label = laidOutEdges.get(`edge:${index}`)?.labels?.[0];
        return {
          edge,
          points: pointsOf(`edge:${index}`),
          label: {
            x: label?.x ?? 0,
            y: label?.y ?? 0,
            width: label?.width ?? 0,
            height: label?.height ?? 0,
            lines: edgeLines[index] ?? [],
          },
          entry: false,
          figures: transitionFigures(edge),
        };
      }),
    ],
  };
}
