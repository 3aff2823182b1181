import { resolve } from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

/**
 * A story's reference screenshot, committed beside the story file:
 * <dir>/__screenshots__/<file>.stories.tsx/<story>-chromium-linux.png (see .storybook/visual.ts).
 */
function storyScreenshot(
  data: {
    arg: string;
    ext: string;
    root: string;
    testFileDirectory: string;
    testFileName: string;
    browserName: string;
    platform: string;
  },
  suffix = '',
): string {
  const { arg, ext, root, testFileDirectory, testFileName, browserName, platform } = data;
  const file = `${arg}-${browserName}-${platform}${suffix}${ext}`;
  return resolve(root, testFileDirectory, '__screenshots__', testFileName, file);
}

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        define: {
          'import.meta.env.VITE_MOCKS': JSON.stringify('on'),
        },
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: [
            'src/**/*.test.{ts,tsx}',
            'mocks/**/*.test.{ts,tsx}',
            'scripts/**/*.test.{ts,mjs}',
          ],
          setupFiles: ['./vitest.setup.ts'],
          // The files of a run share one environment and one module graph: each file no longer
          // loads happy-dom, React, Mantine and the mock backend afresh (453 s of one worker's
          // time isolated, 173 s shared). vitest.setup.ts puts back what a file may leave behind
          // (storage, address, clocks, toasts, handlers); a file that reloads modules reloads
          // them again when it ends (booking-page.embed.test.tsx). docs/decisions.md#tests.
          isolate: false,
          // A fixed zone: tests that care about zones pass them explicitly.
          env: { TZ: 'UTC' },
          // A hang guard, with room for a machine also running the e2e suite (scripts/test-all.mjs).
          testTimeout: 30_000,
          benchmark: { include: ['src/**/*.bench.ts', 'mocks/**/*.bench.ts'] },
        },
      },
      {
        // The conformance kit against HTTP servers in this process: plain Node, no MSW
        // interception (vitest.setup.ts would catch the kit's own fetches).
        test: {
          name: 'conformance',
          environment: 'node',
          include: ['conformance/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
      {
        plugins: [react(), storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: chromiumLaunchOptions,
              // The same screen on every machine: zone, locale and no motion (Mantine's
              // respectReducedMotion makes its transitions instant).
              contextOptions: {
                timezoneId: 'UTC',
                locale: 'en-US',
                reducedMotion: 'reduce',
                // The runner's window: wider and taller than any story's frame, so the frame is
                // never scaled down, and a long page is screenshot whole (.storybook/visual.ts).
                viewport: { width: 1280, height: 2400 },
              },
            }),
            instances: [{ browser: 'chromium' }],
            // Screenshots of failed tests: not the committed references (see expect below).
            screenshotDirectory: 'test-results/story-failures',
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                comparatorOptions: { threshold: 0.03, allowedMismatchedPixels: 25 },
                resolveScreenshotPath: (data) => storyScreenshot(data),
                // A failed comparison writes the actual image and the diff beside the reference
                // (<story>-chromium-linux.actual.png, .diff.png; gitignored). Without a reference,
                // a run in CI writes what it saw as the .actual.png.
                resolveDiffPath: ({ arg, ...data }) =>
                  storyScreenshot(
                    { ...data, arg: arg.replace(/-(reference|actual|diff)$/, '') },
                    arg.endsWith('-diff') ? '.diff' : '.actual',
                  ),
              },
            },
          },
          setupFiles: ['./.storybook/vitest.setup.ts'],
          globalSetup: ['./.storybook/visual-global-setup.ts'],
        },
        // Pre-bundle every dependency the stories reach, so a cold cache (as in CI) never makes
        // Vite re-optimise and reload in the middle of a run.
        optimizeDeps: {
          include: [
            'react',
            'react-dom',
            'react-dom/client',
            'react/jsx-runtime',
            'react/jsx-dev-runtime',
            '@mantine/core',
            '@mantine/hooks',
            '@mantine/notifications',
            '@tanstack/react-query',
            '@tanstack/react-router',
            '@xyflow/react',
            'react-big-calendar',
            'dayjs',
            'dayjs/locale/en',
            'dayjs/plugin/customParseFormat',
            'dayjs/plugin/isoWeek',
            'dayjs/plugin/localeData',
            'dayjs/plugin/timezone',
            'dayjs/plugin/utc',
            'msw',
            'msw/browser',
            // The mock backend's own handlers, which stories run over (mocks/test/story-backend.ts).
            '@msw/data',
            'openapi-msw',
            'chrono-node',
            'msw-storybook-addon/csf3',
            'openapi-fetch',
            'valibot',
          ],
        },
      },
    ],
  },
});
