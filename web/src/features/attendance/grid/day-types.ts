import { DayOffType, StudentAttendanceStatus as S, type StudentAttendanceStatus } from '@gradina/shared';

/**
 * The open day types of the grid (issue #24, point 3): a quarantine, a flu break or a vacation leaves the
 * day open, shaded in its own colour, with its matching status offered first (ПК, ГВ; on a vacation day the
 * children who come are marked present as usual).
 */
type OpenType = Exclude<DayOffType, typeof DayOffType.DayOff>;

export const dayTypeShade: Record<OpenType, { bg: string; label: string }> = {
  [DayOffType.Quarantine]: { bg: 'grape.1', label: 'карантина' },
  [DayOffType.FluVacation]: { bg: 'violet.1', label: 'грипна ваканция' },
  [DayOffType.Vacation]: { bg: 'lime.1', label: 'ваканция' },
};

/** The status a typed day suggests. */
export const dayTypeStatus: Record<OpenType, StudentAttendanceStatus> = {
  [DayOffType.Quarantine]: S.Quarantine,
  [DayOffType.FluVacation]: S.FluBreak,
  [DayOffType.Vacation]: S.Attendance,
};

export const shadeOf = (type: DayOffType | null | undefined) =>
  type === null || type === undefined || type === DayOffType.DayOff ? undefined : dayTypeShade[type];

/** The statuses in the order the picker offers them: those the month's typed days suggest first. */
export function statusesFirst(
  statuses: readonly StudentAttendanceStatus[],
  dayTypes: readonly (DayOffType | null | undefined)[],
): StudentAttendanceStatus[] {
  const suggested = [
    ...new Set(
      dayTypes.flatMap((t) =>
        t === null || t === undefined || t === DayOffType.DayOff ? [] : [dayTypeStatus[t]],
      ),
    ),
  ].filter((s) => statuses.includes(s));
  return [...suggested, ...statuses.filter((s) => !suggested.includes(s))];
}
