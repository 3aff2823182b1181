import { Box, ScrollArea, UnstyledButton } from '@mantine/core';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

type Side = 'start' | 'end';

/**
 * Small screens' navigation: one row of the pages that scrolls sideways. Where pages are hidden
 * past an edge, that edge fades out under a chevron, and a tap on the chevron scrolls on; the
 * current page's tab is brought into view whenever it changes. The chevrons are for pointers
 * only (hidden from assistive technology and the tab order): every page stays a link of the nav.
 */
export function NavStrip({ current, children }: { current: string | null; children: ReactNode }) {
  const viewport = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState<Record<Side, boolean>>({ start: false, end: false });
  const measure = useCallback(() => {
    const el = viewport.current;
    if (!el) return;
    const start = el.scrollLeft > 1;
    const end = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    setHidden((was) => (was.start === start && was.end === end ? was : { start, end }));
  }, []);
  useEffect(() => {
    const el = viewport.current;
    if (!el) return;
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(el);
    if (el.firstElementChild) observer?.observe(el.firstElementChild);
    return () => observer?.disconnect();
  }, [measure]);
  useEffect(() => {
    viewport.current
      ?.querySelector<HTMLElement>('[aria-current="page"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [current]);
  const scroll = (side: Side) => {
    const el = viewport.current;
    if (!el) return;
    el.scrollBy({ left: (side === 'end' ? 1 : -1) * el.clientWidth * 0.6, behavior: 'smooth' });
  };
  return (
    <Box pos="relative" hiddenFrom="sm">
      <ScrollArea type="never" viewportRef={viewport} onScrollPositionChange={measure}>
        {children}
      </ScrollArea>
      {(['start', 'end'] as const).map((side) =>
        hidden[side] ? (
          <UnstyledButton
            key={side}
            aria-hidden="true"
            tabIndex={-1}
            data-nav-edge={side}
            onClick={() => scroll(side)}
            style={{
              position: 'absolute',
              insetBlock: '0 1px',
              [side === 'start' ? 'insetInlineStart' : 'insetInlineEnd']: 0,
              width: 44,
              display: 'flex',
              alignItems: 'center',
              justifyContent: side === 'start' ? 'flex-start' : 'flex-end',
              paddingInline: 6,
              color: 'var(--mantine-color-gray-8)',
              background: `linear-gradient(to ${side === 'start' ? 'left' : 'right'}, rgba(255, 255, 255, 0), var(--mantine-color-white) 55%)`,
            }}
          >
            <svg
              width="16"
              height="16"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth={2.5}
              strokeLinecap="round"
              strokeLinejoin="round"
              style={side === 'start' ? { transform: 'scaleX(-1)' } : undefined}
            >
              <path d="M9 6l6 6-6 6" />
            </svg>
          </UnstyledButton>
        ) : null,
      )}
    </Box>
  );
}
