/**
 * What people type to find a time zone: a city, a country, a zone id, a common name ("Pacific
 * Time", "Central European Time"), an abbreviation ("PST", "CET") or an offset ("+5:45",
 * "UTC-3:30"). Abbreviations that name several zones far apart ("CST", "IST") list every
 * candidate, grouped by meaning, instead of guessing. Pure: no clock, no Intl, no I/O.
 */

/** Countries (and a few regions people say) by the zones in them. */
const COUNTRIES: Readonly<Record<string, string>> = {
  'America/New_York': 'united states usa us america',
  'America/Detroit': 'united states usa us michigan',
  'America/Chicago': 'united states usa us america texas',
  'America/Denver': 'united states usa us colorado',
  'America/Phoenix': 'united states usa us arizona',
  'America/Los_Angeles': 'united states usa us america california',
  'America/Anchorage': 'united states usa us alaska',
  'Pacific/Honolulu': 'united states usa us hawaii',
  'America/Toronto': 'canada ontario',
  'America/Vancouver': 'canada british columbia',
  'America/Edmonton': 'canada alberta',
  'America/Winnipeg': 'canada manitoba',
  'America/Halifax': 'canada nova scotia',
  'America/St_Johns': 'canada newfoundland',
  'America/Regina': 'canada saskatchewan',
  'America/Mexico_City': 'mexico',
  'America/Tijuana': 'mexico',
  'America/Cancun': 'mexico',
  'America/Havana': 'cuba',
  'America/Bogota': 'colombia',
  'America/Lima': 'peru',
  'America/Caracas': 'venezuela',
  'America/Santiago': 'chile',
  'America/Argentina/Buenos_Aires': 'argentina',
  'America/Sao_Paulo': 'brazil brasil rio de janeiro',
  'America/Montevideo': 'uruguay',
  'America/Asuncion': 'paraguay',
  'America/La_Paz': 'bolivia',
  'America/Guayaquil': 'ecuador',
  'America/Panama': 'panama',
  'America/Costa_Rica': 'costa rica',
  'America/Guatemala': 'guatemala',
  'America/Puerto_Rico': 'puerto rico',
  'America/Santo_Domingo': 'dominican republic',
  'America/Jamaica': 'jamaica',
  'Europe/London': 'united kingdom uk britain great britain england scotland wales',
  'Europe/Dublin': 'ireland',
  'Europe/Lisbon': 'portugal',
  'Atlantic/Reykjavik': 'iceland',
  'Europe/Paris': 'france',
  'Europe/Berlin': 'germany deutschland',
  'Europe/Madrid': 'spain',
  'Europe/Rome': 'italy',
  'Europe/Amsterdam': 'netherlands holland',
  'Europe/Brussels': 'belgium',
  'Europe/Zurich': 'switzerland',
  'Europe/Vienna': 'austria',
  'Europe/Prague': 'czechia czech republic',
  'Europe/Warsaw': 'poland',
  'Europe/Budapest': 'hungary',
  'Europe/Copenhagen': 'denmark',
  'Europe/Stockholm': 'sweden',
  'Europe/Oslo': 'norway',
  'Europe/Helsinki': 'finland',
  'Europe/Tallinn': 'estonia',
  'Europe/Riga': 'latvia',
  'Europe/Vilnius': 'lithuania',
  'Europe/Athens': 'greece',
  'Europe/Bucharest': 'romania',
  'Europe/Sofia': 'bulgaria',
  'Europe/Belgrade': 'serbia',
  'Europe/Zagreb': 'croatia',
  'Europe/Kyiv': 'ukraine kiev',
  'Europe/Istanbul': 'turkey turkiye',
  'Europe/Moscow': 'russia',
  'Asia/Jerusalem': 'israel',
  'Asia/Beirut': 'lebanon',
  'Asia/Amman': 'jordan',
  'Asia/Riyadh': 'saudi arabia',
  'Asia/Dubai': 'united arab emirates uae emirates',
  'Asia/Qatar': 'qatar',
  'Asia/Tehran': 'iran',
  'Asia/Baghdad': 'iraq',
  'Asia/Karachi': 'pakistan',
  'Asia/Kabul': 'afghanistan',
  'Asia/Kolkata': 'india mumbai delhi bangalore bengaluru chennai',
  'Asia/Colombo': 'sri lanka',
  'Asia/Kathmandu': 'nepal',
  'Asia/Dhaka': 'bangladesh',
  'Asia/Yangon': 'myanmar burma',
  'Asia/Bangkok': 'thailand',
  'Asia/Ho_Chi_Minh': 'vietnam',
  'Asia/Jakarta': 'indonesia',
  'Asia/Kuala_Lumpur': 'malaysia',
  'Asia/Singapore': 'singapore',
  'Asia/Manila': 'philippines',
  'Asia/Shanghai': 'china beijing',
  'Asia/Hong_Kong': 'hong kong',
  'Asia/Taipei': 'taiwan',
  'Asia/Seoul': 'south korea korea',
  'Asia/Tokyo': 'japan',
  'Australia/Sydney': 'australia new south wales',
  'Australia/Melbourne': 'australia victoria',
  'Australia/Brisbane': 'australia queensland',
  'Australia/Adelaide': 'australia south australia',
  'Australia/Darwin': 'australia northern territory',
  'Australia/Perth': 'australia western australia',
  'Australia/Hobart': 'australia tasmania',
  'Pacific/Auckland': 'new zealand',
  'Pacific/Chatham': 'new zealand chatham islands',
  'Pacific/Fiji': 'fiji',
  'Africa/Cairo': 'egypt',
  'Africa/Lagos': 'nigeria',
  'Africa/Johannesburg': 'south africa',
  'Africa/Nairobi': 'kenya',
  'Africa/Casablanca': 'morocco',
  'Africa/Algiers': 'algeria',
  'Africa/Tunis': 'tunisia',
  'Africa/Accra': 'ghana',
  'Africa/Addis_Ababa': 'ethiopia',
  'Africa/Dar_es_Salaam': 'tanzania',
  'Africa/Kampala': 'uganda',
  UTC: 'coordinated universal time gmt zulu',
};

/** A zone's common names, as people say them (generic, standard, daylight). */
interface ZoneName {
  /** The name, e.g. 'Pacific Time'. */
  name: string;
  /** Its unambiguous abbreviations. */
  abbreviations: readonly string[];
  zones: readonly string[];
}

const CET_ZONES = [
  'Europe/Berlin',
  'Europe/Paris',
  'Europe/Madrid',
  'Europe/Rome',
  'Europe/Amsterdam',
  'Europe/Brussels',
  'Europe/Zurich',
  'Europe/Vienna',
  'Europe/Prague',
  'Europe/Warsaw',
  'Europe/Budapest',
  'Europe/Copenhagen',
  'Europe/Stockholm',
  'Europe/Oslo',
  'Europe/Belgrade',
  'Europe/Zagreb',
  'Africa/Algiers',
  'Africa/Tunis',
];
const EET_ZONES = [
  'Europe/Athens',
  'Europe/Bucharest',
  'Europe/Sofia',
  'Europe/Helsinki',
  'Europe/Kyiv',
  'Europe/Tallinn',
  'Europe/Riga',
  'Europe/Vilnius',
  'Asia/Beirut',
  'Africa/Cairo',
];
const US_PACIFIC = ['America/Los_Angeles', 'America/Vancouver', 'America/Tijuana'];
const US_MOUNTAIN = ['America/Denver', 'America/Edmonton', 'America/Phoenix'];
const US_CENTRAL = ['America/Chicago', 'America/Winnipeg', 'America/Mexico_City'];
const US_EASTERN = ['America/New_York', 'America/Toronto', 'America/Detroit'];

const NAMES: readonly ZoneName[] = [
  { name: 'Pacific Time', abbreviations: ['pt', 'pst', 'pdt'], zones: US_PACIFIC },
  { name: 'Mountain Time', abbreviations: ['mt', 'mst', 'mdt'], zones: US_MOUNTAIN },
  { name: 'Central Time', abbreviations: ['ct', 'cdt'], zones: US_CENTRAL },
  { name: 'Eastern Time', abbreviations: ['et', 'est', 'edt'], zones: US_EASTERN },
  { name: 'Alaska Time', abbreviations: ['akst', 'akdt'], zones: ['America/Anchorage'] },
  { name: 'Hawaii-Aleutian Time', abbreviations: ['hst'], zones: ['Pacific/Honolulu'] },
  {
    name: 'Atlantic Time',
    abbreviations: ['adt'],
    zones: ['America/Halifax', 'America/Puerto_Rico'],
  },
  { name: 'Newfoundland Time', abbreviations: ['nst', 'ndt'], zones: ['America/St_Johns'] },
  {
    name: 'Greenwich Mean Time',
    abbreviations: ['gmt'],
    zones: ['UTC', 'Europe/London', 'Africa/Accra'],
  },
  { name: 'British Time', abbreviations: [], zones: ['Europe/London'] },
  { name: 'Irish Time', abbreviations: [], zones: ['Europe/Dublin'] },
  {
    name: 'Western European Time',
    abbreviations: ['wet', 'west'],
    zones: ['Europe/Lisbon', 'Africa/Casablanca'],
  },
  { name: 'Central European Time', abbreviations: ['cet', 'cest'], zones: CET_ZONES },
  { name: 'Eastern European Time', abbreviations: ['eet', 'eest'], zones: EET_ZONES },
  { name: 'Moscow Time', abbreviations: ['msk'], zones: ['Europe/Moscow'] },
  { name: 'Gulf Time', abbreviations: [], zones: ['Asia/Dubai'] },
  { name: 'India Time', abbreviations: [], zones: ['Asia/Kolkata'] },
  { name: 'Pakistan Time', abbreviations: ['pkt'], zones: ['Asia/Karachi'] },
  { name: 'Nepal Time', abbreviations: ['npt'], zones: ['Asia/Kathmandu'] },
  { name: 'Indochina Time', abbreviations: ['ict'], zones: ['Asia/Bangkok', 'Asia/Ho_Chi_Minh'] },
  { name: 'Western Indonesia Time', abbreviations: ['wib'], zones: ['Asia/Jakarta'] },
  { name: 'Singapore Time', abbreviations: ['sgt'], zones: ['Asia/Singapore'] },
  { name: 'Hong Kong Time', abbreviations: ['hkt'], zones: ['Asia/Hong_Kong'] },
  { name: 'Philippine Time', abbreviations: ['pht'], zones: ['Asia/Manila'] },
  { name: 'Japan Time', abbreviations: ['jst'], zones: ['Asia/Tokyo'] },
  { name: 'Korean Time', abbreviations: ['kst'], zones: ['Asia/Seoul'] },
  {
    name: 'Australian Eastern Time',
    abbreviations: ['aest', 'aedt'],
    zones: ['Australia/Sydney', 'Australia/Melbourne', 'Australia/Brisbane', 'Australia/Hobart'],
  },
  {
    name: 'Australian Central Time',
    abbreviations: ['acst', 'acdt'],
    zones: ['Australia/Adelaide', 'Australia/Darwin'],
  },
  { name: 'Australian Western Time', abbreviations: ['awst'], zones: ['Australia/Perth'] },
  { name: 'New Zealand Time', abbreviations: ['nzst', 'nzdt'], zones: ['Pacific/Auckland'] },
  { name: 'Chatham Time', abbreviations: ['chast', 'chadt'], zones: ['Pacific/Chatham'] },
  { name: 'South Africa Time', abbreviations: ['sast'], zones: ['Africa/Johannesburg'] },
  {
    name: 'East Africa Time',
    abbreviations: ['eat'],
    zones: ['Africa/Nairobi', 'Africa/Addis_Ababa', 'Africa/Dar_es_Salaam', 'Africa/Kampala'],
  },
  { name: 'West Africa Time', abbreviations: ['wat'], zones: ['Africa/Lagos'] },
  { name: 'Brasília Time', abbreviations: ['brt'], zones: ['America/Sao_Paulo'] },
  { name: 'Argentina Time', abbreviations: ['art'], zones: ['America/Argentina/Buenos_Aires'] },
  { name: 'Colombia Time', abbreviations: ['cot'], zones: ['America/Bogota'] },
  { name: 'Peru Time', abbreviations: ['pet'], zones: ['America/Lima'] },
  { name: 'Chile Time', abbreviations: ['clt'], zones: ['America/Santiago'] },
  { name: 'Coordinated Universal Time', abbreviations: ['utc', 'z', 'zulu'], zones: ['UTC'] },
];

/** Abbreviations that mean different zones in different places: every meaning is listed. */
const AMBIGUOUS: Readonly<Record<string, readonly { name: string; zones: readonly string[] }[]>> = {
  cst: [
    { name: 'Central Standard Time (North America)', zones: US_CENTRAL },
    { name: 'China Standard Time', zones: ['Asia/Shanghai', 'Asia/Taipei'] },
    { name: 'Cuba Standard Time', zones: ['America/Havana'] },
  ],
  ist: [
    { name: 'India Standard Time', zones: ['Asia/Kolkata'] },
    { name: 'Irish Standard Time', zones: ['Europe/Dublin'] },
    { name: 'Israel Standard Time', zones: ['Asia/Jerusalem'] },
  ],
  bst: [
    { name: 'British Summer Time', zones: ['Europe/London'] },
    { name: 'Bangladesh Standard Time', zones: ['Asia/Dhaka'] },
  ],
  ast: [
    { name: 'Atlantic Standard Time', zones: ['America/Halifax', 'America/Puerto_Rico'] },
    { name: 'Arabia Standard Time', zones: ['Asia/Riyadh', 'Asia/Qatar', 'Asia/Baghdad'] },
  ],
  gst: [
    { name: 'Gulf Standard Time', zones: ['Asia/Dubai'] },
    { name: 'South Georgia Time', zones: ['Atlantic/South_Georgia'] },
  ],
  sst: [
    { name: 'Samoa Standard Time', zones: ['Pacific/Pago_Pago'] },
    { name: 'Singapore Standard Time', zones: ['Asia/Singapore'] },
  ],
  amt: [
    { name: 'Amazon Time', zones: ['America/Manaus'] },
    { name: 'Armenia Time', zones: ['Asia/Yerevan'] },
  ],
};

/** How a query reads: an offset, an ambiguous abbreviation, or words. */
export type ZoneQuery =
  | { kind: 'all' }
  | { kind: 'offset'; minutes: number }
  | { kind: 'named'; zones: ReadonlySet<string> }
  | {
      kind: 'ambiguous';
      abbreviation: string;
      meanings: readonly { name: string; zones: readonly string[] }[];
    }
  | { kind: 'words'; words: string[] };

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[_/()·,.-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** '+5:45', 'UTC-3:30', 'gmt+1', '−08:00', '+0545', 'utc+13:45' → minutes east of UTC. */
export function parseOffset(query: string): number | undefined {
  const match = /^(?:utc|gmt)?\s*([+\-−])\s*(\d{1,2})(?::?(\d{2}))?$/i.exec(query.trim());
  if (!match) return undefined;
  const hours = Number(match[2]);
  const minutes = Number(match[3] ?? 0);
  if (hours > 14 || minutes >= 60) return undefined;
  const sign = match[1] === '+' ? 1 : -1;
  return sign * (hours * 60 + minutes);
}

export function readZoneQuery(query: string): ZoneQuery {
  const trimmed = query.trim();
  if (!trimmed) return { kind: 'all' };
  const minutes = parseOffset(trimmed);
  if (minutes !== undefined) return { kind: 'offset', minutes };
  const folded = fold(trimmed);
  const meanings = AMBIGUOUS[folded];
  if (meanings) return { kind: 'ambiguous', abbreviation: folded.toUpperCase(), meanings };
  // A common name said in full ("Pacific Standard Time" is "Pacific Time") or an abbreviation
  // with one meaning: exactly its zones, not every zone with one of its words.
  const phrase = folded
    .replace(/\b(standard|daylight|summer)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const named = NAMES.filter(
    (entry) => fold(entry.name) === phrase || entry.abbreviations.includes(folded),
  );
  if (named.length > 0) return { kind: 'named', zones: new Set(named.flatMap((n) => n.zones)) };
  return { kind: 'words', words: folded.split(' ') };
}

/** Each zone's search words, built once: its id's parts, old names, country, common names. */
let index: Map<string, string> | null = null;
/** Each zone's folded words, kept: every key typed searches some 400 zones again. */
const haystacks = new Map<string, string>();
function searchWords(zone: string, legacyNames: string): string {
  const key = `${zone} ${legacyNames}`;
  const kept = haystacks.get(key);
  if (kept !== undefined) return kept;
  if (!index) {
    index = new Map();
    for (const entry of NAMES) {
      const words = `${entry.name} ${entry.abbreviations.join(' ')}`;
      for (const z of entry.zones) index.set(z, `${index.get(z) ?? ''} ${words}`);
    }
  }
  const words = ` ${fold(`${zone} ${legacyNames} ${COUNTRIES[zone] ?? ''} ${index.get(zone) ?? ''}`)}`;
  haystacks.set(key, words);
  return words;
}

/**
 * Whether `zone` answers the query. Words match the start of a word in the zone's names
 * ("tok" finds Tokyo, "est" does not find Budapest), every word must match.
 */
export function zoneAnswers(
  query: ZoneQuery,
  zone: string,
  offsetMinutes: number,
  legacyNames = '',
): boolean {
  switch (query.kind) {
    case 'all':
      return true;
    case 'offset':
      return offsetMinutes === query.minutes;
    case 'named':
      return query.zones.has(zone);
    case 'ambiguous':
      return query.meanings.some((meaning) => meaning.zones.includes(zone));
    case 'words': {
      const haystack = searchWords(zone, legacyNames);
      return query.words.every((word) => haystack.includes(` ${word}`));
    }
  }
}

/** For an ambiguous abbreviation, the meaning `zone` belongs to ('China Standard Time'). */
export function meaningOf(query: ZoneQuery, zone: string): string | undefined {
  if (query.kind !== 'ambiguous') return undefined;
  return query.meanings.find((meaning) => meaning.zones.includes(zone))?.name;
}
