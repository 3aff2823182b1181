import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from './e2e/chromium';

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
          // A fixed zone: tests that care about zones pass them explicitly.
          env: { TZ: 'UTC' },
          testTimeout: 15_000,
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
              },
            }),
            instances: [{ browser: 'chromium' }],
          },
          setupFiles: ['./.storybook/vitest.setup.ts'],
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
            'msw-storybook-addon/csf3',
            'openapi-fetch',
            'valibot',
          ],
        },
      },
    ],
  },
});
