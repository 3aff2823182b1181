/**
 * The shapes of the icons the booking page's header draws, apart from their React components
 * (`icons.tsx`): index.html's boot script draws the same header before React has loaded
 * (`src/boot/booking-header.ts`). Each is a circle (cx, cy, r) and a path on the 24×24 grid.
 */
export interface CirclePathIcon {
  circle: readonly [cx: number, cy: number, r: number];
  path: string;
}

export const CLOCK_ICON: CirclePathIcon = { circle: [12, 12, 9], path: 'M12 7v5l3 2' };

export const GLOBE_ICON: CirclePathIcon = {
  circle: [12, 12, 9],
  path: 'M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z',
};
