/**
 * The 'Workflow Flow' diagram, drawn with @xyflow/react. Loaded lazily (React.lazy) by the
 * details dialog, so the library and its stylesheet download only when a dialog opens.
 */
import '@xyflow/react/dist/style.css';
import { Box, Group, Text } from '@mantine/core';
import {
  Background,
  Controls,
  Handle,
  Position,
  ReactFlow,
  useReactFlow,
  type NodeProps,
  type NodeTypes,
} from '@xyflow/react';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  buildWorkflowFlow,
  EVENT_KIND_STYLES,
  fitFlowView,
  type FlowFit,
  FLOW_MAX_ZOOM,
  FLOW_MIN_ZOOM,
  FLOW_NODE_HEIGHT,
  FLOW_NODE_TYPE,
  FLOW_NODE_WIDTH,
  type FlowEventInput,
  type WorkflowEventNode,
} from '../flow-layout';
import { breakableText } from '../../../components/breakable-text';
import { formatEventTime } from '../format';
import { EventKindIcon } from './icons';
import classes from './workflows.module.css';

const hiddenHandle = { opacity: 0, pointerEvents: 'none' as const, border: 0 };

function EventNode({ data, sourcePosition, targetPosition }: NodeProps<WorkflowEventNode>) {
  const colors = EVENT_KIND_STYLES[data.kind];
  return (
    <Box
      w={FLOW_NODE_WIDTH}
      h={FLOW_NODE_HEIGHT}
      px="md"
      py={10}
      data-kind={data.kind}
      style={{
        background: colors.background,
        border: `1.5px solid ${colors.border}`,
        borderRadius: 10,
        overflow: 'hidden',
      }}
    >
      <Handle
        type="target"
        position={targetPosition ?? Position.Left}
        isConnectable={false}
        style={hiddenHandle}
      />
      <Group gap={6} wrap="nowrap" align="center">
        <Box component="span" display="flex" style={{ color: colors.accent }}>
          <EventKindIcon kind={data.kind} />
        </Box>
        <Text fz={15} fw={700} c="dark.9" truncate>
          {data.title}
        </Text>
      </Group>
      {data.text ? (
        <Text
          size="sm"
          lineClamp={2}
          lh={1.3}
          mt={4}
          style={{ color: colors.accent, overflowWrap: 'anywhere' }}
        >
          {/* State names wrap at their underscores, never mid-word. */}
          {breakableText(data.text, /_/)}
        </Text>
      ) : null}
      <Text size="sm" c="gray.7" mt={2}>
        {formatEventTime(data.timestamp)}
      </Text>
      <Handle
        type="source"
        position={sourcePosition ?? Position.Right}
        isConnectable={false}
        style={hiddenHandle}
      />
    </Box>
  );
}

const nodeTypes: NodeTypes = { [FLOW_NODE_TYPE]: EventNode };

/** Before the box is measured (or where nothing is laid out, as in happy-dom). */
const FALLBACK_BOX_WIDTH = 960;

/**
 * The inner width of the element, kept up to date and measured before the first paint.
 * clientWidth, not the bounding box: a dialog's opening transition scales it.
 */
function useBoxWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/** Moves the view to a new fit (the box resized, or other events), without remounting. */
function FollowFit({ fit }: { fit: FlowFit }) {
  const { setViewport } = useReactFlow();
  const { x, y, zoom } = fit;
  const first = useRef(true);
  useEffect(() => {
    // The first fit is the default viewport.
    if (first.current) {
      first.current = false;
      return;
    }
    void setViewport({ x, y, zoom });
  }, [setViewport, x, y, zoom]);
  return null;
}

/**
 * The read-only diagram: nodes cannot be moved, connected or deleted. The first view is fitted to
 * the nodes but kept readable (fitFlowView); a long workflow is panned, and the zoom controls
 * still go from 0.1 to 1.5.
 */
export default function WorkflowFlowDiagram({ events }: { events: readonly FlowEventInput[] }) {
  const [ref, measured] = useBoxWidth();
  const fit = fitFlowView(events.length, measured || FALLBACK_BOX_WIDTH);
  const { nodes, edges } = useMemo(
    () => buildWorkflowFlow(events, fit.columns),
    [events, fit.columns],
  );
  return (
    <Box
      ref={ref}
      h={fit.height}
      data-zoom={fit.zoom.toFixed(2)}
      data-columns={fit.columns}
      style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
    >
      <ReactFlow
        className={classes.diagram}
        aria-label="Workflow flow diagram"
        nodes={nodes}
        edges={edges}
        nodeTypes={nodeTypes}
        defaultViewport={{ x: fit.x, y: fit.y, zoom: fit.zoom }}
        minZoom={FLOW_MIN_ZOOM}
        maxZoom={FLOW_MAX_ZOOM}
        // The wheel pans a diagram larger than its box; one that fits leaves the wheel to the page.
        panOnScroll={fit.overflows}
        zoomOnScroll={false}
        preventScrolling={fit.overflows}
        nodesDraggable={false}
        nodesConnectable={false}
        elementsSelectable={false}
        edgesFocusable={false}
        deleteKeyCode={null}
        ariaLabelConfig={{
          'node.a11yDescription.default':
            'An event of the workflow, in time order. Press Tab to move to the next event.',
          'node.a11yDescription.keyboardDisabled':
            'An event of the workflow, in time order. Press Tab to move to the next event.',
        }}
      >
        <FollowFit fit={fit} />
        <Background gap={20} color="#dee2e6" />
        <Controls showInteractive={false} position="bottom-left" orientation="horizontal" />
      </ReactFlow>
    </Box>
  );
}
