import { childrenResults } from '../../../domain/education/child-results';
import { createNeispuoClient, type NeispuoClient, NeispuoError } from '../../../platform/neispuo/client';
import { enqueue } from '../../../platform/queue/send';
import { releaseLease, takeLease } from '../attendance-sync/items';
import { LeaseHeld } from '../attendance-sync/sync';
import { childrenOfGroup, type NeispuoSettings, personsOf, readSettings } from '../connection/items';
import { forgetSentResult, saveSentResult, sentResults } from './items';
import { planResults, type ResultAction, type SentResult, textsOf, wantedResults } from './plan';

/**
 * Sends a group's educational results to НЕИСПУО's `pgResults`: the work queue's consumer of
 * `neispuo.results`, queued by the table's stream when a child's results change (stream.ts) and by the
 * kindergarten's sync. The results are read through domain/education (never the planning area), the plan
 * (plan.ts) says what to create, correct in place or delete. Each new record is saved `sending` before its
 * call; a lost answer is looked up in НЕИСПУО by person and subject on the next delivery, so a retry keeps
 * НЕИСПУО's id and never creates a second record. An outage throws for the queue's retry; a refusal is kept
 * with НЕИСПУО's words until the result changes.
 */

let shared: NeispuoClient | undefined;
const client = () => (shared ??= createNeispuoClient());

export const resultsMessageType = 'neispuo.results';

export interface GroupResults {
  kindergartenId: string;
  groupId: string;
}

/** Queues a group's results (the key keeps two asks apart: the later one may follow a change). */
export const queueGroupResults = (work: GroupResults, at: string | number = Date.now()) =>
  enqueue('work', {
    type: resultsMessageType,
    key: `${work.kindergartenId}#${work.groupId}#results#${at}`,
    payload: work satisfies GroupResults,
  });

/** Every class book's results, for the kindergarten's whole sync (only what is missing is sent). */
export async function queueAllResults(settings: NeispuoSettings) {
  for (const groupId of Object.keys(settings.classBooks))
    await queueGroupResults({ kindergartenId: settings.kindergartenId, groupId });
}

const leaseMs = 120_000;

interface PgResultDO {
  pgResultId: number;
  personId: number;
  subjectId?: number | null;
}

export async function sendGroupResults({ kindergartenId, groupId }: GroupResults) {
  const settings = await readSettings(kindergartenId);
  const classBookId = settings?.classBooks[groupId];
  if (!settings || classBookId === undefined) return { sent: 0, refused: 0 };
  // The lease's own name beside the group's attendance months: the two never wait for each other.
  if (!(await takeLease(kindergartenId, groupId, 'results', leaseMs))) throw new LeaseHeld();
  try {
    const where = [settings.schoolYear, settings.institutionId, classBookId] as [number, number, number];
    const [persons, children, sent] = await Promise.all([
      personsOf(kindergartenId),
      childrenOfGroup(kindergartenId, groupId),
      sentResults(kindergartenId, groupId),
    ]);
    // A child who left the group keeps the results sent for them.
    const childIds = [...new Set([...children.map((c) => c.id), ...sent.map((r) => r.childId)])];
    const results = await childrenResults(kindergartenId, groupId, childIds);
    const settled = await settleUncertain(where, sent);
    let [done, refused] = [0, 0];
    for (const action of planResults(wantedResults(results, persons), settled)) {
      const outcome = await perform(kindergartenId, groupId, where, action);
      if (outcome === 'refused') refused++;
      else done++;
    }
    return { sent: done, refused };
  } finally {
    await releaseLease(kindergartenId, groupId, 'results');
  }
}

/** Records whose call's answer was lost: found in НЕИСПУО by person and subject, they keep НЕИСПУО's id. */
async function settleUncertain(where: [number, number, number], sent: SentResult[]) {
  if (!sent.some((r) => r.state === 'sending')) return sent;
  const there = await client().sectionRecords<PgResultDO>(where, 'pgResults');
  return sent.map((r) => {
    const found =
      r.state === 'sending' && there.find((p) => p.personId === r.personId && p.subjectId === r.subjectId);
    return found ? { ...r, state: 'accepted' as const, pgResultId: found.pgResultId } : r;
  });
}

async function perform(
  kindergartenId: string,
  groupId: string,
  where: [number, number, number],
  action: ResultAction,
): Promise<'sent' | 'refused'> {
  if (action.kind === 'delete') {
    const { record } = action;
    if (record.pgResultId !== null)
      await client()
        .deleteSectionRecord(where, 'pgResults', record.pgResultId)
        .catch((e: unknown) => {
          if (!(e instanceof NeispuoError && e.status === 404)) throw e;
        });
    await forgetSentResult(kindergartenId, groupId, record);
    return 'sent';
  }
  const { childId, personId, subjectId, ...texts } = action.wanted;
  const record: SentResult = {
    childId,
    personId,
    subjectId,
    pgResultId: null,
    state: 'sending',
    sent: textsOf(texts),
    message: null,
  };
  try {
    if (action.kind === 'update') {
      const { pgResultId } = action.record;
      await client().updateSectionRecord(where, 'pgResults', pgResultId!, { personId, subjectId, ...texts });
      await saveSentResult(kindergartenId, groupId, { ...record, state: 'accepted', pgResultId });
      return 'sent';
    }
    await saveSentResult(kindergartenId, groupId, record);
    const pgResultId = await client().createSectionRecord(where, 'pgResults', {
      personId,
      subjectId,
      ...texts,
    });
    await saveSentResult(kindergartenId, groupId, { ...record, state: 'accepted', pgResultId });
    return 'sent';
  } catch (e) {
    if (!(e instanceof NeispuoError) || e.retryable) throw e;
    const kept = action.kind === 'update' ? action.record.pgResultId : null;
    await saveSentResult(kindergartenId, groupId, {
      ...record,
      state: 'refused',
      pgResultId: kept,
      message: e.message,
    });
    return 'refused';
  }
}
