import type { FieldError } from '@gradina/shared';
import { formatDateDigits } from '@gradina/shared/format-dates';
import { workingDay } from '@gradina/shared/manifest/routes/staff/substitutions';

/**
 * The rules of a substitution as plain functions over what the route read: the field errors of a booking
 * (each naming its field in Bulgarian) and the hours two bookings share.
 */

export interface SubstitutionInput {
  substituteId: string;
  absentTeacherId: string;
  groupId: string;
  dates: readonly string[];
  fromHour: number;
  toHour: number;
}

/** What the route found under the session's kindergarten for the ids the booking names. */
export interface SubstitutionFacts {
  /** The pedagogical staff who may substitute or be substituted, by id (leavers left out). */
  teachers: ReadonlyMap<string, { name: string }>;
  group: { name: string } | undefined;
  /** The dates among the booking's on which the kindergarten (or the group) does not work. */
  daysOff: ReadonlySet<string>;
}

const field = (name: string, title: string, message: string): FieldError => ({
  field: name,
  message: `Полето "${title}": ${message}`,
});

const hh = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** "(23.11.2026, 07:00 – 13:00)": how a booking's time reads in a message. */
export const timeText = (fromHour: number, toHour: number, date: string) =>
  `(${formatDateDigits(date)}, ${hh(fromHour)} – ${hh(toHour)})`;

/** The field errors of a booking; empty when it may be written. */
export function checkSubstitution(input: SubstitutionInput, facts: SubstitutionFacts): FieldError[] {
  const errors: FieldError[] = [];
  const noSuch = 'няма такъв служител от педагогическия персонал в детската градина.';
  if (!facts.teachers.has(input.substituteId)) errors.push(field('substituteId', 'Заместник', noSuch));
  if (!facts.teachers.has(input.absentTeacherId))
    errors.push(field('absentTeacherId', 'Заместван учител', noSuch));
  if (input.substituteId === input.absentTeacherId)
    errors.push(field('substituteId', 'Заместник', 'не може да е заместваният учител.'));
  if (!facts.group) errors.push(field('groupId', 'Група', 'няма такава група в детската градина.'));
  const day = `${hh(workingDay.fromHour)} – ${hh(workingDay.toHour)}`;
  if (input.fromHour < workingDay.fromHour || input.fromHour >= workingDay.toHour)
    errors.push(field('fromHour', 'От час', `трябва да е в работния ден (${day}).`));
  if (input.toHour > workingDay.toHour || input.toHour <= workingDay.fromHour)
    errors.push(field('toHour', 'До час', `трябва да е в работния ден (${day}).`));
  else if (input.toHour <= input.fromHour)
    errors.push(field('toHour', 'До час', 'трябва да е след "От час".'));
  errors.push(...checkDates(input.dates, facts.daysOff));
  return errors;
}

function checkDates(dates: readonly string[], daysOff: ReadonlySet<string>): FieldError[] {
  if (new Set(dates).size !== dates.length) return [field('dates', 'Дати', 'всяка дата се посочва веднъж.')];
  if (new Set(dates.map((d) => d.slice(0, 7))).size > 1)
    return [field('dates', 'Дати', 'всички дати трябва да са в един месец.')];
  const off = dates.filter((d) => daysOff.has(d)).sort();
  if (off.length > 0)
    return [
      field(
        'dates',
        'Дати',
        `${off.map(formatDateDigits).join(', ')} ${off.length > 1 ? 'са почивни дни' : 'е почивен ден'}.`,
      ),
    ];
  return [];
}

/**
 * The marker attributes of a booking's clock hours on a day (`h07` is 07:00-08:00): a substitute's day item
 * holds one per booked hour, so two bookings overlap exactly when their attributes meet.
 */
export const hourSlots = (fromHour: number, toHour: number) =>
  Array.from(
    { length: Math.max(0, toHour - fromHour) },
    (_, i) => `h${String(fromHour + i).padStart(2, '0')}`,
  );

/** The slots two bookings of the same substitute share on each common date (empty: they do not overlap). */
export function sharedSlots(
  a: { dates: readonly string[]; fromHour: number; toHour: number },
  b: { dates: readonly string[]; fromHour: number; toHour: number },
): { date: string; slots: string[] }[] {
  const bSlots = new Set(hourSlots(b.fromHour, b.toHour));
  const slots = hourSlots(a.fromHour, a.toHour).filter((h) => bSlots.has(h));
  if (slots.length === 0) return [];
  return a.dates.filter((d) => b.dates.includes(d)).map((date) => ({ date, slots }));
}
