/**
 * The 'Workflow Flow' diagram as data: a pure function
 * from a workflow's events to @xyflow/react nodes and edges. Events are sorted by timestamp and
 * laid out four a row, 300 px apart horizontally and 150 px vertically (fewer a row in a box too
 * narrow for four at a readable zoom, down to one a row on a phone); an edge links each event to
 * the next. The edge into an `EVENT_RECEIVED:*` event is animated, the edge into a
 * `WORKFLOW_ERROR` is red. Only types are imported from @xyflow/react, so this module costs
 * nothing at run time and the library itself loads with the diagram.
 */
import type { Edge, Node, Position } from '@xyflow/react';

export const FLOW_COLUMNS = 4;
export const FLOW_COLUMN_WIDTH = 300;
export const FLOW_ROW_HEIGHT = 150;
/** The node box, inside its 300 × 150 cell. */
export const FLOW_NODE_WIDTH = 264;
export const FLOW_NODE_HEIGHT = 112;
/** The zoom range the person can use (spec: 0.1 to 1.5). */
export const FLOW_MIN_ZOOM = 0.1;
export const FLOW_MAX_ZOOM = 1.5;
/**
 * The view first shown is fitted to the nodes, but never below this zoom, where the 14 px node
 * text is still 10.5 px on screen: a workflow wider than the box is panned, not shrunk.
 */
export const FLOW_READABLE_ZOOM = 0.75;
/** The first view does not enlarge the nodes beyond their size. */
export const FLOW_FIT_MAX_ZOOM = 1;
/** Space around the nodes in the first view; the bottom keeps room for the zoom controls. */
export const FLOW_PADDING = 24;
export const FLOW_CONTROLS_ROOM = 48;
/** The diagram box grows with the rows up to this height, then the rows are panned. */
export const FLOW_MAX_BOX_HEIGHT = 560;
export const FLOW_NODE_TYPE = 'workflowEvent';

/** What the diagram needs of an event (the contract's WorkflowEvent). */
export interface FlowEventInput {
  id: string;
  type: string;
  timestamp: string;
  payload?: { message?: string; value?: string; [key: string]: unknown } | null;
}

export type WorkflowEventKind =
  'created' | 'state' | 'received' | 'completed' | 'stopped' | 'error' | 'other';

export interface EventKindStyle {
  /** Node background, border and accent (icon); edge colour into such a node. */
  background: string;
  border: string;
  accent: string;
}

/**
 * Colours by event type. Accents are dark enough for text on the light backgrounds (WCAG AA).
 */
export const EVENT_KIND_STYLES: Readonly<Record<WorkflowEventKind, EventKindStyle>> = {
  created: { background: '#e7f5ff', border: '#74c0fc', accent: '#1864ab' },
  state: { background: '#f3f0ff', border: '#b197fc', accent: '#5f3dc4' },
  received: { background: '#e6fcf5', border: '#63e6be', accent: '#087f5b' },
  completed: { background: '#ebfbee', border: '#8ce99a', accent: '#1b6b2f' },
  stopped: { background: '#f1f3f5', border: '#adb5bd', accent: '#343a40' },
  error: { background: '#fff5f5', border: '#ffa8a8', accent: '#c92a2a' },
  other: { background: '#f8f9fa', border: '#ced4da', accent: '#495057' },
};

export const EDGE_COLOR = '#868e96';
export const ERROR_EDGE_COLOR = '#e03131';

const KIND_TITLES: Readonly<Record<WorkflowEventKind, string>> = {
  created: 'Workflow created',
  state: 'State changed',
  received: 'Event received',
  completed: 'Workflow completed',
  stopped: 'Workflow stopped',
  error: 'Workflow error',
  other: 'Event',
};

/** The kind of an event type: `STATE_CHANGED:{state}`, `EVENT_RECEIVED:{event}`, `WORKFLOW_*`. */
export function eventKind(type: string): WorkflowEventKind {
  if (type === 'STATE_CHANGED' || type.startsWith('STATE_CHANGED:')) return 'state';
  if (type === 'EVENT_RECEIVED' || type.startsWith('EVENT_RECEIVED:')) return 'received';
  switch (type) {
    case 'WORKFLOW_CREATED':
      return 'created';
    case 'WORKFLOW_COMPLETED':
      return 'completed';
    case 'WORKFLOW_STOPPED':
      return 'stopped';
    case 'WORKFLOW_ERROR':
      return 'error';
    default:
      return 'other';
  }
}

/** 'Workflow created', 'State changed', …; an unknown type is shown as it is. */
export function eventTitle(type: string): string {
  const kind = eventKind(type);
  return kind === 'other' ? type : KIND_TITLES[kind];
}

/** What follows the first ':' of a type (`STATE_CHANGED:parsing_input` → `parsing_input`). */
export function eventTypeSuffix(type: string): string | null {
  const index = type.indexOf(':');
  if (index < 0) return null;
  const suffix = type.slice(index + 1).trim();
  return suffix === '' ? null : suffix;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/**
 * The text a node shows: an error's payload message; a state change's value (payload.value, or
 * the part after ':'); a received event's name (after ':'); otherwise the payload message, if any.
 */
export function eventNodeText(event: FlowEventInput): string | null {
  const payload = event.payload ?? {};
  switch (eventKind(event.type)) {
    case 'error':
      return text(payload.message) ?? 'Unknown error';
    case 'state':
      return text(payload.value) ?? eventTypeSuffix(event.type);
    case 'received':
      return eventTypeSuffix(event.type) ?? text(payload.message);
    default:
      return text(payload.message);
  }
}

/**
 * The message or value the Event History shows under an event: the payload message, else its
 * value, else the part of the type after ':'.
 */
export function eventHistoryText(event: FlowEventInput): string | null {
  const payload = event.payload ?? {};
  return text(payload.message) ?? text(payload.value) ?? eventTypeSuffix(event.type);
}

/** Events in time order; events at the same instant (or without a valid time) keep their order. */
export function sortEventsByTime<T extends { timestamp: string }>(events: readonly T[]): T[] {
  const time = (event: T) => {
    const parsed = Date.parse(event.timestamp);
    return Number.isNaN(parsed) ? Number.POSITIVE_INFINITY : parsed;
  };
  return events
    .map((event, index) => ({ event, index, at: time(event) }))
    .sort((a, b) => (a.at === b.at ? a.index - b.index : a.at < b.at ? -1 : 1))
    .map(({ event }) => event);
}

export type WorkflowEventNodeData = {
  kind: WorkflowEventKind;
  /** The raw event type, e.g. `STATE_CHANGED:parsing_input`. */
  eventType: string;
  title: string;
  text: string | null;
  timestamp: string;
  /** 1-based position in time order. */
  step: number;
};

export type WorkflowEventNode = Node<WorkflowEventNodeData, typeof FLOW_NODE_TYPE>;
export type WorkflowFlowEdge = Edge;

export interface WorkflowFlow {
  nodes: WorkflowEventNode[];
  edges: WorkflowFlowEdge[];
}

/** The grid position of the i-th event (0-based): `columns` (four) a row, 300 × 150 px. */
export function flowPosition(index: number, columns = FLOW_COLUMNS): { x: number; y: number } {
  return {
    x: (index % columns) * FLOW_COLUMN_WIDTH,
    y: Math.floor(index / columns) * FLOW_ROW_HEIGHT,
  };
}

/**
 * Where an edge leaves and enters a node: left to right along a row; top to bottom when the events
 * are one a row (@xyflow/react's `Position` values; only its types are imported here).
 */
const ACROSS = { sourcePosition: 'right' as Position, targetPosition: 'left' as Position };
const DOWN = { sourcePosition: 'bottom' as Position, targetPosition: 'top' as Position };

/**
 * Nodes and edges of the 'Workflow Flow' diagram for `events` (in any order), `columns` (four)
 * events a row.
 */
export function buildWorkflowFlow(
  events: readonly FlowEventInput[],
  columns = FLOW_COLUMNS,
): WorkflowFlow {
  const sorted = sortEventsByTime(events);
  const seen = new Set<string>();
  const nodes: WorkflowEventNode[] = sorted.map((event, index) => {
    // Ids must be unique in the diagram; a repeated event id gets its position appended.
    const id = seen.has(event.id) ? `${event.id}#${index}` : event.id;
    seen.add(id);
    const kind = eventKind(event.type);
    const title = eventTitle(event.type);
    const nodeText = eventNodeText(event);
    return {
      id,
      type: FLOW_NODE_TYPE,
      position: flowPosition(index, columns),
      ...(columns === 1 ? DOWN : ACROSS),
      width: FLOW_NODE_WIDTH,
      height: FLOW_NODE_HEIGHT,
      draggable: false,
      connectable: false,
      selectable: false,
      ariaLabel: `Step ${index + 1}: ${title}${nodeText ? `: ${nodeText}` : ''}`,
      data: {
        kind,
        eventType: event.type,
        title,
        text: nodeText,
        timestamp: event.timestamp,
        step: index + 1,
      },
    };
  });

  const edges: WorkflowFlowEdge[] = [];
  for (let index = 1; index < nodes.length; index++) {
    const source = nodes[index - 1];
    const target = nodes[index];
    if (!source || !target) continue;
    const isError = target.data.kind === 'error';
    const stroke = isError ? ERROR_EDGE_COLOR : EDGE_COLOR;
    edges.push({
      id: `${source.id}->${target.id}`,
      source: source.id,
      target: target.id,
      type: 'smoothstep',
      animated: target.data.kind === 'received',
      style: { stroke, strokeWidth: isError ? 2.5 : 1.5 },
      markerEnd: { type: 'arrowclosed', color: stroke },
      ariaLabel: `From step ${index} to step ${index + 1}`,
    });
  }
  return { nodes, edges };
}

/** The width and height the nodes of `count` events take, `columns` a row, in diagram pixels. */
export function flowBounds(
  count: number,
  columns = FLOW_COLUMNS,
): { width: number; height: number } {
  if (count <= 0) return { width: 0, height: 0 };
  const used = Math.min(count, columns);
  const rows = Math.ceil(count / columns);
  return {
    width: (used - 1) * FLOW_COLUMN_WIDTH + FLOW_NODE_WIDTH,
    height: (rows - 1) * FLOW_ROW_HEIGHT + FLOW_NODE_HEIGHT,
  };
}

/**
 * How many events a row a box `boxWidth` px wide shows: four, or as many as fit its width at a
 * readable zoom (at least one). A phone (a 307 px box) gets one a row, a tablet three.
 */
export function flowColumnsFor(boxWidth: number): number {
  const room = Math.max(0, boxWidth - 2 * FLOW_PADDING);
  for (let columns = FLOW_COLUMNS; columns > 1; columns--) {
    if (flowBounds(columns, columns).width * FLOW_READABLE_ZOOM <= room) return columns;
  }
  return 1;
}

export interface FlowFit {
  /** Events a row (`flowColumnsFor`). */
  columns: number;
  /** The first viewport: the nodes' top-left corner at (x, y) on screen, scaled by zoom. */
  x: number;
  y: number;
  zoom: number;
  /** The height the diagram box takes: the nodes' height at that zoom, with no empty band. */
  height: number;
  /** The nodes do not fit the box at that zoom: the person pans to see the rest. */
  overflows: boolean;
}

/**
 * The first view of `count` events in a box `boxWidth` px wide: as many a row as its width
 * holds readably (`flowColumnsFor`), fitted to the nodes (the box's width, and its greatest
 * height) between FLOW_READABLE_ZOOM and FLOW_FIT_MAX_ZOOM, centred when they fit and starting
 * at the first event when they do not, with the box as tall as the rows (up to
 * FLOW_MAX_BOX_HEIGHT), so no empty band sits above or below the nodes. With fewer than four a
 * row (a narrow box) the nodes take the box's width, and a long workflow is panned downwards.
 */
export function fitFlowView(count: number, boxWidth: number): FlowFit {
  const columns = flowColumnsFor(boxWidth);
  const bounds = flowBounds(count, columns);
  const room = Math.max(0, boxWidth - 2 * FLOW_PADDING);
  const roomHeight = FLOW_MAX_BOX_HEIGHT - FLOW_PADDING - FLOW_CONTROLS_ROOM;
  const widthFit = bounds.width > 0 ? room / bounds.width : FLOW_FIT_MAX_ZOOM;
  const fitted =
    bounds.width > 0 && columns === FLOW_COLUMNS
      ? Math.min(widthFit, roomHeight / bounds.height)
      : widthFit;
  const zoom = Math.min(FLOW_FIT_MAX_ZOOM, Math.max(FLOW_READABLE_ZOOM, fitted));
  const width = bounds.width * zoom;
  const fullHeight = bounds.height * zoom + FLOW_PADDING + FLOW_CONTROLS_ROOM;
  const height = Math.min(FLOW_MAX_BOX_HEIGHT, Math.ceil(fullHeight));
  return {
    columns,
    x: width <= room ? (boxWidth - width) / 2 : FLOW_PADDING,
    y: FLOW_PADDING,
    zoom,
    height,
    overflows: width > room || fullHeight > FLOW_MAX_BOX_HEIGHT,
  };
}
