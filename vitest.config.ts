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
          benchmark: { include: ['src/**/*.bench.ts'] },
        },
      },
      {
        plugins: [react(), storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions }),
            instances: [{ browser: 'chromium' }],
          },
          setupFiles: ['./.storybook/vitest.setup.ts'],
        },
      },
    ],
  },
});
