import { X509Certificate } from 'node:crypto';
import type { NeispuoConnection } from '@gradina/shared/manifest/routes/neispuo/integration';
import { childName } from '../../../domain/children/access';
import { type GroupItem, groupsOfYear } from '../../../domain/groups/group-reads';
import { invalidField, notFound } from '../../../platform/http/errors';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { createNeispuoClient, NeispuoError } from '../../../platform/neispuo/client';
import { neispuoCredentials } from '../../../platform/neispuo/credentials';
import { applyWaitingNotices } from '../medical-notices/receive';
import {
  childrenOfGroup,
  forgetPerson,
  type NeispuoSettings,
  personsOf,
  readSettings,
  savePerson,
  saveSettings,
  setClassBook,
} from './items';

/**
 * The connection screen's model (/platform/settings/neispuo): the institution and school year, whether
 * НЕИСПУО answers and the institution chose Gradina, the certificate's validity, each group of the school
 * year with its НЕИСПУО class and class book, and the children not matched to a НЕИСПУО person.
 */

let shared: ReturnType<typeof createNeispuoClient> | undefined;
const client = () => (shared ??= createNeispuoClient());

/** The group's НЕИСПУО class: the connection's mapping, else its „Код в НЕИСПУО“ when that is a number. */
export function classIdOf(
  settings: Pick<NeispuoSettings, 'classes'> | undefined,
  group: Pick<GroupItem, 'id' | 'neispuoCode'>,
) {
  const mapped = settings?.classes[group.id];
  if (mapped !== undefined) return mapped;
  const code = Number(group.neispuoCode);
  return group.neispuoCode && Number.isInteger(code) && code > 0 ? code : null;
}

async function certificateValidUntil(): Promise<string | null> {
  try {
    const { cert } = await neispuoCredentials();
    return new Date(new X509Certificate(cert).validTo).toISOString().slice(0, 10);
  } catch {
    return null;
  }
}

/** Whether НЕИСПУО answers for the institution, and which of its class books are finalized. */
async function providerCheck(settings: NeispuoSettings) {
  try {
    const books = await client().classBooks(settings.schoolYear, settings.institutionId);
    const finalized = new Set(books.filter((b) => b.isFinalized).map((b) => b.classBookId));
    return { providerChosen: true, problem: null, finalized };
  } catch (e) {
    if (!(e instanceof NeispuoError)) throw e;
    return {
      providerChosen: e.status === 403 ? false : null,
      problem: e.message,
      finalized: new Set<number>(),
    };
  }
}

const groupsOf = async (session: TenantRouteSession) =>
  session.periodId
    ? (await groupsOfYear(session.kindergartenId, session.periodId)).filter((g) => !g.isForSubstitution)
    : [];

export async function connectionOf(session: TenantRouteSession): Promise<NeispuoConnection> {
  const kg = session.kindergartenId;
  const [settings, groups] = await Promise.all([readSettings(kg), groupsOf(session)]);
  const classes = groups.map((g) => ({
    groupId: g.id,
    groupName: g.name,
    classId: classIdOf(settings, g),
    classBookId: settings?.classBooks[g.id] ?? null,
    finalized: false,
  }));
  if (!settings) {
    return {
      connected: false,
      institutionId: null,
      schoolYear: null,
      providerChosen: null,
      problem: null,
      certificateValidUntil: await certificateValidUntil(),
      classes,
      unmatchedChildren: [],
      matchedChildren: [],
    };
  }
  const mapped = classes.filter((c) => c.classId !== null);
  const [{ finalized, ...check }, validUntil, persons, children] = await Promise.all([
    providerCheck(settings),
    certificateValidUntil(),
    personsOf(kg),
    Promise.all(mapped.map((c) => childrenOfGroup(kg, c.groupId))),
  ]);
  const names = new Map(groups.map((g) => [g.id, g.name]));
  const listed = children.flat().map((c) => ({
    childId: c.id,
    childName: childName(c),
    groupName: names.get(c.groupId) ?? '',
    personId: persons.get(c.id) ?? null,
  }));
  return {
    connected: true,
    institutionId: settings.institutionId,
    schoolYear: settings.schoolYear,
    ...check,
    certificateValidUntil: validUntil,
    classes: classes.map((c) => ({
      ...c,
      finalized: c.classBookId !== null && finalized.has(c.classBookId),
    })),
    unmatchedChildren: listed.filter((c) => c.personId === null).map(({ personId: _, ...c }) => c),
    matchedChildren: listed.flatMap((c) => (c.personId === null ? [] : [{ ...c, personId: c.personId }])),
  };
}

export async function connect(
  session: TenantRouteSession,
  body: {
    institutionId: number;
    schoolYear: number;
    classes: { groupId: string; classId: number | null }[];
    persons?: { childId: string; personId: number | null }[];
  },
) {
  const kg = session.kindergartenId;
  const groups = new Set((await groupsOf(session)).map((g) => g.id));
  const unknown = body.classes.findIndex((c) => !groups.has(c.groupId));
  if (unknown >= 0) throw invalidField(`classes.${unknown}.groupId`, 'Групата не е от учебната година.');
  const before = await readSettings(kg);
  const sameYear = before?.institutionId === body.institutionId && before.schoolYear === body.schoolYear;
  await saveSettings({
    kindergartenId: kg,
    institutionId: body.institutionId,
    schoolYear: body.schoolYear,
    classes: Object.fromEntries(body.classes.map((c) => [c.groupId, c.classId])),
    // Another institution or year has other class books: they are created again (`cb`).
    classBooks: sameYear ? before.classBooks : {},
    connectedAt: new Date().toISOString(),
  });
  for (const p of body.persons ?? []) {
    if (p.personId === null) await forgetPerson(kg, p.childId);
    else {
      await savePerson(kg, p.childId, p.personId);
      // Medical notices that came before the person id was known are written now.
      await applyWaitingNotices(p.personId);
    }
  }
  return connectionOf(session);
}

/** Creates the class books of the mapped groups that have none (one НЕИСПУО call per group). */
export async function createClassBooks(session: TenantRouteSession) {
  const view = await connectionOf(session);
  const settings = await readSettings(session.kindergartenId);
  if (!settings) throw invalidField('institutionId', 'Първо свържете детската градина с НЕИСПУО.');
  for (const c of view.classes) {
    if (c.classId === null || c.classBookId !== null) continue;
    const id = await client().createClassBook(settings.schoolYear, settings.institutionId, c.classId);
    await setClassBook(session.kindergartenId, c.groupId, id);
  }
  return connectionOf(session);
}

/** Deletes a group's class book in НЕИСПУО (it must hold no records there) and forgets it. */
export async function deleteClassBook(session: TenantRouteSession, groupId: string) {
  const settings = await readSettings(session.kindergartenId);
  const classBookId = settings?.classBooks[groupId];
  if (!settings || classBookId === undefined) throw notFound('Групата няма дневник в НЕИСПУО.');
  await client().deleteClassBook(settings.schoolYear, settings.institutionId, classBookId);
  await setClassBook(session.kindergartenId, groupId, undefined);
  return connectionOf(session);
}

/**
 * Finalizes a group's class book in НЕИСПУО at the year's end (the director's action): НЕИСПУО closes it
 * and refuses it while something is missing, e.g. a child's end-of-year results (its words reach the
 * director through the route's 409).
 */
export async function finalizeClassBook(session: TenantRouteSession, groupId: string) {
  const settings = await readSettings(session.kindergartenId);
  const classBookId = settings?.classBooks[groupId];
  if (!settings || classBookId === undefined) throw notFound('Групата няма дневник в НЕИСПУО.');
  await client().finalizeClassBook(settings.schoolYear, settings.institutionId, classBookId);
  return connectionOf(session);
}
