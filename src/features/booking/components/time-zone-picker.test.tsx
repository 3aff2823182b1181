import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { isZoneListWarm, zoneList } from '../zone-list';
import { TimeZonePicker } from './time-zone-picker';

/** Monday 23 November 2026, 15:00 UTC. */
const NOW = Date.parse('2026-11-23T15:00:00.000Z');

/** The picker as the page holds it: the chosen zone is the page's state. */
function Harness({ onChange }: { onChange: (zone: string) => void }) {
  const [zone, setZone] = useState('America/New_York');
  return (
    <TimeZonePicker
      value={zone}
      clock="12h"
      now={NOW}
      onChange={(next) => {
        onChange(next);
        setZone(next);
      }}
    />
  );
}

async function renderPicker() {
  const onChange = vi.fn();
  const user = userEvent.setup();
  render(
    <MantineProvider>
      <Harness onChange={onChange} />
    </MantineProvider>,
  );
  const picker = screen.getByRole('combobox', { name: 'Time zone' });
  // The list is made while the page is idle, then drawn (hidden) before it is first opened.
  await waitFor(() => expect(isZoneListWarm()).toBe(true));
  return { user, onChange, picker };
}

const all = zoneList('America/New_York', NOW);
const literal = (text: string) => text.replace(/[()+]/g, '\\$&');
const startsWith = (city: string) => new RegExp(`^${literal(city)}`);

/** The highlighted option (aria-activedescendant), by its text. */
function active(picker: HTMLElement): string {
  const id = picker.getAttribute('aria-activedescendant');
  return (id && document.getElementById(id)?.textContent) || '';
}

describe('TimeZonePicker: an editable combobox with its whole list in the page', () => {
  it('draws every zone (hidden until opened), the chosen one selected and highlighted on opening', async () => {
    const { user, picker } = await renderPicker();
    expect(picker).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).toBeNull();
    // Drawn before the first open: opening only shows it.
    await waitFor(() =>
      expect(screen.getAllByRole('option', { hidden: true })).toHaveLength(all.length),
    );
    expect(all.length).toBeGreaterThan(300);

    await user.click(picker);
    expect(picker).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Time zone' });
    expect(picker).toHaveAttribute('aria-controls', listbox.id);
    const options = within(listbox).getAllByRole('option');
    expect(options).toHaveLength(all.length);
    expect(options.map((option) => option.textContent)).toEqual(
      all.map((option) => expect.stringMatching(startsWith(option.city))),
    );
    const selected = options.filter((option) => option.getAttribute('aria-selected') === 'true');
    expect(selected.map((option) => option.textContent)).toEqual([
      expect.stringMatching(/^New York \(America\)UTC-05:00 · 10:00 AM$/),
    ]);
    expect(active(picker)).toMatch(/^New York/);
    // A click selects the label: typing replaces it.
    expect((picker as HTMLInputElement).selectionStart).toBe(0);
    expect((picker as HTMLInputElement).selectionEnd).toBe('New York (America) · UTC-05:00'.length);
  });

  it('draws the closed list a batch of at most 10 options at a time, never all in one task', async () => {
    const batches: number[] = [];
    const observer = new MutationObserver((records) => {
      const added = records
        .flatMap((record) => [...record.addedNodes])
        .filter((node) => node instanceof HTMLElement && node.getAttribute('role') === 'option');
      if (added.length > 0) batches.push(added.length);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    try {
      await renderPicker();
      await waitFor(() =>
        expect(screen.getAllByRole('option', { hidden: true })).toHaveLength(all.length),
      );
    } finally {
      observer.disconnect();
    }
    expect(batches.length).toBeGreaterThanOrEqual(Math.ceil(all.length / 10));
    expect(Math.max(...batches)).toBeLessThanOrEqual(10);
    expect(batches.reduce((sum, rows) => sum + rows, 0)).toBe(all.length);
  });

  it('opened before the last batch, draws the rest after the opening, not inside the click', async () => {
    const { picker } = await renderPicker();
    const drawn = () => screen.queryAllByRole('option', { hidden: true }).length;
    await waitFor(() => expect(drawn()).toBeGreaterThan(0));
    const before = drawn();
    expect(before).toBeLessThan(all.length);
    // A plain click, outside act(), as a visitor's: React renders and commits the click's update
    // in a microtask after it; what it defers runs in a later task.
    const react = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = react.IS_REACT_ACT_ENVIRONMENT;
    react.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      picker.click();
      await Promise.resolve();
      expect(picker).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('listbox', { name: 'Time zone' })).toBeVisible();
      expect(drawn()).toBeLessThan(all.length);
      expect(drawn()).toBeLessThanOrEqual(before + 10);
      // Then the whole list, the chosen zone highlighted once its row is there.
      await waitFor(() => expect(drawn()).toBe(all.length));
      await waitFor(() => expect(active(picker)).toMatch(/^New York/));
    } finally {
      react.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });

  it('moves the highlight with the arrow keys (wrapping), PageUp/PageDown, Home/End; Enter takes it', async () => {
    const { user, picker, onChange } = await renderPicker();
    const start = all.findIndex((option) => option.zone === 'America/New_York');
    picker.focus();
    // ArrowDown on the closed box opens it on the chosen zone.
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeVisible();
    expect(active(picker)).toMatch(/^New York/);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(active(picker)).toMatch(startsWith(all[start + 2]!.city));
    await user.keyboard('{PageDown}');
    expect(active(picker)).toMatch(startsWith(all[start + 12]!.city));
    await user.keyboard('{PageUp}{PageUp}');
    expect(active(picker)).toMatch(startsWith(all[0]!.city));
    // From the first option, ArrowUp wraps to the last; ArrowDown wraps back.
    await user.keyboard('{ArrowUp}');
    expect(active(picker)).toMatch(startsWith(all.at(-1)!.city));
    await user.keyboard('{ArrowDown}');
    expect(active(picker)).toMatch(startsWith(all[0]!.city));
    await user.keyboard('{End}');
    expect(active(picker)).toMatch(startsWith(all.at(-1)!.city));
    await user.keyboard('{Home}{ArrowDown}');
    expect(active(picker)).toMatch(startsWith(all[1]!.city));
    // The highlighted option is marked for the eye too.
    expect(document.getElementById(picker.getAttribute('aria-activedescendant')!)).toHaveAttribute(
      'data-active',
    );
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith(all[1]!.zone);
    expect(picker).toHaveAttribute('aria-expanded', 'false');
    expect(picker).toHaveValue(`${all[1]!.city} · ${all[1]!.offset}`);
    expect(screen.getByRole('status')).toHaveTextContent(
      `Time zone: ${all[1]!.city} · ${all[1]!.offset}`,
    );
  });

  it('typing filters the list and highlights the first match; Enter takes it, Escape puts the zone back', async () => {
    const { user, picker, onChange } = await renderPicker();
    await user.click(picker);
    await user.keyboard('tokyo');
    expect(picker).toHaveValue('tokyo');
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        expect.stringMatching(/^Tokyo \(Asia\)UTC\+09:00 · 12:00 AM$/),
      ]),
    );
    expect(active(picker)).toMatch(/^Tokyo/);
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('Asia/Tokyo');
    expect(picker).toHaveValue('Tokyo (Asia) · UTC+09:00');
    // Once typed, Home and End move the caret (the text's), not the highlight.
    await user.click(picker);
    await user.keyboard('paris{Home}x');
    expect(picker).toHaveValue('xparis');
    await user.keyboard('{Escape}');
    expect(picker).toHaveValue('Tokyo (Asia) · UTC+09:00');
    expect(picker).toHaveAttribute('aria-expanded', 'false');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('says when nothing matches, and Enter, Escape or Tab then leave the zone as it was', async () => {
    const { user, picker, onChange } = await renderPicker();
    await user.click(picker);
    await user.keyboard('zzzz');
    expect(await screen.findByText('No time zone matches')).toBeVisible();
    expect(screen.queryByRole('option')).toBeNull();
    expect(picker).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{Enter}');
    expect(picker).toHaveValue('zzzz');
    await user.tab();
    expect(picker).toHaveValue('New York (America) · UTC-05:00');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Time zone unchanged: New York (America) · UTC-05:00',
    );
    expect(onChange).not.toHaveBeenCalled();
  });

  it('Tab takes the highlighted match; a click on an option takes it', async () => {
    const { user, picker, onChange } = await renderPicker();
    await user.click(picker);
    await user.keyboard('london');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith('Europe/London');
    expect(picker).toHaveValue('London (Europe) · UTC+00:00');

    await user.click(picker);
    await user.keyboard('kathmandu');
    await user.click(await screen.findByRole('option', { name: /^Kathmandu \(Asia\)/ }));
    expect(onChange).toHaveBeenLastCalledWith('Asia/Kathmandu');
    expect(picker).toHaveValue('Kathmandu (Asia) · UTC+05:45');
    expect(picker).toHaveFocus();
  });

  it('lists every meaning of an ambiguous abbreviation as a group, and says so', async () => {
    const { user, picker } = await renderPicker();
    await user.click(picker);
    await user.keyboard('CST');
    expect(picker).toHaveAccessibleDescription('CST has several meanings: pick yours');
    const china = await screen.findByRole('group', { name: 'China Standard Time' });
    expect(within(china).getByRole('option', { name: /^Shanghai \(Asia\)/ })).toBeVisible();
    expect(screen.getByRole('group', { name: 'Cuba Standard Time' })).toBeVisible();
    // The first candidate of the first meaning is highlighted, as for any search.
    const first = screen.getAllByRole('option')[0]!;
    expect(picker).toHaveAttribute('aria-activedescendant', first.id);
  });
});
