import { formatDateDigits } from '@gradina/shared/format-dates';
import type { ChildRow, SchoolYearRow } from './items';

/**
 * Who may get the certificate of compulsory preschool education (issue #26), besides the compulsory age on
 * the issue date (preschool.ts): a child enrolled by the issue date, in their last preschool year — one who
 * may start first grade with the next school year (it starts in `yearTo`). By ЗПУО чл. 8 school begins with
 * the school year starting in the calendar year the child turns 7 (ал. 2), or 6 by the parent's choice when
 * the child is ready (ал. 3; the certificate is what shows that readiness), or a year later when deferred
 * (ал. 4): so a child who turns 5 or less that year is not in their last preschool year.
 */

const nameOf = (c: ChildRow) => [c.firstName, c.middleName, c.lastName].filter(Boolean).join(' ');

/** The earliest calendar year the child may start school (turns 6), or undefined without a birth date. */
export const earliestSchoolYearOf = (birthDate: string | undefined) =>
  birthDate ? Number(birthDate.slice(0, 4)) + 6 : undefined;

/** Why the child may not get the certificate dated `issueDate` in the school year `year`, or undefined. */
export function preschoolRefusal(
  child: ChildRow,
  year: Pick<SchoolYearRow, 'yearTo'>,
  issueDate: string,
): string | undefined {
  if (child.enrolledOn && child.enrolledOn > issueDate)
    return `${nameOf(child)} е записано от ${formatDateDigits(child.enrolledOn)}, след датата на издаване`;
  const earliest = earliestSchoolYearOf(child.birthDate);
  if (earliest !== undefined && earliest > year.yearTo)
    return `${nameOf(child)} не е в последната си предучилищна година (може да тръгне на училище най-рано през ${earliest} г.)`;
  return undefined;
}
