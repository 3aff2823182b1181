import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { beforeEach, vi } from 'vitest';
import * as projectAnnotations from './preview';
import { trackRequests, visualAnnotations } from './visual';

/**
 * The instant every story test starts at (`Date`, hence the app's clock): a Wednesday afternoon,
 * so a week's data has days before and after today. With the zone (UTC) and locale (en-US) the
 * Vitest config gives the browser, dates and times on screen never change.
 */
const STORY_NOW = new Date('2026-11-18T14:30:00Z');

// A fixed clock: `Date` starts at STORY_NOW before any story module computes its data from "now",
// and again at each story. It runs on from there (the router times its pending states with it);
// timers stay real.
vi.useFakeTimers({ toFake: ['Date'], now: STORY_NOW, shouldAdvanceTime: true });
beforeEach(() => {
  vi.setSystemTime(STORY_NOW);
});

// Screenshots wait for the story's requests to be answered.
trackRequests(window);

// Stories run as tests in Chromium: each is compared with its reference screenshot, then checked
// by axe (a11y.test = 'error'). Story afterEach hooks run last-composed first.
setProjectAnnotations([a11yAddonAnnotations, projectAnnotations, visualAnnotations]);
