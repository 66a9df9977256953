import { getItem, putItem, queryAll, recordKey, tenantPrefix, versionOf } from '../../../platform/db';
import type { EntryItem } from '../register/items';

/**
 * The council's own items beside its protocols (register/items.ts):
 * - its members of a school year: `KG#<kg>#BOOKS` / `COUNCIL#<periodId>`;
 * - a decision: `KG#<kg>#BOOKS` / `DECISION#<id>`; GSI1 `KG#<kg>#PROTOCOL#<protocolId>` / `<n>` lists a
 *   protocol's decisions, GSI2 `KG#<kg>#DECISIONS#<periodId>` / `<protocol number>#<n>` the year's (the
 *   book's page and its print: one Query). A protocol counts its decisions in `decisionsLast`.
 */

const partition = (kindergartenId: string) => `${tenantPrefix(kindergartenId)}#BOOKS`;
const padded = (n: number) => String(n).padStart(6, '0');

export const councilKeys = {
  members: (kindergartenId: string, periodId: string) => ({
    PK: partition(kindergartenId),
    SK: `COUNCIL#${periodId}`,
  }),
  decision: recordKey<DecisionItem>((kindergartenId, id) => ({
    PK: partition(kindergartenId),
    SK: `DECISION#${id}`,
  })),
  ofProtocol: (kindergartenId: string, protocolId: string, n?: number) => ({
    GSI1PK: `${tenantPrefix(kindergartenId)}#PROTOCOL#${protocolId}`,
    GSI1SK: n === undefined ? '' : padded(n),
  }),
  ofYear: (kindergartenId: string, periodId: string, protocolNumber?: number, n?: number) => ({
    GSI2PK: `${tenantPrefix(kindergartenId)}#DECISIONS#${periodId}`,
    GSI2SK: protocolNumber === undefined ? '' : `${padded(protocolNumber)}#${padded(n ?? 0)}`,
  }),
} as const;

export interface ProtocolItem extends EntryItem {
  chair: string;
  secretary: string;
  membersCount: number;
  attendees: string[];
  quorum: boolean;
  agenda: string[];
  notes: string;
  decisionsLast?: number;
}

export interface DecisionItem {
  id: string;
  kindergartenId: string;
  periodId: string;
  protocolId: string;
  protocolNumber: number;
  number: number;
  text: string;
  responsible: string;
  dueDate: string | null;
  cancelled?: boolean;
  version: number;
  createdBy: string;
  modifiedBy: string;
}

export const indexedDecision = (d: DecisionItem) => ({
  ...d,
  ...councilKeys.decision(d.kindergartenId, d.id),
  ...councilKeys.ofProtocol(d.kindergartenId, d.protocolId, d.number),
  ...councilKeys.ofYear(d.kindergartenId, d.periodId, d.protocolNumber, d.number),
  type: 'CouncilDecision',
});

export const decisionsOfProtocol = (kindergartenId: string, protocolId: string) =>
  queryAll<DecisionItem>({
    index: 'GSI1',
    partition: councilKeys.ofProtocol(kindergartenId, protocolId).GSI1PK,
  });

export const decisionsOfYear = (kindergartenId: string, periodId: string) =>
  queryAll<DecisionItem>({ index: 'GSI2', partition: councilKeys.ofYear(kindergartenId, periodId).GSI2PK });

export const readDecision = (kindergartenId: string, id: string) =>
  getItem<DecisionItem>(councilKeys.decision(kindergartenId, id), { consistent: true });

export async function membersOf(kindergartenId: string, periodId: string) {
  const item = await getItem<{ members: string[]; version: number }>(
    councilKeys.members(kindergartenId, periodId),
  );
  return { members: item?.members ?? [], version: versionOf(item) };
}

export const putMembers = (kindergartenId: string, periodId: string, members: string[], expected: number) =>
  putItem(
    {
      ...councilKeys.members(kindergartenId, periodId),
      type: 'CouncilMembers',
      kindergartenId,
      periodId,
      members,
      version: expected + 1,
    },
    expected === 0
      ? {
          expression: 'attribute_not_exists(#v) OR #v = :zero',
          names: { '#v': 'version' },
          values: { ':zero': 0 },
        }
      : { equals: { version: expected } },
  );
