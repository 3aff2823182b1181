import { describe, expect, it } from 'vitest';
import {
  buildWorkflowFlow,
  EDGE_COLOR,
  ERROR_EDGE_COLOR,
  eventHistoryText,
  eventKind,
  eventNodeText,
  eventTitle,
  eventTypeSuffix,
  fitFlowView,
  flowBounds,
  flowColumnsFor,
  FLOW_MAX_BOX_HEIGHT,
  FLOW_NODE_HEIGHT,
  FLOW_NODE_TYPE,
  FLOW_NODE_WIDTH,
  FLOW_READABLE_ZOOM,
  flowPosition,
  sortEventsByTime,
  type FlowEventInput,
} from './flow-layout';

const at = (second: number) => new Date(Date.UTC(2026, 10, 2, 13, 55, second)).toISOString();

const event = (
  id: string,
  type: string,
  second: number,
  payload: FlowEventInput['payload'] = {},
): FlowEventInput => ({ id, type, timestamp: at(second), payload });

/** A failed workflow's history, deliberately out of order. */
const failedHistory: FlowEventInput[] = [
  event('e5', 'WORKFLOW_ERROR', 9, { message: 'Slack API error: channel_not_found' }),
  event('e1', 'WORKFLOW_CREATED', 0),
  event('e3', 'STATE_CHANGED:sending_options_to_user', 4, { value: 'sending_options_to_user' }),
  event('e2', 'STATE_CHANGED:parsing_input', 1),
  event('e4', 'EVENT_RECEIVED:OPTIONS_SENT', 6, { message: 'Sent 3 options' }),
  event('e6', 'STATE_CHANGED:failed', 8, { value: 'failed' }),
];

describe('eventKind and eventTitle', () => {
  it.each([
    ['WORKFLOW_CREATED', 'created', 'Workflow created'],
    ['STATE_CHANGED:parsing_input', 'state', 'State changed'],
    ['STATE_CHANGED', 'state', 'State changed'],
    ['EVENT_RECEIVED:MEETING_SELECTED', 'received', 'Event received'],
    ['WORKFLOW_COMPLETED', 'completed', 'Workflow completed'],
    ['WORKFLOW_STOPPED', 'stopped', 'Workflow stopped'],
    ['WORKFLOW_ERROR', 'error', 'Workflow error'],
    ['SOMETHING_NEW', 'other', 'SOMETHING_NEW'],
    ['state_changed:parsing_input', 'other', 'state_changed:parsing_input'],
  ])('%s is %s, titled %s', (type, kind, title) => {
    expect(eventKind(type)).toBe(kind);
    expect(eventTitle(type)).toBe(title);
  });

  it('takes the part after the first colon as the suffix', () => {
    expect(eventTypeSuffix('STATE_CHANGED:awaiting_host_response')).toBe('awaiting_host_response');
    expect(eventTypeSuffix('EVENT_RECEIVED:A:B')).toBe('A:B');
    expect(eventTypeSuffix('EVENT_RECEIVED:')).toBeNull();
    expect(eventTypeSuffix('WORKFLOW_CREATED')).toBeNull();
  });
});

describe('eventNodeText', () => {
  it("shows an error's payload message, or 'Unknown error' without one", () => {
    expect(eventNodeText(event('x', 'WORKFLOW_ERROR', 0, { message: 'Boom' }))).toBe('Boom');
    expect(eventNodeText(event('x', 'WORKFLOW_ERROR', 0, {}))).toBe('Unknown error');
    expect(
      eventNodeText({ id: 'x', type: 'WORKFLOW_ERROR', timestamp: at(0), payload: null }),
    ).toBe('Unknown error');
  });

  it("shows a state change's payload value, else the part after ':'", () => {
    expect(
      eventNodeText(event('x', 'STATE_CHANGED:parsing_input', 0, { value: 'rescheduled' })),
    ).toBe('rescheduled');
    expect(eventNodeText(event('x', 'STATE_CHANGED:parsing_input', 0, { value: '  ' }))).toBe(
      'parsing_input',
    );
    expect(eventNodeText(event('x', 'STATE_CHANGED:parsing_input', 0))).toBe('parsing_input');
    expect(eventNodeText(event('x', 'STATE_CHANGED', 0))).toBeNull();
  });

  it("shows a received event's name, else its message; others their message", () => {
    expect(
      eventNodeText(event('x', 'EVENT_RECEIVED:MEETING_SELECTED', 0, { message: 'Picked 2' })),
    ).toBe('MEETING_SELECTED');
    expect(eventNodeText(event('x', 'EVENT_RECEIVED', 0, { message: 'Picked 2' }))).toBe(
      'Picked 2',
    );
    expect(eventNodeText(event('x', 'WORKFLOW_COMPLETED', 0, { message: 'Moved' }))).toBe('Moved');
    expect(eventNodeText(event('x', 'WORKFLOW_CREATED', 0))).toBeNull();
  });

  it('gives the Event History the message, else the value, else the type suffix', () => {
    expect(eventHistoryText(event('x', 'EVENT_RECEIVED:A', 0, { message: 'M', value: 'V' }))).toBe(
      'M',
    );
    expect(eventHistoryText(event('x', 'STATE_CHANGED:a', 0, { value: 'V' }))).toBe('V');
    expect(eventHistoryText(event('x', 'STATE_CHANGED:a', 0))).toBe('a');
    expect(eventHistoryText(event('x', 'WORKFLOW_CREATED', 0))).toBeNull();
  });
});

describe('sortEventsByTime', () => {
  it('orders by timestamp, keeps the order of ties, and puts invalid times last', () => {
    const events = [
      { id: 'late', timestamp: at(30) },
      { id: 'bad', timestamp: 'not a date' },
      { id: 'tie-a', timestamp: at(10) },
      { id: 'early', timestamp: at(1) },
      { id: 'tie-b', timestamp: at(10) },
    ];
    expect(sortEventsByTime(events).map((e) => e.id)).toEqual([
      'early',
      'tie-a',
      'tie-b',
      'late',
      'bad',
    ]);
    expect(events[0]?.id).toBe('late'); // the input is not mutated
  });

  it('compares instants, not strings (offsets and precision differ)', () => {
    const events = [
      { id: 'b', timestamp: '2026-11-02T14:00:00+01:00' }, // 13:00Z
      { id: 'a', timestamp: '2026-11-02T12:30:00.000Z' },
    ];
    expect(sortEventsByTime(events).map((e) => e.id)).toEqual(['a', 'b']);
  });
});

describe('flowPosition', () => {
  it('lays events out four a row, 300 px apart and 150 px down', () => {
    expect([0, 1, 2, 3, 4, 5, 8, 11].map((index) => flowPosition(index))).toEqual([
      { x: 0, y: 0 },
      { x: 300, y: 0 },
      { x: 600, y: 0 },
      { x: 900, y: 0 },
      { x: 0, y: 150 },
      { x: 300, y: 150 },
      { x: 0, y: 300 },
      { x: 900, y: 300 },
    ]);
  });
});

describe('buildWorkflowFlow', () => {
  it('gives nothing for no events, and one node without edges for one event', () => {
    expect(buildWorkflowFlow([])).toEqual({ nodes: [], edges: [] });
    const single = buildWorkflowFlow([event('only', 'WORKFLOW_CREATED', 0)]);
    expect(single.nodes).toHaveLength(1);
    expect(single.edges).toEqual([]);
  });

  it('sorts the events by time and places them on the grid', () => {
    const { nodes } = buildWorkflowFlow(failedHistory);
    expect(nodes.map((n) => n.id)).toEqual(['e1', 'e2', 'e3', 'e4', 'e6', 'e5']);
    expect(nodes.map((n) => n.position)).toEqual([
      { x: 0, y: 0 },
      { x: 300, y: 0 },
      { x: 600, y: 0 },
      { x: 900, y: 0 },
      { x: 0, y: 150 },
      { x: 300, y: 150 },
    ]);
    expect(nodes.map((n) => n.data.step)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const node of nodes) {
      expect(node.type).toBe(FLOW_NODE_TYPE);
      expect(node.draggable).toBe(false);
      expect(node.connectable).toBe(false);
    }
  });

  it('gives each node its kind, title, text and an accessible name', () => {
    const { nodes } = buildWorkflowFlow(failedHistory);
    expect(nodes.map((n) => [n.data.kind, n.data.title, n.data.text])).toEqual([
      ['created', 'Workflow created', null],
      ['state', 'State changed', 'parsing_input'],
      ['state', 'State changed', 'sending_options_to_user'],
      ['received', 'Event received', 'OPTIONS_SENT'],
      ['state', 'State changed', 'failed'],
      ['error', 'Workflow error', 'Slack API error: channel_not_found'],
    ]);
    expect(nodes[0]?.ariaLabel).toBe('Step 1: Workflow created');
    expect(nodes[5]?.ariaLabel).toBe('Step 6: Workflow error: Slack API error: channel_not_found');
    expect(nodes[5]?.data.timestamp).toBe(at(9));
    expect(nodes[5]?.data.eventType).toBe('WORKFLOW_ERROR');
  });

  it('links consecutive events: animated into received events, red into errors', () => {
    const { edges } = buildWorkflowFlow(failedHistory);
    expect(edges.map((e) => [e.source, e.target, e.animated])).toEqual([
      ['e1', 'e2', false],
      ['e2', 'e3', false],
      ['e3', 'e4', true],
      ['e4', 'e6', false],
      ['e6', 'e5', false],
    ]);
    expect(edges.slice(0, 4).map((e) => e.style?.stroke)).toEqual(Array(4).fill(EDGE_COLOR));
    expect(edges[4]?.style?.stroke).toBe(ERROR_EDGE_COLOR);
    expect(edges[4]?.markerEnd).toEqual({ type: 'arrowclosed', color: ERROR_EDGE_COLOR });
    expect(new Set(edges.map((e) => e.id)).size).toBe(edges.length);
  });

  it('keeps node ids unique when events repeat an id', () => {
    const { nodes, edges } = buildWorkflowFlow([
      event('dup', 'WORKFLOW_CREATED', 0),
      event('dup', 'STATE_CHANGED:parsing_input', 1),
    ]);
    expect(nodes.map((n) => n.id)).toEqual(['dup', 'dup#1']);
    expect(edges[0]).toMatchObject({ source: 'dup', target: 'dup#1' });
  });

  it('wraps a long history onto as many rows as it needs', () => {
    const events = Array.from({ length: 13 }, (_, i) =>
      event(`e${i}`, 'STATE_CHANGED:parsing_input', i),
    );
    const { nodes, edges } = buildWorkflowFlow(events);
    expect(nodes.at(-1)?.position).toEqual({ x: 0, y: 450 });
    expect(edges).toHaveLength(12);
  });
});

describe('buildWorkflowFlow, one a row', () => {
  it('stacks the events down the box, each edge from the bottom of one to the top of the next', () => {
    const { nodes, edges } = buildWorkflowFlow(failedHistory, 1);
    expect(nodes.map((n) => n.position)).toEqual(
      nodes.map((_, index) => ({ x: 0, y: index * 150 })),
    );
    expect(nodes.every((n) => n.sourcePosition === 'bottom' && n.targetPosition === 'top')).toBe(
      true,
    );
    expect(edges).toHaveLength(nodes.length - 1);
    // Four a row, edges run left to right.
    const rows = buildWorkflowFlow(failedHistory);
    expect(rows.nodes[0]).toMatchObject({ sourcePosition: 'right', targetPosition: 'left' });
  });
});

describe('fitFlowView: the first view of the diagram', () => {
  it('measures the nodes: four a row, 300 × 150 px apart', () => {
    expect(flowBounds(0)).toEqual({ width: 0, height: 0 });
    expect(flowBounds(2)).toEqual({ width: 300 + FLOW_NODE_WIDTH, height: FLOW_NODE_HEIGHT });
    expect(flowBounds(13)).toEqual({
      width: 900 + FLOW_NODE_WIDTH,
      height: 450 + FLOW_NODE_HEIGHT,
    });
  });

  it('makes the box as tall as the rows, so no empty band sits above the nodes', () => {
    const oneRow = fitFlowView(4, 1280);
    expect(oneRow.zoom).toBe(1);
    expect(oneRow.y).toBe(24);
    expect(oneRow.height).toBeLessThan(FLOW_NODE_HEIGHT + 100);
    expect(oneRow.overflows).toBe(false);
    // Centred across the box.
    expect(oneRow.x).toBeCloseTo((1280 - flowBounds(4).width) / 2);
  });

  it('fits 13 events to a dialog without shrinking them below a readable zoom', () => {
    const dialog = fitFlowView(13, 1000);
    expect(dialog.zoom).toBeCloseTo((1000 - 48) / flowBounds(13).width);
    expect(dialog.zoom).toBeGreaterThanOrEqual(FLOW_READABLE_ZOOM);
    expect(dialog.overflows).toBe(false);
  });

  it('takes as many events a row as the box holds readably: four, three, two, one', () => {
    expect(flowColumnsFor(1212)).toBe(4);
    expect(flowColumnsFor(921)).toBe(4);
    expect(flowColumnsFor(920)).toBe(3);
    expect(flowColumnsFor(800)).toBe(3);
    expect(flowColumnsFor(560)).toBe(2);
    // A phone's dialog at 375 px: a 307 px box.
    expect(flowColumnsFor(307)).toBe(1);
    expect(flowColumnsFor(0)).toBe(1);
  });

  it('lays a phone out one a row, the nodes as wide as the box, the rest panned downwards', () => {
    const phone = fitFlowView(13, 307);
    expect(phone.columns).toBe(1);
    expect(phone.zoom).toBeCloseTo((307 - 48) / FLOW_NODE_WIDTH);
    expect(phone.zoom).toBeGreaterThanOrEqual(FLOW_READABLE_ZOOM);
    // The nodes inside the box, left and right.
    expect(phone.x).toBeGreaterThanOrEqual(0);
    expect(phone.x + FLOW_NODE_WIDTH * phone.zoom).toBeLessThanOrEqual(307);
    expect(phone.height).toBe(FLOW_MAX_BOX_HEIGHT);
    expect(phone.overflows).toBe(true);
    // A wider phone keeps the nodes at their size, centred.
    const wider = fitFlowView(3, 343);
    expect(wider.zoom).toBe(1);
    expect(wider.x).toBeCloseTo((343 - FLOW_NODE_WIDTH) / 2);
  });

  it('fits 16 events in the tallest box at 1440 px, still readable', () => {
    const wide = fitFlowView(16, 1230);
    expect(wide.zoom).toBeCloseTo((FLOW_MAX_BOX_HEIGHT - 72) / flowBounds(16).height);
    expect(wide.zoom).toBeGreaterThanOrEqual(FLOW_READABLE_ZOOM);
    expect(wide.height).toBeLessThanOrEqual(FLOW_MAX_BOX_HEIGHT);
    expect(wide.overflows).toBe(false);
  });

  it('stops growing the box at its maximum height; the rest is panned', () => {
    const long = fitFlowView(40, 1200);
    expect(long.height).toBe(FLOW_MAX_BOX_HEIGHT);
    expect(long.overflows).toBe(true);
  });
});
