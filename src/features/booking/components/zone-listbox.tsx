import { Fragment, memo } from 'react';
import type { ZoneOption } from '../../../domain/time-zones';
import { localTime } from '../zone-list';
import classes from './time-zone-picker.module.css';
import type { ClockFormat } from '../../../domain/time-text';

/** The options under one meaning of an ambiguous abbreviation (no `group`: the plain list). */
export interface ZoneSection {
  group?: string;
  options: ZoneOption[];
}

/** Each option's element id: the listbox's id and the zone's place in the whole list. */
export const optionId = (listbox: string, index: number) => `${listbox}-${index}`;

const ZoneRow = memo(function ZoneRow({
  id,
  option,
  selected,
  minute,
  clock,
  locale,
}: {
  id: string;
  option: ZoneOption;
  selected: boolean;
  minute: number;
  clock: ClockFormat;
  locale: string | undefined;
}) {
  return (
    <div
      role="option"
      id={id}
      aria-selected={selected}
      data-zone={option.zone}
      className={classes.option}
    >
      {/* Plain spans: the time wraps under the city when narrow, never cut. */}
      <span className={classes.row}>
        <span>{option.city}</span>
        <span className={classes.time}>
          {option.offset} · {localTime(minute, option.offsetMinutes, clock, locale)}
        </span>
      </span>
    </div>
  );
});

/**
 * The zone list: every option of `sections` in the page (no paging, no virtual list), so
 * find-in-page, screen readers and tests see them all. The focus stays in the box
 * (aria-activedescendant names the highlighted option, which the picker marks `data-active`);
 * the listbox scrolls itself.
 */
export const ZoneListbox = memo(function ZoneListbox({
  id,
  labelledBy,
  sections,
  indexOf,
  chosen,
  minute,
  clock,
  locale,
}: {
  id: string;
  labelledBy: string;
  sections: ZoneSection[];
  /** Each zone's place in the whole list (its option's id). */
  indexOf: ReadonlyMap<string, number>;
  chosen: string;
  minute: number;
  clock: ClockFormat;
  locale: string | undefined;
}) {
  const row = (option: ZoneOption) => (
    <ZoneRow
      key={option.zone}
      id={optionId(id, indexOf.get(option.zone) ?? -1)}
      option={option}
      selected={option.zone === chosen}
      minute={minute}
      clock={clock}
      locale={locale}
    />
  );
  const empty = sections.every((section) => section.options.length === 0);
  return (
    <div
      role="listbox"
      id={id}
      aria-labelledby={labelledBy}
      className={classes.listbox}
      hidden={empty}
    >
      {sections.map((section, index) =>
        section.group === undefined ? (
          <Fragment key="all">{section.options.map(row)}</Fragment>
        ) : (
          <div key={section.group} role="group" aria-labelledby={`${id}-g${index}`}>
            <div id={`${id}-g${index}`} className={classes.groupLabel}>
              {section.group}
            </div>
            {section.options.map(row)}
          </div>
        ),
      )}
    </div>
  );
});
