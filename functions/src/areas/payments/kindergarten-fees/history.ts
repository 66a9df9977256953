import { createHash, randomUUID } from 'node:crypto';
import { Role } from '@gradina/shared';
import { checkMayRead, childNotFound, readChild } from '../../../domain/children/access';
import { groupsOfKindergarten } from '../../../domain/groups/group-reads';
import { rosterOf } from '../../../domain/groups/roster';
import { now } from '../../../platform/clock';
import { batchWrite } from '../../../platform/db';
import { sheetRows } from '../../../platform/documents/sheet-rows';
import { invalidField, notFound } from '../../../platform/http/errors';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { feeScope } from '../fees/fees';
import { historyRows } from './history-sheet';
import { type HistoryItem, historyOf, kindergartenFeeKeys } from './items';
import { euroCentsOf } from './pricing';

/**
 * The municipal history (issue #33): fees before 01.01.2026 were in leva. An xlsx of child, month, amount
 * and paid is imported as it was recorded (stotinki) and shown with its euro equivalent at the fixed rate.
 */

async function sheetCells(content: string): Promise<string[][]> {
  const rows = await sheetRows(Buffer.from(content, 'base64'));
  if (!rows) throw invalidField('content', 'Файлът не е xlsx.');
  return rows.map((row) => row.cells);
}

const childKey = (name: string) =>
  createHash('sha256').update(name.toLocaleLowerCase('bg')).digest('hex').slice(0, 16);

/** `POST /api/fees/history`: imports the sheet (a row again for the same child and month replaces it). */
export async function importHistory(session: TenantRouteSession, body: { content: string }) {
  const kg = session.kindergartenId;
  const { rows, problems } = historyRows(await sheetCells(body.content));
  if (problems.length)
    throw invalidField('content', `Файлът не е внесен: ${problems.slice(0, 5).join('; ')}.`);
  if (rows.length === 0) throw invalidField('content', 'Файлът няма редове с такси.');
  // A child still on a roster is linked by name, so its parents see the history on their page.
  const byName = new Map(
    (await groupsOfKindergarten(kg)).flatMap((g) =>
      rosterOf(g as unknown as Record<string, unknown>).map(
        (c) => [`${c.firstName} ${c.lastName}`.toLocaleLowerCase('bg'), c.id] as const,
      ),
    ),
  );
  const at = now().toISOString();
  await batchWrite({
    puts: rows.map((r) => ({
      ...kindergartenFeeKeys.history(kg, r.month, childKey(r.childName)),
      type: 'KindergartenFeeHistory',
      id: randomUUID(),
      childId: byName.get(r.childName.toLocaleLowerCase('bg')) ?? null,
      ...r,
      importedAt: at,
    })),
  });
  return { isSuccessful: true, entityId: null, errorMessage: null, count: rows.length };
}

export const historyView = (h: HistoryItem) => ({
  id: h.id,
  childId: h.childId,
  childName: h.childName,
  month: h.month,
  amountBgnCents: h.amountBgnCents,
  paidBgnCents: h.paidBgnCents,
  amountCents: euroCentsOf(h.amountBgnCents),
  paidCents: euroCentsOf(h.paidBgnCents),
});

/** `GET /api/fees/history`: the staff all of it (or one child's), a parent only their children's. */
export async function historyList(session: TenantRouteSession, query: { studentId?: string }) {
  const kg = session.kindergartenId;
  if (query.studentId && session.role === Role.Parent) {
    const child = await readChild(kg, query.studentId);
    if (!child) throw notFound(childNotFound);
    await checkMayRead(session, child);
  }
  const [items, scope] = await Promise.all([historyOf(kg), feeScope(session)]);
  return items
    .filter((h) => !query.studentId || h.childId === query.studentId)
    .filter(
      (h) => 'all' in scope || (h.childId !== null && 'childIds' in scope && scope.childIds.has(h.childId)),
    )
    .sort((a, b) => b.month.localeCompare(a.month) || a.childName.localeCompare(b.childName, 'bg'))
    .map(historyView);
}
