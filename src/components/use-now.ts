import { useEffect, useState } from 'react';

/**
 * The current time, read once when the screen mounts and again every minute, so "today" (and
 * the time zone's abbreviation) stay right when the screen is left open past midnight. Renders
 * stay pure: they read this value, never the clock.
 */
export function useNow(refreshMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), refreshMs);
    return () => clearInterval(timer);
  }, [refreshMs]);
  return now;
}
