import type { SVGProps } from 'react';
import { StrokeIcon } from '../../../components/stroke-icon';

/** Small stroke icons (decorative: the controls carry their own accessible names). */
function Icon({ size = 18, ...props }: SVGProps<SVGSVGElement> & { size?: number }) {
  return <StrokeIcon size={size} {...props} />;
}

export function CalendarIcon(props: { size?: number }) {
  return (
    <Icon {...props}>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </Icon>
  );
}

export function PlusIcon(props: { size?: number }) {
  return (
    <Icon {...props}>
      <path d="M12 5v14M5 12h14" />
    </Icon>
  );
}

export function TrashIcon(props: { size?: number }) {
  return (
    <Icon {...props}>
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
    </Icon>
  );
}

export function RefreshIcon(props: { size?: number }) {
  return (
    <Icon {...props}>
      <path d="M20 11a8 8 0 0 0-14.9-4M4 4v4h4M4 13a8 8 0 0 0 14.9 4M20 20v-4h-4" />
    </Icon>
  );
}

export function SparkIcon(props: { size?: number }) {
  return (
    <Icon {...props}>
      <path d="M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8z" />
    </Icon>
  );
}

export function InfoIcon(props: { size?: number }) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5M12 8h.01" />
    </Icon>
  );
}

export function GlobeIcon(props: { size?: number }) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
    </Icon>
  );
}
