import {
  type ClassBookSection,
  createNeispuoClient,
  type NeispuoClient,
  NeispuoError,
} from '../../../platform/neispuo/client';

/**
 * The plan and the calls shared by what Gradina keeps in a class book's sections (the results and notes,
 * the parent meetings): a wanted record is created, corrected in place (PUT keeps НЕИСПУО's id) or deleted
 * when gone; a new record is saved `sending` before its POST, so a lost answer is looked up on the next
 * delivery instead of sent twice; an outage throws for the queue's retry; a refusal is kept with
 * НЕИСПУО's words until what is wanted changes.
 */

let shared: NeispuoClient | undefined;
export const neispuoClient = () => (shared ??= createNeispuoClient());

export type Where = [schoolYear: number, institutionId: number, classBookId: number];

/** What the kindergarten keeps of a record it sent. */
export interface SentState {
  /** НЕИСПУО's id; null until НЕИСПУО answered. */
  recordId: number | null;
  /** `sending` is saved before a create: a lost answer is looked up in НЕИСПУО before sending again. */
  state: 'sending' | 'accepted' | 'refused';
  /** What was sent (JSON of the body). */
  sent: string;
  /** НЕИСПУО's words for a refusal. */
  message: string | null;
}

/** The kept state of a record about to be created. */
export const sending = (body: object): SentState => ({
  recordId: null,
  state: 'sending',
  sent: JSON.stringify(body),
  message: null,
});

export type SectionAction<W, S> =
  | { kind: 'create'; wanted: W }
  | { kind: 'update'; wanted: W; record: S }
  | { kind: 'delete'; record: S };

/**
 * The actions from what is wanted to what was sent, matched by `keyOf`; `ownerOf` is whom the record is
 * in НЕИСПУО (the child's person id, the group's class book): a changed owner deletes and creates again.
 */
export function planSections<W extends { body: object }, S extends SentState>(
  wanted: readonly W[],
  sent: readonly S[],
  keyOf: (r: W | S) => string,
  ownerOf: (r: W | S) => number,
): SectionAction<W, S>[] {
  const before = new Map(sent.map((r) => [keyOf(r), r]));
  const actions: SectionAction<W, S>[] = [];
  for (const w of wanted) {
    const record = before.get(keyOf(w));
    before.delete(keyOf(w));
    if (!record) {
      actions.push({ kind: 'create', wanted: w });
      continue;
    }
    const sameOwner = ownerOf(record) === ownerOf(w);
    // An accepted record as it is, and a refusal until the wanted one changes, wait for nothing.
    if (record.state !== 'sending' && sameOwner && record.sent === JSON.stringify(w.body)) continue;
    if (record.recordId === null) actions.push({ kind: 'create', wanted: w });
    else if (sameOwner) actions.push({ kind: 'update', wanted: w, record });
    else actions.push({ kind: 'delete', record }, { kind: 'create', wanted: w });
  }
  for (const record of before.values()) actions.push({ kind: 'delete', record });
  return actions;
}

/** Where one action's record lives and how the kindergarten keeps it. */
export interface SectionStore<W, S> {
  section: ClassBookSection;
  where: (r: W | S) => Where;
  /** The kept record of a wanted one, before НЕИСПУО answers. */
  recordOf: (w: W) => S;
  save: (r: S) => Promise<unknown>;
  forget: (r: S) => Promise<unknown>;
}

export async function performSection<W extends { body: object }, S extends SentState>(
  action: SectionAction<W, S>,
  store: SectionStore<W, S>,
): Promise<'sent' | 'refused'> {
  const { section } = store;
  if (action.kind === 'delete') {
    const { record } = action;
    if (record.recordId !== null)
      await neispuoClient()
        .deleteSectionRecord(store.where(record), section, record.recordId)
        .catch((e: unknown) => {
          if (!(e instanceof NeispuoError && e.status === 404)) throw e;
        });
    await store.forget(record);
    return 'sent';
  }
  const { wanted } = action;
  const record = store.recordOf(wanted);
  try {
    if (action.kind === 'update') {
      const { recordId } = action.record;
      await neispuoClient().updateSectionRecord(store.where(wanted), section, recordId!, wanted.body);
      await store.save({ ...record, state: 'accepted', recordId });
      return 'sent';
    }
    await store.save(record);
    const recordId = await neispuoClient().createSectionRecord(store.where(wanted), section, wanted.body);
    await store.save({ ...record, state: 'accepted', recordId });
    return 'sent';
  } catch (e) {
    if (!(e instanceof NeispuoError) || e.retryable) throw e;
    const kept = action.kind === 'update' ? action.record.recordId : null;
    await store.save({ ...record, state: 'refused', recordId: kept, message: e.message });
    return 'refused';
  }
}
