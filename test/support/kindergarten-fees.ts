import { randomUUID } from 'node:crypto';
import { storedFee } from '../../functions/src/areas/payments/fees/items';
import {
  type FeeTypeItem,
  kindergartenFeeKeys,
  moduleSwitchOp,
  type SettingsItem,
} from '../../functions/src/areas/payments/kindergarten-fees/items';
import type { FeeItem } from '../../functions/src/domain/activities/items';
import { feeIdOf } from '../../functions/src/domain/activities/keys';
import { getItem, putItem, transact } from '../../functions/src/platform/db';
import { FeePaymentStatus, FeeScope } from '../../shared/src/enums';

/**
 * The kindergarten fees' world (issue #33): the module switched on as its settings save does, a fee type, a
 * kindergarten fee as generation writes it, and an xlsx of the municipal history.
 */

export async function moduleOn(kindergartenId: string, providerId: string | null = null) {
  const current = await getItem<SettingsItem>(kindergartenFeeKeys.settings(kindergartenId), {
    consistent: true,
  });
  await putItem({
    ...kindergartenFeeKeys.settings(kindergartenId),
    enabled: true,
    providerId: providerId ?? current?.providerId ?? null,
    providerName: null,
    version: (current?.version ?? 0) + 1,
  });
  await transact([moduleSwitchOp(kindergartenId, true)]);
}

export async function aFeeType(kindergartenId: string, o: Partial<FeeTypeItem> = {}): Promise<FeeTypeItem> {
  const item: FeeTypeItem = {
    id: randomUUID(),
    kindergartenId,
    name: 'Месечна такса',
    pricing: 'month',
    priceCents: 15000,
    variableCents: 0,
    groupIds: [],
    siblingSecondPercent: 0,
    siblingThirdFree: false,
    fromDate: '2026-09-01',
    toDate: '2026-12-31',
    feesCount: 0,
    version: 1,
    ...o,
  };
  await putItem({
    ...kindergartenFeeKeys.feeType(kindergartenId, item.id),
    type: 'KindergartenFeeType',
    ...item,
  });
  return item;
}

/** An unpaid kindergarten fee of the month, as generation writes it. */
export async function aKindergartenFee(
  kindergartenId: string,
  child: { id: string; name: string; groupId?: string | null },
  month: string,
  type: Pick<FeeTypeItem, 'id' | 'name'> = { id: 'monthly', name: 'Месечна такса' },
  amountCents = 15000,
): Promise<FeeItem> {
  const fee: FeeItem = {
    id: feeIdOf(child.id, month, type.id),
    kindergartenId,
    scope: FeeScope.Kindergarten,
    month,
    childId: child.id,
    childName: child.name,
    groupId: child.groupId ?? null,
    activityId: type.id,
    activityName: type.name,
    providerId: '',
    providerName: 'Детската градина',
    pricing: 'month',
    priceCents: amountCents,
    sessions: 20,
    baseCents: amountCents,
    discountPercent: 0,
    discountCents: 0,
    amountCents,
    paidCents: 0,
    status: FeePaymentStatus.NotPaid,
    pendingPaymentId: null,
    notifiedAt: null,
    createdAt: `${month}-01T08:00:00.000Z`,
    version: 1,
  };
  await putItem(storedFee(fee));
  return fee;
}

/** The history sheet as a kindergarten keeps it: a header, then child, month, amount (лв.), paid (лв.). */
export async function historyXlsx(rows: readonly (readonly (string | number)[])[]): Promise<string> {
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Такси');
  sheet.addRow(['Дете', 'Месец', 'Сума (лв.)', 'Платено (лв.)']);
  for (const r of rows) sheet.addRow([...r]);
  return Buffer.from(await wb.xlsx.writeBuffer()).toString('base64');
}
