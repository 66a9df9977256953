import { randomUUID } from 'node:crypto';
import { AdministrationBook } from '@gradina/shared';
import type {
  CouncilDecision,
  CouncilProtocol,
  decisionBody,
  protocolBody,
} from '@gradina/shared/manifest/routes/books/pedagogical-council';
import type { z } from 'zod';
import { checkVersion, isConditionFailure, requireVersion, staleWrite, transact } from '../../../platform/db';
import { conflict, invalidField, notFound } from '../../../platform/http/errors';
import { saved } from '../../../platform/http/replies';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { checkEntryDate, entryHeadView, numberedBook, numberTextOf } from '../register/entries';
import { bookKeys } from '../register/items';
import {
  type DecisionItem,
  decisionsOfProtocol,
  decisionsOfYear,
  indexedDecision,
  membersOf,
  type ProtocolItem,
  putMembers,
  readDecision,
} from './items';

/**
 * The pedagogical council's book: its members of the year, the protocols (the quorum counted against the
 * members: at least two thirds present) and the decisions numbered within each protocol. A decision is
 * taken only at a meeting with a quorum, and only under a protocol of the caller's own kindergarten.
 */

const book = numberedBook<ProtocolItem>(AdministrationBook.PedagogicalCouncilBook);
export const protocolKey = book.key;

/** At least two thirds of the members present (the attendees who are members). Pure. */
export function hasQuorum(members: readonly string[], attendees: readonly string[]): boolean {
  if (members.length === 0) return false;
  const present = new Set(attendees.filter((a) => members.includes(a))).size;
  return present * 3 >= members.length * 2;
}

export const decisionView = (d: DecisionItem): CouncilDecision => ({
  id: d.id,
  protocolId: d.protocolId,
  number: d.number,
  text: d.text,
  responsible: d.responsible,
  dueDate: d.dueDate ?? null,
  cancelled: Boolean(d.cancelled),
  version: d.version,
});

export const protocolView = (p: ProtocolItem, decisions: readonly DecisionItem[]): CouncilProtocol => ({
  ...entryHeadView(p),
  chair: p.chair,
  secretary: p.secretary ?? '',
  membersCount: p.membersCount,
  attendees: p.attendees,
  quorum: p.quorum,
  agenda: p.agenda,
  notes: p.notes ?? '',
  decisions: decisions
    .filter((d) => d.protocolId === p.id)
    .sort((a, b) => a.number - b.number)
    .map(decisionView),
});

type BookQuery = { periodId?: string; search?: string; PageNumber?: number; PageSize?: number };

/** `GET pedagogical-council-book`: the members and a page of protocols with their decisions (three Queries). */
export async function councilBook(session: TenantRouteSession, q: BookQuery) {
  const page = await book.page(session, q, (p) => [...p.agenda, p.notes ?? '', numberTextOf(p)]);
  const [decisions, members] = await Promise.all([
    decisionsOfYear(session.kindergartenId, page.periodId),
    membersOf(session.kindergartenId, page.periodId),
  ]);
  return {
    periodId: page.periodId,
    members: members.members,
    membersVersion: members.version,
    protocols: page.items.map((p) => protocolView(p, decisions)),
    rowsCount: page.rowsCount,
  };
}

/** `POST pedagogical-council-book`: the council's members of a school year, with the version read. */
export async function saveMembers(
  session: TenantRouteSession,
  body: { periodId: string; members: string[]; version: number },
) {
  const members = [...new Set(body.members)];
  try {
    await putMembers(session.kindergartenId, body.periodId, members, body.version);
  } catch (e) {
    if (isConditionFailure(e)) throw staleWrite();
    throw e;
  }
  return saved(body.periodId);
}

export async function protocol(session: TenantRouteSession, id: string) {
  const item = await book.entry(session, id);
  return protocolView(item, await decisionsOfProtocol(session.kindergartenId, id));
}

/** `POST …/protocol`: a new protocol with the year's next number, or an edit; the quorum from the members. */
export async function saveProtocol(
  session: TenantRouteSession,
  body: z.infer<typeof protocolBody>,
  existing: ProtocolItem | undefined,
) {
  await checkEntryDate(session, body.periodId, body.date);
  const { members } = await membersOf(session.kindergartenId, body.periodId);
  if (members.length === 0)
    throw invalidField(
      'attendees',
      'Полето "Присъстващи": въведете първо членовете на педагогическия съвет за учебната година.',
    );
  const attendees = [...new Set(body.attendees)];
  const id = await book.save(
    session,
    body,
    {
      periodId: body.periodId,
      date: body.date,
      chair: body.chair,
      secretary: body.secretary ?? '',
      membersCount: members.length,
      attendees,
      quorum: hasQuorum(members, attendees),
      agenda: body.agenda,
      notes: body.notes ?? '',
      ...(existing?.decisionsLast ? { decisionsLast: existing.decisionsLast } : {}),
    },
    existing,
  );
  return saved(id);
}

/** `DELETE …/protocol/{id}`: cancels a protocol whose decisions are all cancelled (its number stays). */
export async function deleteProtocol(session: TenantRouteSession, item: ProtocolItem) {
  const refusal = 'Протоколът има решения. Анулирайте първо решенията.';
  const decisions = await decisionsOfProtocol(session.kindergartenId, item.id);
  if (decisions.some((d) => !d.cancelled)) throw conflict(refusal);
  return book.cancel(
    session,
    item,
    item.decisionsLast
      ? { equals: { decisionsLast: item.decisionsLast }, refusal }
      : { missing: ['decisionsLast'], refusal },
  );
}

export async function decision(
  session: TenantRouteSession,
  path: { protocolId: string; decisionId: string },
) {
  const item = await readDecision(session.kindergartenId, path.decisionId);
  if (!item || item.protocolId !== path.protocolId) throw notFound('Решението не е намерено.');
  return decisionView(item);
}

/** The protocol a decision goes under: of this kindergarten's council book, not cancelled, with a quorum. */
async function protocolForDecision(session: TenantRouteSession, protocolId: string) {
  const p = await book.entry(session, protocolId).catch(() => {
    throw invalidField('protocolId', 'Полето "Протокол": няма такъв протокол в книгата на детската градина.');
  });
  if (p.cancelled)
    throw invalidField('protocolId', `Полето "Протокол": протокол № ${numberTextOf(p)} е анулиран.`);
  if (!p.quorum)
    throw invalidField(
      'protocolId',
      `Полето "Протокол": заседанието по протокол № ${numberTextOf(p)} няма кворум и не взема решения.`,
    );
  return p;
}

/**
 * `POST …/decision`: a new decision with the protocol's next number (the protocol's `decisionsLast` moved
 * from the value read, in the decision's transaction), or an edit with the version read.
 */
export async function saveDecision(
  session: TenantRouteSession,
  body: z.infer<typeof decisionBody>,
  existing: DecisionItem | undefined,
) {
  const p = await protocolForDecision(session, body.protocolId);
  const fields = { text: body.text, responsible: body.responsible, dueDate: body.dueDate ?? null };
  if (existing) {
    const expected = requireVersion(body.version);
    checkVersion(existing, expected);
    if (existing.cancelled) throw conflict('Решението е анулирано и не може да се променя.');
    if (existing.protocolId !== p.id)
      throw invalidField('protocolId', 'Полето "Протокол": решението е на друг протокол.');
    const item = { ...existing, ...fields, version: expected + 1, modifiedBy: session.userId };
    await transact(
      [{ put: indexedDecision(item), condition: { equals: { version: expected }, missing: ['cancelled'] } }],
      () => staleWrite(),
    );
    return saved(item.id);
  }
  const last = p.decisionsLast ?? 0;
  const item: DecisionItem = {
    id: randomUUID(),
    kindergartenId: session.kindergartenId,
    periodId: p.periodId,
    protocolId: p.id,
    protocolNumber: p.number,
    number: last + 1,
    ...fields,
    version: 1,
    createdBy: session.userId,
    modifiedBy: session.userId,
  };
  await transact(
    [
      {
        update: bookKeys.entry(session.kindergartenId, p.id),
        // The version moves too, so an edit of the protocol read before this decision cannot undo its count.
        changes: { set: { decisionsLast: last + 1 }, add: { version: 1 } },
        condition: {
          exists: true,
          missing: ['cancelled'],
          ...(last === 0
            ? {
                expression: 'attribute_not_exists(#d) OR #d = :zero',
                names: { '#d': 'decisionsLast' },
                values: { ':zero': 0 },
              }
            : { equals: { decisionsLast: last } }),
        },
      },
      { put: indexedDecision(item), condition: { absent: true } },
    ],
    'Протоколът е променен междувременно (друго решение или анулиране). Опитайте отново.',
  );
  return saved(item.id);
}

/** `DELETE …/decision/{id}`: cancels the decision; its number in the protocol stays. */
export async function deleteDecision(session: TenantRouteSession, item: DecisionItem) {
  if (item.cancelled) throw conflict('Решението вече е анулирано.');
  await transact(
    [
      {
        update: { PK: indexedDecision(item).PK, SK: indexedDecision(item).SK },
        changes: { set: { cancelled: true, version: item.version + 1, modifiedBy: session.userId } },
        condition: { exists: true, equals: { version: item.version }, missing: ['cancelled'] },
      },
    ],
    () => staleWrite(),
  );
  return saved(item.id);
}
