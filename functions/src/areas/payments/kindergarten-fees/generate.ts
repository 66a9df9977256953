import { monthOf, monthWorkingDaysOf } from '../../../domain/calendar';
import { now } from '../../../platform/clock';
import { conflict } from '../../../platform/http/errors';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { generationReply, planGeneration } from '../fees/generate';
import { guardianLinksOf, writeInTransactions } from '../fees/items';
import { familiesOf } from '../fees/pricing';
import {
  attendanceOf,
  exemptionsOf,
  feeTypesOf,
  groupsAndCalendar,
  kindergartenFeesOfMonth,
  kindergartenName,
  readSettings,
  type SettingsItem,
  typeCounters,
} from './items';
import {
  attendanceDays,
  childrenOfMonth,
  type KindergartenMonth,
  keepCorrections,
  kindergartenFeesDue,
} from './pricing';

export const moduleOffMessage =
  'Модулът „Такси за детската градина“ е изключен. Директорът го включва от Настройки › Видове такси.';

/** The module's settings, or 409 while the module is off (its data stays, nothing new is made). */
export async function settingsWhenOn(kindergartenId: string): Promise<SettingsItem> {
  const settings = await readSettings(kindergartenId);
  if (!settings.enabled) throw conflict(moduleOffMessage);
  return settings;
}

/**
 * Reads what a month's fees depend on: the settings, the fee types and exemptions, the groups' rosters with
 * the calendar, the kindergarten's attendance, the guardian links (siblings) and the kindergarten's name, in
 * one round of 8 requests.
 */
async function readMonth(kindergartenId: string, year: number, month: number): Promise<KindergartenMonth> {
  const m = monthOf(year, month);
  const [settings, types, exemptions, { groups, calendarItems }, attendance, links, name] = await Promise.all(
    [
      settingsWhenOn(kindergartenId),
      feeTypesOf(kindergartenId),
      exemptionsOf(kindergartenId),
      groupsAndCalendar(kindergartenId, m),
      attendanceOf(kindergartenId, m),
      guardianLinksOf(kindergartenId),
      kindergartenName(kindergartenId),
    ],
  );
  const working = new Map<string, string[]>();
  const workingDates = (groupId: string) => {
    let dates = working.get(groupId);
    if (!dates) {
      dates = monthWorkingDaysOf(kindergartenId, year, month, calendarItems, groupId)
        .filter((d) => d.isWorkingDay)
        .map((d) => d.date);
      working.set(groupId, dates);
    }
    return dates;
  };
  return {
    kindergartenId,
    kindergartenName: name,
    year,
    month,
    types,
    exemptions,
    children: childrenOfMonth(groups, year, month),
    workingDates,
    attendance: new Map([...attendance].map(([childId, days]) => [childId, attendanceDays(days)])),
    families: familiesOf(links),
    provider: settings.providerId ? { id: settings.providerId, name: settings.providerName ?? name } : null,
  };
}

/**
 * `POST /api/fees/generate`: brings the month's kindergarten fees up to date for every enrolled child, as
 * the activities' generation does (idempotent): missing fees created, untouched ones recomputed, paid, partly
 * paid, pending and corrected ones kept, untouched fees of a child who left before the month removed.
 */
export async function generateKindergartenFees(
  session: TenantRouteSession,
  body: { year: number; month: number },
) {
  const kg = session.kindergartenId;
  const [world, existing] = await Promise.all([
    readMonth(kg, body.year, body.month),
    kindergartenFeesOfMonth(kg, monthOf(body.year, body.month)),
  ]);
  const onRoll = new Set(world.children.map((c) => c.id));
  const due = keepCorrections(kindergartenFeesDue(world, now().toISOString()), existing);
  // A child no longer on any roster of the month (left before it began, or removed): its untouched fee goes.
  const plan = planGeneration(due, existing, (childId) => !onRoll.has(childId));
  return generationReply(plan, await writeInTransactions(plan.writes, (chunk) => typeCounters(kg, chunk)));
}
