import { Role } from '@gradina/shared';
import { getItem, updateItem } from '../db/item';
import { keys } from '../db/keys';
import { queryAll } from '../db/query';
import { forbidden, notFound } from '../http/errors';
import type { SessionContext } from '../http/session';
import { updateIfHolds } from './conditional-update';
import { effectiveGrants } from './effective-rights';

/**
 * Switching what a session works in: its kindergarten (with the role there, the school year and the rights
 * that follow) and its school year. The session item changes, so the very next request sees it.
 *
 * School-year preferences are kept per kindergarten on the membership item (`periodId`); the user's own
 * `periodId` (the spec's "school-year preference") is the preference in the selected kindergarten, so a
 * sign-in, which opens the selected kindergarten, starts in it. No preference means the active year.
 */
export const switchFailedMessage = 'Неуспешна смяна на детска градина!';
export const schoolYearNotFoundMessage = 'Учебната година не е намерена.';
export const noKindergartenMessage = 'Не е избрана детска градина.';
export const otherKindergartenMessage =
  'Сесията Ви вече е в друга детска градина (сменена в друг прозорец). Презаредете страницата.';

/**
 * The session's kindergarten, checked against the one the screen sends back (`kindergartenId`, optional):
 * a tab still showing another kindergarten is refused instead of working on the session's.
 */
export function sessionKindergarten(session: SessionContext, shown?: string | null): string {
  const kindergartenId = session.kindergartenId;
  if (!kindergartenId) throw forbidden(noKindergartenMessage);
  if (shown && shown !== kindergartenId) throw forbidden(otherKindergartenMessage);
  return kindergartenId;
}

/** Roles that work across kindergartens (the country, a municipality, the platform), never inside one. */
export const rolesWithoutKindergarten: ReadonlySet<Role> = new Set<Role>([
  Role.MON,
  Role.Municipality,
  Role.Master,
]);

interface MembershipRow {
  kindergartenId: string;
  role: Role;
  periodId: string | null;
}

/** The profile and memberships of a user (one Query of the user's partition). */
export async function userPartition(
  userId: string,
): Promise<{ user: Record<string, unknown>; memberships: MembershipRow[] } | undefined> {
  const Items = await queryAll<Record<string, unknown>>({ partition: keys.user(userId).PK });
  const user = Items.find((i) => i.SK === 'PROFILE');
  if (!user) return undefined;
  const memberships = Items.filter((i) => String(i.SK).startsWith('MEMBER#')).map((i) => ({
    kindergartenId: String(i.kindergartenId),
    role: Number(i.role) as Role,
    periodId: typeof i.periodId === 'string' && i.periodId !== '' ? i.periodId : null,
  }));
  return { user, memberships };
}

/** A school year of a kindergarten, or undefined. */
export async function schoolYearOf(kindergartenId: string, periodId: string) {
  return getItem<{ active?: boolean }>(keys.schoolYear(kindergartenId, periodId));
}

/** The preferred school year when it is one of the kindergarten's, else the kindergarten's active one. */
export async function schoolYearForSession(
  kindergartenId: string,
  preferred: string | null | undefined,
): Promise<{ periodId: string | null; preferenceValid: boolean }> {
  if (preferred && (await schoolYearOf(kindergartenId, preferred)))
    return { periodId: preferred, preferenceValid: true };
  const kindergarten = await getItem<{ activePeriodId?: string }>(keys.kindergarten(kindergartenId), {
    attributes: ['activePeriodId'],
  });
  return { periodId: kindergarten?.activePeriodId ?? null, preferenceValid: false };
}

/**
 * Moves the session to another of the user's kindergartens: the role there, the school year (the user's
 * preference there, else the active year) and the effective rights; the kindergarten becomes the user's
 * selected one for the next sign-in. Anything but a membership is refused with the spec's message.
 */
export async function switchKindergarten(
  session: SessionContext,
  kindergartenId: string,
): Promise<SessionContext> {
  const record = await userPartition(session.userId);
  if (!record || rolesWithoutKindergarten.has(Number(record.user.baseRole) as Role))
    throw forbidden(switchFailedMessage);
  const membership = record.memberships.find((m) => m.kindergartenId === kindergartenId);
  if (!membership) throw forbidden(switchFailedMessage);
  const { periodId, preferenceValid } = await schoolYearForSession(kindergartenId, membership.periodId);
  const grants = await effectiveGrants(session.userId, kindergartenId, membership.role);
  const moved = await updateIfHolds(
    keys.session(session.sessionId),
    {
      set: {
        kindergartenId,
        role: membership.role,
        periodId,
        grants,
        ...keys.sessionsOfKindergarten(kindergartenId, session.sessionId),
      },
    },
    { exists: true, equals: { userId: session.userId } },
  );
  if (!moved) throw forbidden(switchFailedMessage);
  await updateItem(
    keys.user(session.userId),
    {
      set: { selectedKindergartenId: kindergartenId, periodId: preferenceValid ? membership.periodId : null },
    },
    { exists: true },
  );
  return { ...session, kindergartenId, role: membership.role, periodId, grants };
}

/**
 * Makes a school year of the session's kindergarten the session's and remembers the choice; choosing the
 * active year forgets the preference, so the next school year's rollover carries the user along.
 */
export async function changeSchoolYear(session: SessionContext, periodId: string): Promise<void> {
  const kindergartenId = sessionKindergarten(session);
  const year = await schoolYearOf(kindergartenId, periodId);
  if (!year) throw notFound(schoolYearNotFoundMessage);
  const changed = await updateIfHolds(
    keys.session(session.sessionId),
    { set: { periodId } },
    { exists: true, equals: { kindergartenId } },
  );
  // The session moved to another kindergarten (another tab) meanwhile.
  if (!changed) throw notFound(schoolYearNotFoundMessage);
  const preference = year.active === true ? null : periodId;
  await updateIfHolds(
    keys.membership(session.userId, kindergartenId),
    { set: { periodId: preference } },
    {
      exists: true,
    },
  );
  await updateIfHolds(
    keys.user(session.userId),
    { set: { periodId: preference } },
    { exists: true, equals: { selectedKindergartenId: kindergartenId } },
  );
}

/**
 * Sessions of a kindergarten that work in a school year about to disappear move to another one (the
 * active year): one Query of the sessions index, one conditional UpdateItem per affected session.
 */
export async function moveSessionsOffSchoolYear(
  kindergartenId: string,
  fromPeriodId: string,
  toPeriodId: string | null,
): Promise<number> {
  const sessions = await queryAll<{ sessionId: string; periodId: string | null }>({
    index: 'GSI2',
    partition: keys.sessionsOfKindergarten(kindergartenId).GSI2PK,
    filter: { equals: { periodId: fromPeriodId } },
  });
  let moved = 0;
  for (const s of sessions) {
    const changed = await updateIfHolds(
      keys.session(s.sessionId),
      { set: { periodId: toPeriodId } },
      { exists: true, equals: { periodId: fromPeriodId, kindergartenId } },
    );
    if (changed) moved++;
  }
  return moved;
}
