import type { SVGProps } from 'react';
import { CLOCK_ICON, GLOBE_ICON, type CirclePathIcon } from './icon-shapes';

/**
 * The app's one set of small line icons (24×24 grid, 2 px stroke in the current colour). Decorative:
 * the text beside an icon, or the control around it, carries its meaning, so each is hidden from
 * assistive technology. This file holds the base and the public pages' icons; the signed-in
 * screens' others are in `signed-in/icons.tsx`, so the booking page's chunk carries only its own.
 */
export function StrokeIcon({
  children,
  size,
  ...props
}: SVGProps<SVGSVGElement> & { size: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export type IconProps = { size?: number };

export function ArrowLeftIcon({ size = 16 }: IconProps) {
  return (
    <StrokeIcon size={size}>
      <path d="M19 12H5M11 6l-6 6 6 6" />
    </StrokeIcon>
  );
}

export function CalendarIcon({ size = 16 }: IconProps) {
  return (
    <StrokeIcon size={size}>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </StrokeIcon>
  );
}

function CirclePath({ icon, size }: { icon: CirclePathIcon; size: number }) {
  const [cx, cy, r] = icon.circle;
  return (
    <StrokeIcon size={size}>
      <circle cx={cx} cy={cy} r={r} />
      <path d={icon.path} />
    </StrokeIcon>
  );
}

export function ClockIcon({ size = 16 }: IconProps) {
  return <CirclePath icon={CLOCK_ICON} size={size} />;
}

export function GlobeIcon({ size = 16 }: IconProps) {
  return <CirclePath icon={GLOBE_ICON} size={size} />;
}

export function MailIcon({ size = 16 }: IconProps) {
  return (
    <StrokeIcon size={size}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3 7l9 6 9-6" />
    </StrokeIcon>
  );
}
