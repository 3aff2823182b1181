import type { SVGProps } from 'react';
import { StrokeIcon } from '../../../components/stroke-icon';

/** Small stroke icons (decorative: the text beside them carries the meaning). */
function Icon({ size = 16, ...props }: SVGProps<SVGSVGElement> & { size?: number }) {
  return <StrokeIcon size={size} {...props} />;
}

export function ClockIcon({ size }: { size?: number }) {
  return (
    <Icon size={size}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </Icon>
  );
}

export function GlobeIcon({ size }: { size?: number }) {
  return (
    <Icon size={size}>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
    </Icon>
  );
}

export function CalendarIcon({ size }: { size?: number }) {
  return (
    <Icon size={size}>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </Icon>
  );
}

export function ArrowLeftIcon({ size }: { size?: number }) {
  return (
    <Icon size={size}>
      <path d="M19 12H5M11 6l-6 6 6 6" />
    </Icon>
  );
}

export function MailIcon({ size }: { size?: number }) {
  return (
    <Icon size={size}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3 7l9 6 9-6" />
    </Icon>
  );
}
