import { childMonthsOf } from '../../../domain/attendance';
import { sofiaToday } from '../../../platform/clock';
import { createNeispuoClient, type NeispuoClient, NeispuoError } from '../../../platform/neispuo/client';
import { type NeispuoSettings, personsOf, readSettings } from '../connection/items';
import { forgetRecord, recordsOfMonth, releaseLease, saveRecord, takeLease } from './items';
import { type Action, markedDays, planMonth, type SentRecord } from './plan';

/**
 * Sends a group's month to НЕИСПУО: the work queue's consumer of `neispuo.attendance` (after a day is marked)
 * and of a resend. It reads the connection, the children's person ids, the group's child-months and the
 * records sent (4 requests), plans (plan.ts) and makes one НЕИСПУО call per record to create, excuse or
 * delete (SB.ExtApi takes one attendance per POST). Each record is saved as `sending` before its call and
 * `accepted` with НЕИСПУО's id after it, so a call whose answer was lost (an outage, a timeout) is looked up
 * in НЕИСПУО on the next delivery instead of being sent twice. An outage throws: the queue tries again later
 * and `sync-kindergarten` sends whatever still waits; a refusal is kept with НЕИСПУО's message.
 */

let shared: NeispuoClient | undefined;
const client = () => (shared ??= createNeispuoClient());

export const attendanceMessageType = 'neispuo.attendance';

export interface GroupMonth {
  kindergartenId: string;
  groupId: string;
  /** YYYY-MM. */
  month: string;
  resendRefused?: boolean;
}

export class LeaseHeld extends Error {
  constructor() {
    super('another delivery is sending this group-month');
  }
}

/**
 * Takes a lease, waiting a few seconds for a delivery that holds it: a mark made while its month is being sent
 * queues a delivery that meets the lease, and the queue's own retry would come a minute later.
 */
export async function holdLease(
  kindergartenId: string,
  scope: string,
  part: string,
  ms: number,
  waitMs = 1000,
) {
  for (let attempt = 0; !(await takeLease(kindergartenId, scope, part, ms)); attempt++) {
    if (attempt === leaseWaits) throw new LeaseHeld();
    await new Promise((resolve) => setTimeout(resolve, waitMs));
  }
}
const leaseWaits = 5;

/** Runs `work` holding the lease, and lets the lease go however it ends. */
export async function underLease<T>(
  lease: { kindergartenId: string; scope: string; part: string; ms: number },
  work: () => Promise<T>,
): Promise<T> {
  const { kindergartenId, scope, part, ms } = lease;
  await holdLease(kindergartenId, scope, part, ms);
  try {
    return await work();
  } finally {
    await releaseLease(kindergartenId, scope, part);
  }
}

const leaseMs = 120_000;
/** Rounds of reading and sending under one lease (the last one usually finds nothing left). */
const maxRounds = 3;

export async function syncGroupMonth(work: GroupMonth): Promise<{ sent: number; refused: number }> {
  const { kindergartenId, groupId, month } = work;
  const settings = await readSettings(kindergartenId);
  const classBookId = settings?.classBooks[groupId];
  if (!settings || classBookId === undefined) return { sent: 0, refused: 0 };
  return underLease({ kindergartenId, scope: groupId, part: month, ms: leaseMs }, async () => {
    let done = 0;
    let refused = 0;
    // A mark changed while the month was being sent is sent before the lease is let go: the delivery its
    // change queued found the lease held and would otherwise wait for the queue's retry.
    for (let round = 0; round < maxRounds; round++) {
      const [persons, childMonths, sent] = await Promise.all([
        personsOf(kindergartenId),
        childMonthsOf(kindergartenId, month, groupId),
        recordsOfMonth(kindergartenId, groupId, month),
      ]);
      const records = await settleUncertain(settings, classBookId, sent);
      const options = { resendRefused: round === 0 && work.resendRefused };
      const actions = planMonth(markedDays(month, childMonths, sofiaToday()), records, persons, options);
      if (actions.length === 0) break;
      for (const action of actions) {
        const outcome = await perform(settings, groupId, classBookId, action);
        if (outcome === 'refused') refused++;
        else if (outcome === 'sent') done++;
      }
    }
    return { sent: done, refused };
  });
}

/** Records whose call's answer was lost: found in НЕИСПУО (accepted with its id) or sent again. */
async function settleUncertain(settings: NeispuoSettings, classBookId: number, sent: SentRecord[]) {
  if (!sent.some((r) => r.state === 'sending')) return sent;
  const there = await client().attendances(settings.schoolYear, settings.institutionId, classBookId);
  return sent.map((r) => {
    if (r.state !== 'sending') return r;
    const found = there.find((a) => a.personId === r.personId && a.date === r.date);
    return found
      ? {
          ...r,
          state: 'accepted' as const,
          attendanceId: found.attendanceId ?? null,
          type: found.type,
          excusedReason: found.excusedReason ?? null,
        }
      : r;
  });
}

async function perform(
  settings: NeispuoSettings,
  groupId: string,
  classBookId: number,
  action: Action,
): Promise<'sent' | 'refused' | 'kept'> {
  const { kindergartenId, schoolYear, institutionId } = settings;
  const c = client();
  if (!('day' in action)) {
    const gone = action.record;
    if (action.kind === 'delete')
      await ignoreGone(() => c.deleteAttendance(schoolYear, institutionId, classBookId, gone.attendanceId!));
    await forgetRecord(kindergartenId, groupId, gone);
    return action.kind === 'delete' ? 'sent' : 'kept';
  }
  const record: SentRecord = {
    date: action.day.date,
    childId: action.day.childId,
    status: action.day.status,
    personId: action.kind === 'unmatched' ? null : action.personId,
    type: action.mark.type,
    excusedReason: action.mark.excusedReason,
    state: 'unmatched',
    attendanceId: null,
    message: null,
  };
  if (action.kind === 'unmatched') {
    await saveRecord(kindergartenId, groupId, record);
    return 'kept';
  }
  try {
    if (action.kind === 'excuse') {
      const attendanceId = action.record!.attendanceId!;
      await c.excuseAttendance(schoolYear, institutionId, classBookId, attendanceId, {
        excusedReason: action.mark.excusedReason!,
      });
      await saveRecord(kindergartenId, groupId, { ...record, state: 'accepted', attendanceId });
      return 'sent';
    }
    if (action.kind === 'replace') {
      await ignoreGone(() =>
        c.deleteAttendance(schoolYear, institutionId, classBookId, action.record!.attendanceId!),
      );
    }
    await saveRecord(kindergartenId, groupId, { ...record, state: 'sending' });
    const attendanceId = await c.createAttendance(schoolYear, institutionId, classBookId, {
      personId: action.personId,
      date: record.date,
      type: action.mark.type,
      excusedReason: action.mark.excusedReason,
    });
    await saveRecord(kindergartenId, groupId, { ...record, state: 'accepted', attendanceId });
    return 'sent';
  } catch (e) {
    if (!(e instanceof NeispuoError) || e.retryable) throw e;
    await saveRecord(kindergartenId, groupId, { ...record, state: 'refused', message: e.message });
    return 'refused';
  }
}

/** A record already gone from НЕИСПУО (deleted there) is what a delete wanted. */
async function ignoreGone(call: () => Promise<void>) {
  try {
    await call();
  } catch (e) {
    if (!(e instanceof NeispuoError && e.status === 404)) throw e;
  }
}
