import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { setNow } from './clock';
import { db } from './db';
import { QaPanel } from './qa-panel';
import { NOW, useScenario } from './test/helpers';

beforeEach(async () => {
  setNow(NOW);
  await useScenario('default', NOW);
  window.localStorage.setItem('slotwise.qa-panel.collapsed', '0');
});

afterEach(() => setNow(null));

// The panel is large and typing into it re-renders it per key: 12 s on a busy 2-core machine.
// The tests below get 40 s (a limit, not a speed assertion).

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
  const form = screen.getByRole('form', { name: 'Start a workflow' });
  await waitFor(() =>
    expect(within(form).getByRole('status')).toHaveTextContent(/Started workflow/),
  );
  const started = db.workflows
    .all()
    .find((w) => w.context.input.text === 'Push the design review to next week please');
  expect(started?.status).toBe('parsing_input');
  expect(started?.context.user.email).toBe('jordan.lee@example.com');
  expect(text).toHaveValue('');

  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((v) => v.id)).toEqual([]);
}, 40_000);

it('answers for the requester (pick option N) and for the host, on purpose', async () => {
  const user = userEvent.setup();
  render(
    <MantineProvider>
      <QaPanel />
    </MantineProvider>,
  );
  const start = screen.getByRole('form', { name: 'Start a workflow' });
  // Pasted, as QA does with a request from the README (the test above types one key by key).
  await user.click(await within(start).findByRole('textbox', { name: 'Request text' }));
  await user.paste('move my Roadmap sync on Thursday to next Tuesday afternoon');
  await user.click(within(start).getByRole('button', { name: 'Start workflow' }));
  await waitFor(() =>
    expect(within(start).getByRole('status')).toHaveTextContent(/Started workflow/),
  );
  const workflow = db.workflows
    .all()
    .find((w) => w.context.input.text?.startsWith('move my Roadmap sync'))!;
  const advance = within(start).getByRole('button', { name: 'Advance workflows' });
  // The panel fills in the short id of the workflow just started; the whole id works too.
  const only = within(start).getByRole('textbox', { name: /^Only this workflow/ });
  expect(only).toHaveValue(workflow.id.slice(0, 8));
  await user.clear(only);
  await user.type(only, workflow.id);
  for (let i = 0; i < 3; i++) {
    await user.click(advance);
    await waitFor(() => expect(advance).toBeEnabled());
  }
  await waitFor(() =>
    expect(db.workflows.findFirst((q) => q.where({ id: workflow.id }))?.status).toBe(
      'awaiting_meeting_selection',
    ),
  );

  // The answers go to the workflow just started.
  const answers = screen.getByRole('form', { name: 'Answer for people' });
  expect(within(answers).getByRole('textbox', { name: 'Workflow to answer (id)' })).toHaveValue(
    workflow.id,
  );
  // Not waiting for the host yet: refused, nothing changes.
  await user.click(within(answers).getByRole('button', { name: 'Host approves' }));
  expect(await within(answers).findByRole('alert')).toHaveTextContent(
    "is awaiting_meeting_selection: it is not waiting for the host's answer",
  );
  await user.selectOptions(within(answers).getByRole('combobox', { name: 'Option' }), '2');
  await user.click(within(answers).getByRole('button', { name: 'Pick option as user' }));
  await waitFor(() =>
    expect(within(answers).getByRole('status')).toHaveTextContent(
      `Workflow ${workflow.id.slice(0, 8)}: awaiting_meeting_selection → meeting_selected_prepare_data.`,
    ),
  );
  const chosen = db.workflows.findFirst((q) => q.where({ id: workflow.id }))!;
  expect(chosen.context.meetingSelection?.option).toBe(2);
  expect(chosen.context.meetingId).toBe(chosen.context.meetingOptions?.[1]?.meetingId);
}, 40_000);

it('lists the outbox: kind, recipient, subject, time and the booking’s page', async () => {
  const user = userEvent.setup();
  const { container } = render(
    <MantineProvider>
      <QaPanel />
    </MantineProvider>,
  );
  const outbox = await screen.findByRole('list', { name: 'Outbox' });
  await waitFor(() => expect(within(outbox).getAllByRole('listitem').length).toBeGreaterThan(0));
  const first = within(outbox).getAllByRole('listitem')[0]!;
  const latest = db.invitations
    .all()
    .slice()
    .reverse()
    .sort((a, b) => b.sentAt.localeCompare(a.sentAt))[0]!;
  expect(first).toHaveTextContent(latest.kind);
  expect(first).toHaveTextContent(latest.to);
  expect(first).toHaveTextContent(latest.subject);
  expect(first).toHaveTextContent(/Sent \w{3} \d{1,2}, \d\d:\d\d UTC/);
  expect(
    within(first).getByRole('link', { name: `Open the booking’s page: “${latest.subject}”` }),
  ).toHaveAttribute('href', latest.manageUrl ?? expect.stringMatching(/^\/bookings\//));
  // A new message shows after Refresh outbox.
  await db.invitations.create({
    id: 'inv_test_reminder',
    bookingId: latest.bookingId,
    to: 'visitor@example.org',
    subject: 'Reminder: Test meeting',
    body: '',
    sentAt: new Date(Date.parse(NOW) + 60_000).toISOString(),
    kind: 'reminder',
    startTime: null,
    manageUrl: '/bookings/x?token=y',
  });
  await user.click(screen.getByRole('button', { name: 'Refresh outbox' }));
  await waitFor(() =>
    expect(within(outbox).getAllByRole('listitem')[0]).toHaveTextContent('Reminder: Test meeting'),
  );
  const top = within(outbox).getAllByRole('listitem')[0]!;
  expect(top).toHaveTextContent('reminder');
  expect(within(top).getByRole('link')).toHaveAttribute('href', '/bookings/x?token=y');
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((v) => v.id)).toEqual([]);
}, 40_000);
