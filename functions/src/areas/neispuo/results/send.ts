import { childrenResults } from '../../../domain/education/child-results';
import { enqueue } from '../../../platform/queue/send';
import { underLease } from '../attendance-sync/sync';
import { childrenOfGroup, type NeispuoSettings, personsOf, readSettings } from '../connection/items';
import { forgetSentRecord, resultNotes, saveSentRecord, sentRecords } from './items';
import { planRecords, type RecordAction, type ResultSection, type SentRecord, wantedRecords } from './plan';
import { neispuoClient, performSection, sending, type Where } from './sections';

/**
 * Sends a group's educational results to НЕИСПУО's `pgResults` and the teacher's notes to them to its
 * `notes`: the work queue's consumer of `neispuo.results`, queued by the table's stream when a child's
 * results change (stream.ts) and by the kindergarten's sync. The results are read through domain/education
 * (never the planning area), the plan (plan.ts) says what to create, correct in place or delete. Each new
 * record is saved `sending` before its call; a lost answer is looked up in НЕИСПУО (a result by person and
 * subject, a note by its child and text) on the next delivery, so a retry keeps НЕИСПУО's id and never
 * creates a second record. An outage throws for the queue's retry; a refusal is kept
 * with НЕИСПУО's words until the result changes.
 */

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

export async function sendGroupResults({ kindergartenId, groupId }: GroupResults) {
  const settings = await readSettings(kindergartenId);
  const classBookId = settings?.classBooks[groupId];
  if (!settings || classBookId === undefined) return { sent: 0, refused: 0 };
  // The lease's own name beside the group's attendance months: the two never wait for each other.
  return underLease({ kindergartenId, scope: groupId, part: 'results', ms: leaseMs }, async () => {
    const where: Where = [settings.schoolYear, settings.institutionId, classBookId];
    const [persons, children, sent] = await Promise.all([
      personsOf(kindergartenId),
      childrenOfGroup(kindergartenId, groupId),
      sentRecords(kindergartenId, groupId),
    ]);
    // A child who left the group keeps what was sent for them.
    const childIds = [...new Set([...children.map((c) => c.id), ...sent.map((r) => r.childId)])];
    const [results, notes] = await Promise.all([
      childrenResults(kindergartenId, groupId, childIds),
      resultNotes(kindergartenId, groupId, childIds),
    ]);
    const wanted = wantedRecords(
      new Map(childIds.map((c) => [c, { results: results.get(c) ?? [], ...notes.get(c) }])),
      persons,
    );
    const settled = await settleUncertain(where, sent);
    let [done, refused] = [0, 0];
    for (const action of planRecords(wanted, settled)) {
      if ((await perform(kindergartenId, groupId, where, action)) === 'refused') refused++;
      else done++;
    }
    return { sent: done, refused };
  });
}

/** НЕИСПУО's id field of a section's records. */
const idOf: Record<ResultSection, string> = { pgResults: 'pgResultId', notes: 'noteId' };

/** The record НЕИСПУО holds for one sent: a result by person and subject, a note by its child and text. */
function holds(section: ResultSection, there: Record<string, unknown>, sent: Record<string, unknown>) {
  if (section === 'pgResults') return there.personId === sent.personId && there.subjectId === sent.subjectId;
  const students = (there.studentIds ?? []) as number[];
  return there.description === sent.description && students.includes((sent.studentIds as number[])[0]!);
}

/** Records whose call's answer was lost: found in НЕИСПУО, they keep its id; not found, they are sent again. */
async function settleUncertain(where: Where, sent: SentRecord[]) {
  const lost = new Set(sent.filter((r) => r.state === 'sending').map((r) => r.section));
  const there = new Map<ResultSection, Record<string, unknown>[]>();
  for (const section of lost)
    there.set(section, await neispuoClient().sectionRecords<Record<string, unknown>>(where, section));
  return sent.map((r) => {
    if (r.state !== 'sending') return r;
    const body = JSON.parse(r.sent) as Record<string, unknown>;
    const found = there.get(r.section)!.find((x) => holds(r.section, x, body));
    return found ? { ...r, state: 'accepted' as const, recordId: found[idOf[r.section]] as number } : r;
  });
}

const perform = (kindergartenId: string, groupId: string, where: Where, action: RecordAction) =>
  performSection(action, {
    section: action.kind === 'delete' ? action.record.section : action.wanted.section,
    where: () => where,
    recordOf: ({ childId, personId, section, slot, body }) => ({
      childId,
      personId,
      section,
      slot,
      ...sending(body),
    }),
    save: (r) => saveSentRecord(kindergartenId, groupId, r),
    forget: (r) => forgetSentRecord(kindergartenId, groupId, r),
  });
