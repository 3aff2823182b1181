import type { SVGProps } from 'react';

/**
 * The base of every small line icon (24×24 grid, 2 px stroke in the current colour). Decorative:
 * the text beside an icon carries its meaning, so it is hidden from assistive technology.
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
