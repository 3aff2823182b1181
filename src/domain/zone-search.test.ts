import { describe, expect, it } from 'vitest';
import { meaningOf, parseOffset, readZoneQuery, zoneAnswers } from './zone-search';
import { utcOffsetMinutes } from './time-zones';

const JAN = Date.parse('2026-01-15T12:00:00.000Z');
const ZONES = [
  'America/Los_Angeles',
  'America/Vancouver',
  'America/Chicago',
  'America/New_York',
  'America/Creston',
  'America/St_Johns',
  'America/Havana',
  'America/Argentina/Buenos_Aires',
  'Europe/Berlin',
  'Europe/Paris',
  'Europe/Budapest',
  'Europe/Bucharest',
  'Europe/London',
  'Europe/Dublin',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Asia/Jerusalem',
  'Asia/Shanghai',
  'Asia/Tokyo',
  'Pacific/Auckland',
  'Pacific/Chatham',
  'Pacific/Honolulu',
  'UTC',
];

/** The zones of ZONES the query finds. */
function find(query: string): string[] {
  const read = readZoneQuery(query);
  return ZONES.filter((zone) => zoneAnswers(read, zone, utcOffsetMinutes(zone, JAN)));
}

describe('zone search', () => {
  it('finds cities by the start of their words, not inside them', () => {
    expect(find('tokyo')).toEqual(['Asia/Tokyo']);
    expect(find('Buenos')).toEqual(['America/Argentina/Buenos_Aires']);
    expect(find('st johns')).toEqual(['America/St_Johns']);
    // "est" is inside Budapest, Bucharest and Creston: none of them is Eastern Time.
    expect(find('est')).toEqual(['America/New_York']);
  });

  it('finds countries and zone ids', () => {
    expect(find('new zealand')).toEqual(['Pacific/Auckland', 'Pacific/Chatham']);
    expect(find('newfoundland')).toEqual(['America/St_Johns']);
    expect(find('india')).toEqual(['Asia/Kolkata']);
    expect(find('Europe/Paris')).toEqual(['Europe/Paris']);
    expect(find('america/new_york')).toEqual(['America/New_York']);
  });

  it('finds common names, said in full or not', () => {
    expect(find('pacific time')).toEqual(['America/Los_Angeles', 'America/Vancouver']);
    expect(find('Pacific Standard Time')).toEqual(['America/Los_Angeles', 'America/Vancouver']);
    expect(find('Central European Time')).toEqual([
      'Europe/Berlin',
      'Europe/Paris',
      'Europe/Budapest',
    ]);
    expect(find('Eastern European Time')).toEqual(['Europe/Bucharest']);
  });

  it('finds zones by their unambiguous abbreviations', () => {
    expect(find('PST')).toEqual(['America/Los_Angeles', 'America/Vancouver']);
    expect(find('CET')).toEqual(['Europe/Berlin', 'Europe/Paris', 'Europe/Budapest']);
    expect(find('JST')).toEqual(['Asia/Tokyo']);
    expect(find('EST')).toEqual(['America/New_York']);
  });

  it('lists every meaning of an ambiguous abbreviation, grouped by meaning', () => {
    const cst = readZoneQuery('CST');
    expect(cst.kind).toBe('ambiguous');
    expect(find('CST')).toEqual(['America/Chicago', 'America/Havana', 'Asia/Shanghai']);
    expect(meaningOf(cst, 'Asia/Shanghai')).toBe('China Standard Time');
    expect(meaningOf(cst, 'America/Havana')).toBe('Cuba Standard Time');
    expect(find('ist')).toEqual(['Europe/Dublin', 'Asia/Kolkata', 'Asia/Jerusalem']);
  });

  it('finds offsets however they are written', () => {
    expect(parseOffset('+5:45')).toBe(345);
    expect(parseOffset('UTC-3:30')).toBe(-210);
    expect(parseOffset('gmt+1')).toBe(60);
    expect(parseOffset('−08:00')).toBe(-480);
    expect(parseOffset('+0545')).toBe(345);
    expect(parseOffset('+25')).toBeUndefined();
    expect(find('+5:45')).toEqual(['Asia/Kathmandu']);
    expect(find('UTC-3:30')).toEqual(['America/St_Johns']);
    expect(find('utc+13:45')).toEqual(['Pacific/Chatham']);
    expect(find('+13')).toEqual(['Pacific/Auckland']);
  });
});
