import { useEffect, useState } from 'react';
import { appNow, onAppClockChange } from './app-clock';

/**
 * The current time, read once when the screen mounts and again every minute, so "today" (and
 * the time zone's abbreviation) stay right when the screen is left open past midnight. Renders
 * stay pure: they read this value, never the clock. It follows the app's clock (`app-clock.ts`).
 */
export function useNow(refreshMs = 60_000): number {
  const [now, setNow] = useState(() => appNow());
  useEffect(() => {
    const timer = setInterval(() => setNow(appNow()), refreshMs);
    const stop = onAppClockChange(() => setNow(appNow()));
    return () => {
      clearInterval(timer);
      stop();
    };
  }, [refreshMs]);
  return now;
}
