import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, expect, it } from 'vitest';
import { db } from './db';
import { QaPanel } from './qa-panel';
import { NOW, useScenario } from './test/helpers';

beforeEach(async () => {
  await useScenario('default', NOW);
  window.localStorage.setItem('slotwise.qa-panel.collapsed', '0');
});

it('starts a workflow from a request text', async () => {
  const user = userEvent.setup();
  const { container } = render(
    <MantineProvider>
      <QaPanel />
    </MantineProvider>,
  );
  const text = await screen.findByRole('textbox', { name: 'Request text' });
  const start = screen.getByRole('button', { name: 'Start workflow' });
  expect(start).toBeDisabled();
  await user.type(text, 'Push the design review to next week please');
  await user.click(start);
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/Started workflow/));
  const started = db.workflows
    .all()
    .find((w) => w.context.input.text === 'Push the design review to next week please');
  expect(started?.status).toBe('parsing_input');
  expect(started?.context.user.email).toBe('jordan.lee@example.com');
  expect(text).toHaveValue('');

  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((v) => v.id)).toEqual([]);
});
