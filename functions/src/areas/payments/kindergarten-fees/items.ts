import type { ExemptionKind } from '@gradina/shared/manifest/routes/payments/kindergarten-fees';
import type { ActivityPricing, FeeItem, ProviderItem } from '../../../domain/activities/items';
import { activityKeys, type Month } from '../../../domain/activities/keys';
import { childMonthsOf } from '../../../domain/attendance';
import { monthCalendarKeys } from '../../../domain/calendar';
import { groupsOfKindergarten } from '../../../domain/groups/group-reads';
import { rosterOf } from '../../../domain/groups/roster';
import {
  batchGet,
  getItem,
  keys,
  queryAll,
  recordKey,
  type TransactOp,
  tenantPrefix,
} from '../../../platform/db';

/**
 * Every DynamoDB request of the kindergarten fees (docs/areas/kindergarten-fees.md). The fees themselves are
 * the activities' fee items with `scope` 1 (`domain/activities`), written by the fees feature's writes; what
 * is the kindergarten fees' own lives under the session's kindergarten's keys below.
 */

const tp = tenantPrefix;

export const kindergartenFeeKeys = {
  /** The module's settings: on or off, the merchant account (one item, `version`). */
  settings: (kindergartenId: string) => ({ PK: tp(kindergartenId), SK: 'KINDERGARTEN_FEES' }),
  feeType: recordKey<FeeTypeItem>((kindergartenId, id) => ({
    PK: `${tp(kindergartenId)}#KGFEE_TYPES`,
    SK: `TYPE#${id}`,
  })),
  exemption: recordKey<ExemptionItem>((kindergartenId, id) => ({
    PK: `${tp(kindergartenId)}#KGFEE_EXEMPTIONS`,
    SK: `EXEMPTION#${id}`,
  })),
  /** A fee of the municipal history (before 2026, leva), one per child name and month. */
  history: (kindergartenId: string, month: Month, childKey: string) => ({
    PK: `${tp(kindergartenId)}#KGFEE_HISTORY`,
    SK: `H#${month}#${childKey}`,
  }),
  /** When a parent's statement of a month was e-mailed. */
  statement: (kindergartenId: string, month: Month, parentId: string) => ({
    PK: `${tp(kindergartenId)}#KGFEE_STATEMENTS#${month}`,
    SK: `PARENT#${parentId}`,
  }),
};

export interface SettingsItem {
  enabled: boolean;
  providerId: string | null;
  providerName: string | null;
  version: number;
}

export interface FeeTypeItem {
  id: string;
  kindergartenId: string;
  name: string;
  pricing: Extract<ActivityPricing, 'month' | 'mixed' | 'day'>;
  priceCents: number;
  variableCents: number;
  groupIds: string[];
  siblingSecondPercent: number;
  siblingThirdFree: boolean;
  fromDate: string;
  toDate: string | null;
  /** Fees generated of this type (ADD with each created or removed fee): a type with fees is not deleted. */
  feesCount?: number;
  version: number;
}

export interface ExemptionItem {
  id: string;
  kindergartenId: string;
  childId: string;
  childName: string;
  kind: ExemptionKind;
  /** The kind's label as the fee shows it. */
  label: string;
  percent: number;
  document: string | null;
  fromDate: string;
  toDate: string | null;
  version: number;
}

/** A kindergarten fee: the activities' fee item with scope 1, its exemption and a correction by hand. */
export interface KindergartenFeeItem extends FeeItem {
  exemption?: string | null;
  correction?: { fromCents: number; reason: string; by: string; at: string } | null;
}

export interface HistoryItem {
  id: string;
  childId: string | null;
  childName: string;
  month: Month;
  amountBgnCents: number;
  paidBgnCents: number;
  importedAt: string;
}

export const emptySettings: SettingsItem = {
  enabled: false,
  providerId: null,
  providerName: null,
  version: 0,
};

export const readSettings = async (kindergartenId: string) =>
  (await getItem<SettingsItem>(kindergartenFeeKeys.settings(kindergartenId))) ?? emptySettings;

export const readProvider = (providerId: string) => getItem<ProviderItem>(activityKeys.provider(providerId));

/**
 * The module switch as the shell reads it: an attribute of the kindergarten's module settings item, which the
 * user data reads anyway (platform/frame), set in the transaction that saves the settings.
 */
export const moduleSwitchOp = (kindergartenId: string, enabled: boolean): TransactOp => ({
  update: keys.moduleSettings(kindergartenId),
  changes: { set: { kindergartenFees: enabled } },
});

export const feeTypesOf = (kindergartenId: string) =>
  queryAll<FeeTypeItem>({
    partition: kindergartenFeeKeys.feeType(kindergartenId, '').PK,
    beginsWith: 'TYPE#',
  });

export const exemptionsOf = (kindergartenId: string) =>
  queryAll<ExemptionItem>({
    partition: kindergartenFeeKeys.exemption(kindergartenId, '').PK,
    beginsWith: 'EXEMPTION#',
  });

/** A month's kindergarten fees: one Query of their GSI2. */
export const kindergartenFeesOfMonth = (kindergartenId: string, month: Month) =>
  queryAll<KindergartenFeeItem>({
    index: 'GSI2',
    partition: activityKeys.kindergartenFeesOfMonth(kindergartenId, month).GSI2PK,
  });

/** The groups with their rosters (one Query) and the month's calendar items (one BatchGet). */
export async function groupsAndCalendar(kindergartenId: string, month: Month) {
  const [groups, calendarItems] = await Promise.all([
    groupsOfKindergarten(kindergartenId),
    batchGet(monthCalendarKeys(kindergartenId, month)),
  ]);
  return {
    groups: groups.map((g) => ({
      id: g.id,
      name: g.name,
      roster: rosterOf(g as unknown as Record<string, unknown>),
    })),
    calendarItems,
  };
}

/** The kindergarten's attendance of the month (one Query), by child: a moved child's two months add up. */
export async function attendanceOf(kindergartenId: string, month: Month) {
  const out = new Map<string, Record<number, number>>();
  for (const c of await childMonthsOf(kindergartenId, month))
    out.set(c.childId, { ...(out.get(c.childId) ?? {}), ...c.days });
  return out;
}

/** The kindergarten's name (its profile item), for a fee without a merchant account. */
export const kindergartenName = async (kindergartenId: string) =>
  String((await getItem<{ name?: string }>(keys.kindergarten(kindergartenId)))?.name ?? '');

/** The fee types' `feesCount` moves of a chunk of fee writes (the fee type must exist). */
export function typeCounters(
  kindergartenId: string,
  chunk: readonly { activityId?: string; creates?: boolean; deletes?: boolean }[],
) {
  const moved = new Map<string, number>();
  for (const w of chunk) {
    const n = w.creates ? 1 : w.deletes ? -1 : 0;
    if (n !== 0 && w.activityId) moved.set(w.activityId, (moved.get(w.activityId) ?? 0) + n);
  }
  return [...moved]
    .filter(([, n]) => n !== 0)
    .map(([activityId, n]) => ({
      activityId,
      op: {
        update: kindergartenFeeKeys.feeType(kindergartenId, activityId),
        changes: { add: { feesCount: n } },
        condition: { exists: true },
      } satisfies TransactOp,
    }));
}

export const historyOf = (kindergartenId: string) =>
  queryAll<HistoryItem>({
    partition: kindergartenFeeKeys.history(kindergartenId, '', '').PK,
    beginsWith: 'H#',
  });

export const statementsSent = (kindergartenId: string, month: Month) =>
  queryAll<{ parentId: string; sentAt: string }>({
    partition: kindergartenFeeKeys.statement(kindergartenId, month, '').PK,
    beginsWith: 'PARENT#',
  });
