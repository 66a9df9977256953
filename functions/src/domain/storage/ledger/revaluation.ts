import type { Key, TransactOp } from '../../../platform/db';
import { entryKey, ledgerKeys, type MovementRecord, type PostedEntry } from './items';

/**
 * A back-dated document changes the value of later movements out; the documents those movements belong
 * to must say so too (their line values and totals are read from their `e#` entries). One update per
 * document per chunk: the entries re-set whole (rebuilt from the movement) and the totals moved by the
 * difference (a request's or scrapping's total; an inventory's shortage, which its total subtracts).
 */

export interface DocumentRevaluation {
  key: Key;
  entries: Record<string, PostedEntry>;
  delta: number;
  docType: MovementRecord['docType'];
}

/** The revaluations of one stock item's later movements, by document. Pure. */
export function revaluationsOf(
  kindergartenId: string,
  later: readonly MovementRecord[],
  revalued: readonly { date: string; seq: number; value: number }[],
): DocumentRevaluation[] {
  const out: DocumentRevaluation[] = [];
  for (const r of revalued) {
    const m = later.find((l) => l.date === r.date && l.seq === r.seq);
    if (!m) continue;
    out.push({
      key: ledgerKeys.document(kindergartenId, m.docType, m.docId),
      docType: m.docType,
      entries: {
        [entryKey(m.warehouseId, m.productId)]: {
          date: m.date,
          seq: m.seq,
          kind: m.kind,
          qty: m.qty,
          value: r.value,
          ...(m.took ? { took: m.took } : {}),
        },
      },
      delta: r.value - m.value,
    });
  }
  return out;
}

/** One update per document for all the revaluations of a chunk. */
export function revaluationOps(revaluations: readonly DocumentRevaluation[]): TransactOp[] {
  const totals = (r: DocumentRevaluation): Record<string, number> =>
    r.docType === 'inventory' ? { shortageValue: r.delta, totalValue: -r.delta } : { totalValue: r.delta };
  const byDoc = new Map<string, DocumentRevaluation>();
  for (const r of revaluations) {
    const id = `${r.key.PK}\u0000${r.key.SK}`;
    const known = byDoc.get(id);
    if (known) {
      Object.assign(known.entries, r.entries);
      known.delta += r.delta;
    } else byDoc.set(id, { ...r, entries: { ...r.entries } });
  }
  return [...byDoc.values()].map((r) => ({
    update: r.key,
    changes: {
      set: r.entries,
      add: totals(r),
    },
    condition: { exists: true },
  }));
}
