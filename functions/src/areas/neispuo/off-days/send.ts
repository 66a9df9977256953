import { DayOffType } from '@gradina/shared';
import { dayOffMaxDays } from '@gradina/shared/manifest/routes/kindergartens/days-off';
import { addDays, daysOffAround } from '../../../domain/calendar';
import { createNeispuoClient, type NeispuoClient, NeispuoError } from '../../../platform/neispuo/client';
import type { NeispuoSettings } from '../connection/items';
import { forgetSentOffDay, saveSentOffDay, sentOffDays } from './items';

/**
 * The kindergarten's days off sent to НЕИСПУО's `offDays` (IsPgOffProgramDay: no pedagogical situations):
 * only those that close the kindergarten or a group (type "неучебен ден"; quarantine, a flu break and a
 * vacation keep the days open, domain/calendar). A day off of the whole kindergarten is for all classes,
 * a group's is for its class book. A changed day off is corrected in place (PUT), a removed one deleted;
 * official holidays НЕИСПУО knows itself. A refused day off is skipped (tried again at the next sync).
 */

let shared: NeispuoClient | undefined;
const client = () => (shared ??= createNeispuoClient());

interface OffDayDO {
  from: string;
  to: string;
  description: string;
  isForAllClasses: boolean;
  basicClassIds: number[];
  classBookIds: number[];
  isPgOffProgramDay: boolean;
}

/** What a day off is in НЕИСПУО, or undefined when none of its groups has a class book. */
export function offDayOf(
  day: { name: string; fromDate: string; toDate: string; groupIds: readonly string[] },
  classBooks: Readonly<Record<string, number>>,
): OffDayDO | undefined {
  const books = day.groupIds.flatMap((g) => (classBooks[g] === undefined ? [] : [classBooks[g]]));
  if (day.groupIds.length > 0 && books.length === 0) return undefined;
  return {
    from: day.fromDate,
    to: day.toDate,
    description: day.name,
    isForAllClasses: day.groupIds.length === 0,
    basicClassIds: [],
    classBookIds: books.sort((a, b) => a - b),
    isPgOffProgramDay: true,
  };
}

export async function sendOffDays(settings: NeispuoSettings) {
  const { kindergartenId, schoolYear, institutionId } = settings;
  const [from, to] = [`${schoolYear}-09-15`, `${schoolYear + 1}-09-14`];
  const [own, sent] = await Promise.all([
    daysOffAround(kindergartenId, from, to, addDays(from, -dayOffMaxDays)),
    sentOffDays(kindergartenId),
  ]);
  const where = [schoolYear, institutionId, null] as [number, number, null];
  const before = new Map(sent.map((s) => [s.dayOffId, s]));
  let changed = 0;
  for (const day of own.filter((d) => d.type === DayOffType.DayOff && d.fromDate >= from)) {
    const offDay = offDayOf(day, settings.classBooks);
    const was = before.get(day.id);
    before.delete(day.id);
    if (!offDay || was?.sent === JSON.stringify(offDay)) continue;
    try {
      // A correction keeps НЕИСПУО's id.
      if (was) await client().updateSectionRecord(where, 'offDays', was.offDayId, offDay);
      const offDayId = was ? was.offDayId : await client().createSectionRecord(where, 'offDays', offDay);
      await saveSentOffDay(kindergartenId, { dayOffId: day.id, offDayId, sent: JSON.stringify(offDay) });
      changed++;
    } catch (e) {
      if (!(e instanceof NeispuoError) || e.retryable) throw e;
    }
  }
  for (const gone of before.values()) {
    await client()
      .deleteSectionRecord(where, 'offDays', gone.offDayId)
      .catch((e: unknown) => {
        if (!(e instanceof NeispuoError && e.status === 404)) throw e;
      });
    await forgetSentOffDay(kindergartenId, gone.dayOffId);
    changed++;
  }
  return changed;
}
