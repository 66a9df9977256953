/**
 * Bulgaria's official holidays (Labour Code, art. 154) and the days off they give, computed for any year, so
 * the days-off calendar starts right every year and only the government's bridge days are typed in by hand.
 *
 * - Fixed holidays: 1 Jan, 3 Mar, 1 May, 6 May, 24 May, 6 Sep, 22 Sep, 24-26 Dec.
 * - Easter: Good Friday to Easter Monday by the Orthodox (Julian) computus.
 * - A fixed holiday that falls on a Saturday or Sunday gives the first following working day off (art. 154(2));
 *   24-26 Dec give as many following working days off as of them fell on a weekend. Easter days never move.
 *   "Working day" skips weekends and days already off, so 1 May 2021 (a Saturday, with Easter Monday on
 *   3 May) moved to 4 May, as the government announced that year.
 * - 1 Nov (Ден на народните будители) is a day off for educational institutions only: kindergartens get it,
 *   other employers do not, so it is marked apart.
 *
 * Dates are ISO strings (YYYY-MM-DD) of the Sofia calendar; nothing here depends on a time zone.
 */

export type HolidayKind = 'official' | 'easter' | 'moved' | 'education';

export interface Holiday {
  date: string;
  kind: HolidayKind;
  /** The name as Bulgarian calendars print it. */
  name: string;
}

const fixed: readonly { month: number; day: number; name: string }[] = [
  { month: 1, day: 1, name: 'Нова година' },
  { month: 3, day: 3, name: 'Ден на Освобождението на България от османско иго' },
  { month: 5, day: 1, name: 'Ден на труда и на международната работническа солидарност' },
  { month: 5, day: 6, name: 'Гергьовден, Ден на храбростта и празник на Българската армия' },
  {
    month: 5,
    day: 24,
    name: 'Ден на светите братя Кирил и Методий, на българската азбука, просвета и култура и на славянската книжовност',
  },
  { month: 9, day: 6, name: 'Ден на Съединението' },
  { month: 9, day: 22, name: 'Ден на Независимостта на България' },
  { month: 12, day: 24, name: 'Бъдни вечер' },
  { month: 12, day: 25, name: 'Рождество Христово' },
  { month: 12, day: 26, name: 'Рождество Христово' },
];

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day));
const addDays = (d: Date, n: number) => new Date(d.getTime() + n * 86_400_000);
const isWeekend = (d: Date) => d.getUTCDay() === 0 || d.getUTCDay() === 6;

/** Orthodox Easter Sunday of a year (Meeus' Julian algorithm, then the 13 days the calendars differ by 1900-2099). */
export function orthodoxEaster(year: number): string {
  if (year < 1900 || year > 2099)
    throw new RangeError(`Великден се изчислява за години 1900-2099, не ${year}`);
  const a = year % 4;
  const b = year % 7;
  const c = year % 19;
  const d = (19 * c + 15) % 30;
  const e = (2 * a + 4 * b - d + 34) % 7;
  const month = Math.floor((d + e + 114) / 31);
  const day = ((d + e + 114) % 31) + 1;
  return iso(addDays(utc(year, month, day), 13));
}

/** The official holidays and the days off they give in a calendar year, in date order. */
export function holidaysOf(year: number): Holiday[] {
  const easter = utc(...(orthodoxEaster(year).split('-').map(Number) as [number, number, number]));
  const easterDays: Holiday[] = [
    { date: iso(addDays(easter, -2)), kind: 'easter', name: 'Велики петък' },
    { date: iso(addDays(easter, -1)), kind: 'easter', name: 'Велика събота' },
    { date: iso(easter), kind: 'easter', name: 'Великден' },
    { date: iso(addDays(easter, 1)), kind: 'easter', name: 'Великден' },
  ];
  const official: Holiday[] = fixed.map((f) => ({
    date: iso(utc(year, f.month, f.day)),
    kind: 'official',
    name: f.name,
  }));
  const off = new Set([...easterDays, ...official].map((h) => h.date));
  const moved: Holiday[] = [];
  // In date order, so an earlier holiday's day off is taken before a later one looks for its own.
  for (const h of [...official].sort((x, y) => x.date.localeCompare(y.date))) {
    const day = new Date(`${h.date}T00:00:00Z`);
    if (!isWeekend(day)) continue;
    let next = addDays(day, 1);
    while (isWeekend(next) || off.has(iso(next))) next = addDays(next, 1);
    off.add(iso(next));
    moved.push({ date: iso(next), kind: 'moved', name: `Почивен ден за ${h.name}` });
  }
  const education: Holiday = {
    date: iso(utc(year, 11, 1)),
    kind: 'education',
    name: 'Ден на народните будители (неучебен ден)',
  };
  return [...easterDays, ...official, ...moved, education].sort((x, y) => x.date.localeCompare(y.date));
}

/** Whether a kindergarten is closed on a date by law: a weekend, an official holiday or its moved day off. */
export function isLegalDayOff(date: string): boolean {
  const day = new Date(`${date}T00:00:00Z`);
  if (isWeekend(day)) return true;
  return holidaysOf(day.getUTCFullYear()).some((h) => h.date === date);
}
