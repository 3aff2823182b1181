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
  type NodeProps,
  type NodeTypes,
} from '@xyflow/react';
import { useMemo } from 'react';
import {
  buildWorkflowFlow,
  EVENT_KIND_STYLES,
  FLOW_MAX_ZOOM,
  FLOW_MIN_ZOOM,
  FLOW_NODE_HEIGHT,
  FLOW_NODE_TYPE,
  FLOW_NODE_WIDTH,
  type FlowEventInput,
  type WorkflowEventNode,
} from '../flow-layout';
import { formatEventTime } from '../format';
import { EventKindIcon } from './icons';
import classes from './workflows.module.css';

const hiddenHandle = { opacity: 0, pointerEvents: 'none' as const, border: 0 };

function EventNode({ data }: NodeProps<WorkflowEventNode>) {
  const colors = EVENT_KIND_STYLES[data.kind];
  return (
    <Box
      w={FLOW_NODE_WIDTH}
      h={FLOW_NODE_HEIGHT}
      px="sm"
      py={8}
      data-kind={data.kind}
      style={{
        background: colors.background,
        border: `1.5px solid ${colors.border}`,
        borderRadius: 10,
        overflow: 'hidden',
      }}
    >
      <Handle type="target" position={Position.Left} isConnectable={false} style={hiddenHandle} />
      <Group gap={6} wrap="nowrap" align="center">
        <Box component="span" display="flex" style={{ color: colors.accent }}>
          <EventKindIcon kind={data.kind} />
        </Box>
        <Text size="sm" fw={700} c="dark.9" truncate>
          {data.title}
        </Text>
      </Group>
      {data.text ? (
        <Text size="sm" lineClamp={2} lh={1.3} mt={4} style={{ color: colors.accent }}>
          {data.text}
        </Text>
      ) : null}
      <Text size="xs" c="gray.7" mt={2}>
        {formatEventTime(data.timestamp)}
      </Text>
      <Handle type="source" position={Position.Right} isConnectable={false} style={hiddenHandle} />
    </Box>
  );
}

const nodeTypes: NodeTypes = { [FLOW_NODE_TYPE]: EventNode };

/** The read-only diagram: nodes cannot be moved, connected or deleted. */
export default function WorkflowFlowDiagram({ events }: { events: readonly FlowEventInput[] }) {
  const { nodes, edges } = useMemo(() => buildWorkflowFlow(events), [events]);
  return (
    <Box h={420} style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}>
      <ReactFlow
        className={classes.diagram}
        aria-label="Workflow flow diagram"
        nodes={nodes}
        edges={edges}
        nodeTypes={nodeTypes}
        fitView
        minZoom={FLOW_MIN_ZOOM}
        maxZoom={FLOW_MAX_ZOOM}
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
        <Background gap={20} color="#dee2e6" />
        <Controls showInteractive={false} position="bottom-left" />
      </ReactFlow>
    </Box>
  );
}
