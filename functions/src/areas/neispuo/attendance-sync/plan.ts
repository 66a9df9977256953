import { type NeispuoAttendanceMark, neispuoMarkOf } from '@gradina/shared/neispuo/attendance-types';

/**
 * What must be sent to НЕИСПУО for a group's month (pure): the grid's marks of the days up to today against
 * the records already sent. НЕИСПУО keeps one attendance per child per day; a changed mark is a correction
 * (an unexcused absence later excused keeps its record and id: `excuse`; any other change replaces it), a
 * removed mark deletes the record, a child without a НЕИСПУО person id is listed as unmatched (never
 * guessed), and a refused record waits for a fix or a resend.
 */

export type RecordState = 'sending' | 'accepted' | 'refused' | 'unmatched';

export interface SentRecord {
  date: string;
  childId: string;
  /** Gradina's status the record was made from. */
  status: number;
  personId: number | null;
  type: number | null;
  excusedReason: number | null;
  state: RecordState;
  attendanceId: number | null;
  message: string | null;
}

export interface MarkedDay {
  date: string;
  childId: string;
  status: number;
}

export type Action =
  | {
      kind: 'create' | 'replace' | 'excuse';
      day: MarkedDay;
      personId: number;
      mark: NeispuoAttendanceMark;
      record?: SentRecord;
    }
  | { kind: 'unmatched'; day: MarkedDay; mark: NeispuoAttendanceMark }
  | { kind: 'delete' | 'forget'; record: SentRecord };

const dayKey = (date: string, childId: string) => `${date}#${childId}`;

export function planMonth(
  marked: readonly MarkedDay[],
  sent: readonly SentRecord[],
  persons: ReadonlyMap<string, number>,
  options: { resendRefused?: boolean } = {},
): Action[] {
  const records = new Map(sent.map((r) => [dayKey(r.date, r.childId), r]));
  const actions: Action[] = [];
  const seen = new Set<string>();
  for (const day of marked) {
    const key = dayKey(day.date, day.childId);
    const mark = neispuoMarkOf(day.status);
    if (!mark) continue;
    seen.add(key);
    const record = records.get(key);
    const personId = persons.get(day.childId);
    if (personId === undefined) {
      if (record?.state !== 'unmatched' || record.status !== day.status)
        actions.push({ kind: 'unmatched', day, mark });
      continue;
    }
    const same = record && record.type === mark.type && record.excusedReason === mark.excusedReason;
    if (!record || record.state === 'unmatched' || record.state === 'sending') {
      actions.push({ kind: 'create', day, personId, mark, record });
    } else if (record.state === 'refused') {
      if (options.resendRefused || record.status !== day.status)
        actions.push({ kind: 'create', day, personId, mark, record });
    } else if (!same) {
      const excuse = record.type === 2 && mark.type === 3 && record.personId === personId;
      actions.push({ kind: excuse ? 'excuse' : 'replace', day, personId, mark, record });
    }
  }
  for (const record of sent) {
    if (seen.has(dayKey(record.date, record.childId))) continue;
    actions.push({ kind: record.state === 'accepted' ? 'delete' : 'forget', record });
  }
  return actions;
}

/** The grid's marked days of a group's month up to `today` from its child-months (days by day of month). */
export function markedDays(
  month: string,
  childMonths: readonly { childId: string; days: Record<number, number> }[],
  today: string,
): MarkedDay[] {
  const out: MarkedDay[] = [];
  for (const c of childMonths)
    for (const [day, status] of Object.entries(c.days)) {
      const date = `${month}-${String(day).padStart(2, '0')}`;
      if (date <= today) out.push({ date, childId: c.childId, status });
    }
  return out.sort((a, b) =>
    a.date === b.date ? a.childId.localeCompare(b.childId) : a.date.localeCompare(b.date),
  );
}
