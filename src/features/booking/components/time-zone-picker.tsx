import { TextInput } from '@mantine/core';
import {
  memo,
  startTransition,
  useDeferredValue,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import {
  canonicalTimeZone,
  zoneOption,
  zoneOptions,
  type ZoneOption,
} from '../../../domain/time-zones';
import { readZoneQuery } from '../../../domain/zone-search';
import {
  closedLabel,
  firstRows,
  PAGE,
  reveal,
  ROWS_PER_BATCH,
  sectionsFor,
} from './zone-picker-list';
import {
  hurryZoneList,
  isZoneListWarm,
  nextIdle,
  warmZoneList,
  whenZoneListWarm,
  zoneList,
} from '../zone-list';
import { useMessages } from '../../../i18n/lang';
import { enCore } from '../../../i18n/messages/en';
import { optionId, ZoneListbox } from './zone-listbox';
import classes from './time-zone-picker.module.css';
import { NO_HANDOFF, type ZoneHandoff } from './zone-handoff';
import type { ClockFormat } from '../../../domain/time-text';

/** The picker's words in English (the catalogue's; the picker shows the page's language). */
export const ZONE_TEXT = enCore.zone;

const Chevron = (
  <svg className={classes.chevron} viewBox="0 0 15 15" fill="none" aria-hidden="true">
    <path
      d="M4.93 5.43a.45.45 0 0 0 .64.64L7.5 4.14l1.93 1.93a.45.45 0 0 0 .64-.64L7.82 3.18a.45.45 0 0 0-.64 0L4.93 5.43Zm5.14 4.14a.45.45 0 0 0-.64-.64L7.5 10.86 5.57 8.93a.45.45 0 0 0-.64.64l2.25 2.25c.18.18.46.18.64 0l2.25-2.25Z"
      fill="currentColor"
      fillRule="evenodd"
      clipRule="evenodd"
    />
  </svg>
);

/**
 * The searchable zone picker, an editable combobox with list autocomplete (WAI-ARIA): canonical
 * names (Asia/Calcutta is listed as Asia/Kolkata), the common zones first, each with its UTC offset
 * and current local time. Typing finds a city, a country, a zone id, a common name, an
 * abbreviation (every meaning of an ambiguous one, grouped) or an offset
 * (`src/domain/zone-search.ts`). A click selects the box's text, so typing replaces it; Enter or
 * Tab takes the highlighted match (the first one as you type); Escape puts the current zone back.
 * The focus stays in the box; the arrow keys, PageUp/PageDown and (once in the list) Home/End move
 * the highlight. Every option is in the page, drawn hidden (a batch at a time) once the list is
 * made (`zone-list.ts`): opening only shows it.
 */
export const TimeZonePicker = memo(function TimeZonePicker({
  handoff = NO_HANDOFF,
  value,
  clock,
  now,
  onChange,
  locale,
}: {
  /** What the visitor did in the stand-in before the picker mounted: taken over once, on mount. */
  handoff?: ZoneHandoff;
  value: string;
  clock: ClockFormat;
  /** The instant the offsets and local times are shown for. */
  now: number;
  onChange: (zone: string) => void;
  /** The page's Intl locale: a new one draws the local times again. */
  locale?: string;
}) {
  const ZONE_TEXT = useMessages().zone;
  // The minute is enough: offsets and local times do not change faster.
  const minute = Math.floor(now / 60_000) * 60_000;
  const [warm, setWarm] = useState(isZoneListWarm);
  const [opened, setOpened] = useState(false);
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState<string | null>(null);
  // The option the arrow keys moved to since the last key typed (null: none).
  const [moved, setMoved] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const zone = canonicalTimeZone(value);
  const id = useId();
  const listboxId = `${id}-listbox`;
  const labelId = `${id}-label`;

  // The whole list is made while the page is idle, then drawn hidden (a transition): later zones
  // and minutes reuse what it made.
  useEffect(() => {
    warmZoneList(minute);
    return whenZoneListWarm(() => startTransition(() => setWarm(true)));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // Opened before that: the common zones now, the rest as soon as they are made.
  useEffect(() => {
    if (opened && !warm) hurryZoneList();
  }, [opened, warm]);

  // What the list draws follows the page a moment later (a new minute, the 24h switch, a new
  // language redraw some 400 options): the page's own update paints first.
  const listMinute = useDeferredValue(minute);
  const listClock = useDeferredValue(clock);
  const listLocale = useDeferredValue(locale);
  const options = useMemo<ZoneOption[]>(() => {
    if (warm) return zoneList(zone, listMinute);
    return opened ? zoneOptions([], zone, listMinute) : [zoneOption(zone, listMinute)];
  }, [warm, opened, zone, listMinute]);
  const indexOf = useMemo(
    () => new Map(options.map((option, index) => [option.zone, index])),
    [options],
  );
  const chosen = useMemo(() => zoneOption(zone, minute), [zone, minute]);
  const chosenLabel = closedLabel(chosen);
  const text = search ?? chosenLabel;
  const typed = search !== null && search !== chosenLabel;
  const query = typed ? text : '';

  const sections = useMemo(() => sectionsFor(options, query), [options, query]);
  // The keys act on `sections` at once; the listbox draws them a moment later as you type.
  const listSections = useDeferredValue(sections);
  // Until the list is first opened, it grows a batch at a time (ROWS_PER_BATCH); opened, it is
  // drawn whole. Opened before the last batch, the rest is drawn in a later, interruptible render
  // (deferred), not inside the click or key that opened it; the click draws at least one batch.
  // Opened before the list is made, its few common zones are drawn at once.
  const [drawnRows, setDrawnRows] = useState(0);
  const whole = useDeferredValue(opened || drawnRows >= options.length);
  const complete = whole || (opened && !warm);
  useEffect(() => {
    if (complete || !warm) return;
    return nextIdle(() => startTransition(() => setDrawnRows((rows) => rows + ROWS_PER_BATCH)));
  }, [complete, warm, drawnRows]);
  const drawnSections = useMemo(
    () =>
      complete
        ? listSections
        : firstRows(listSections, opened ? Math.max(drawnRows, ROWS_PER_BATCH) : drawnRows),
    [complete, opened, listSections, drawnRows],
  );
  const found = useMemo(() => sections.flatMap((section) => section.options), [sections]);
  const ambiguous = typed ? readZoneQuery(text) : null;

  // The highlighted option: where the arrow keys moved, else the first match as you type, else
  // the chosen zone.
  const has = (candidate: string | null) =>
    candidate !== null && found.some((option) => option.zone === candidate);
  const active = !open
    ? null
    : has(moved)
      ? moved
      : typed || !has(zone)
        ? (found[0]?.zone ?? null)
        : zone;
  const drawn =
    (complete && listSections === sections) ||
    drawnSections.some((section) => section.options.some((option) => option.zone === active));
  const activeId =
    active !== null && drawn ? optionId(listboxId, indexOf.get(active) ?? -1) : undefined;

  // The highlighted option stays in view; the list opens with the chosen zone in its middle.
  const centre = useRef(false);
  // Closed, the list already has the chosen zone in its middle (after the page has painted):
  // opening it then lays nothing out inside the click.
  const centred = useRef('');
  const chosenId = optionId(listboxId, indexOf.get(zone) ?? -1);
  const full = !typed && listSections === sections && complete;
  useEffect(() => {
    if (open || !full) return;
    // A task of its own: not inside the key or click that closed the list.
    const timer = setTimeout(() => {
      const list = document.getElementById(listboxId);
      const option = document.getElementById(chosenId);
      if (!list || !option) return;
      reveal(list, option, true);
      centred.current = chosenId;
    });
    return () => clearTimeout(timer);
  }, [open, full, listboxId, chosenId, listSections]);
  useLayoutEffect(() => {
    if (!activeId) return;
    const list = document.getElementById(listboxId);
    const option = document.getElementById(activeId);
    if (!list || !option) return;
    // Marked here, not drawn by React: moving the highlight redraws none of the 400 options.
    option.setAttribute('data-active', '');
    const middle = centre.current;
    // Opened before the last batch: centred again once every row is there.
    if (complete) centre.current = false;
    // Centred while closed: nothing to lay out inside the click.
    if (!middle || centred.current !== activeId) reveal(list, option, middle);
    return () => option.removeAttribute('data-active');
  }, [activeId, listboxId, drawnSections, complete]);

  const show = () => {
    if (open) return;
    setOpen(true);
    setOpened(true);
    centre.current = true;
  };

  // The stand-in's focus and typing carry on here, as if the visitor had been in this box.
  const inputRef = useRef<HTMLInputElement>(null);
  const handedOff = useRef(handoff);
  useLayoutEffect(() => {
    const { focused, text: typedEarly } = handedOff.current;
    if (typedEarly !== null) {
      setSearch(typedEarly);
      show();
    }
    const input = inputRef.current;
    if (!focused || !input) return;
    if (typedEarly === null) show();
    input.focus();
    if (typedEarly === null) input.select();
    else input.setSelectionRange(typedEarly.length, typedEarly.length);
    // Once, on mount: later changes of the stand-in are not this box's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const close = () => {
    centred.current = '';
    setOpen(false);
    setSearch(null);
    setMoved(null);
  };
  /** `said`: tell a screen reader even when the zone stays (an explicit pick). */
  const choose = (next: string, said: boolean) => {
    const option = found.find((candidate) => candidate.zone === next);
    close();
    if (option && (said || next !== zone)) setAnnouncement(ZONE_TEXT.changed(closedLabel(option)));
    if (next !== zone) onChange(next);
  };
  const dismiss = () => {
    if (typed && found.length === 0) setAnnouncement(ZONE_TEXT.unchanged(chosenLabel));
    close();
  };
  const move = (to: number) => {
    if (found.length === 0) return;
    setMoved(found[to]?.zone ?? null);
  };
  const at = found.findIndex((option) => option.zone === active);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = found.length - 1;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) return show();
        if (event.altKey) return;
        // The list wraps around, as Mantine's did.
        const step = event.key === 'ArrowDown' ? 1 : -1;
        return move(at === -1 ? (step > 0 ? 0 : last) : (at + step + found.length) % found.length);
      }
      case 'PageDown':
      case 'PageUp':
        if (!open) return;
        event.preventDefault();
        return move(event.key === 'PageDown' ? Math.min(last, at + PAGE) : Math.max(0, at - PAGE));
      case 'Home':
      case 'End':
        // Once the arrow keys are in the list, Home and End go to its ends; else the caret's.
        if (!open || moved === null) return;
        event.preventDefault();
        return move(event.key === 'Home' ? 0 : last);
      case 'Enter':
        if (!open) return;
        event.preventDefault();
        if (active !== null) choose(active, true);
        return;
      case 'Escape':
        if (!open) return;
        event.preventDefault();
        return dismiss();
    }
  };
  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.currentTarget.value;
    setSearch(next === chosenLabel ? null : next);
    setMoved(null);
    show();
  };
  const selectAll = (event: FocusEvent<HTMLInputElement> | MouseEvent<HTMLInputElement>) => {
    // A click or a focus selects the whole label: what the visitor types replaces it.
    if (!typed) event.currentTarget.select();
  };
  const onClick = (event: MouseEvent<HTMLInputElement>) => {
    selectAll(event);
    show();
  };
  // Leaving the box (Tab, a click elsewhere) takes the highlighted match, as Enter does; with
  // none, the box shows the chosen zone again.
  const onBlur = () => {
    if (!open) return;
    if (active !== null) choose(active, false);
    else dismiss();
  };
  // One listener for every option: the row a click lands in names its zone.
  const onPick = (event: MouseEvent<HTMLDivElement>) => {
    const option = (event.target as HTMLElement).closest<HTMLElement>('[role="option"]');
    if (option?.dataset.zone) choose(option.dataset.zone, true);
  };

  return (
    <div className={classes.root}>
      <TextInput
        ref={inputRef}
        id={`${id}-input`}
        label={ZONE_TEXT.label}
        labelProps={{ id: labelId }}
        description={
          ambiguous?.kind === 'ambiguous' ? ZONE_TEXT.ambiguous(ambiguous.abbreviation) : undefined
        }
        value={text}
        onChange={onInput}
        role="combobox"
        aria-autocomplete="list"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listboxId}
        aria-activedescendant={activeId}
        autoComplete="off"
        spellCheck={false}
        rightSection={Chevron}
        rightSectionPointerEvents="none"
        onKeyDown={onKeyDown}
        onFocus={selectAll}
        onClick={onClick}
        onBlur={onBlur}
      />
      {/* Drawn in place, inside the page's landmark. A press in it keeps the focus in the box,
          where the keyboard acts (aria-activedescendant): the options need no handlers. */}
      <div
        role="presentation"
        className={classes.popup}
        data-open={open || undefined}
        style={open ? undefined : { visibility: 'hidden' }}
        onMouseDown={(event) => event.preventDefault()}
        onClick={onPick}
      >
        <ZoneListbox
          id={listboxId}
          labelledBy={labelId}
          sections={drawnSections}
          indexOf={indexOf}
          chosen={zone}
          minute={listMinute}
          clock={listClock}
          locale={listLocale}
        />
        {listSections.every((section) => section.options.length === 0) && (
          <div className={classes.empty}>{ZONE_TEXT.nothing}</div>
        )}
      </div>
      <span className={classes.hidden} role="status">
        {announcement}
      </span>
    </div>
  );
});
