import { formatDateDigits } from '@gradina/shared/format-dates';
import type { CalculationsSummary } from '@gradina/shared/manifest/routes/storage/kitchen-references';
import { type Unit, unitLabels } from '@gradina/shared/storage/units';
import {
  type CalculationItem,
  CalculationStatus,
  childrenFed,
  childrenValue,
  costPerChild,
  fedOf,
  shareByHeads,
  staffAgeGroup,
  staffGroupId,
} from '../../../domain/kitchen/calculations';
import { fieldCells, madeOnLine, sheetsUnder, workbookFile } from '../../../platform/documents/table-report';
import type { FileReply } from '../../../platform/http/replies';

/**
 * The calculations summary of a period (the references „Калкулации", „Калкулация за период" and „По групи"):
 * the confirmed days with their children, staff, value and cost per child; the products issued; the value of
 * each group's portions (the staff as one row).
 */

const collator = new Intl.Collator('bg');

export function calculationsSummaryOf(
  fromDate: string,
  toDate: string,
  calcs: readonly CalculationItem[],
): CalculationsSummary {
  const confirmed = calcs.filter((c) => c.status === CalculationStatus.Confirmed);
  const products = new Map<string, CalculationsSummary['products'][number]>();
  const groups = new Map<string, CalculationsSummary['groups'][number]>();
  for (const calc of confirmed) {
    for (const p of calc.products) {
      const known = products.get(p.productId);
      if (known) {
        known.quantity += p.quantity;
        known.value += p.value ?? 0;
      } else
        products.set(p.productId, {
          productId: p.productId,
          productName: p.productName,
          baseUnit: p.baseUnit,
          quantity: p.quantity,
          value: p.value ?? 0,
        });
    }
    const values = shareByHeads(
      calc,
      () => true,
      (h) => h.groupId,
    );
    for (const [groupId, share] of values) {
      const fed = fedOf(calc.heads.filter((h) => h.groupId === groupId));
      const known = groups.get(groupId) ?? { groupId, groupName: share.name, childDays: 0, value: 0 };
      known.childDays += fed;
      known.value += share.value;
      groups.set(groupId, known);
    }
  }
  const days = confirmed.map((c) => ({
    date: c.date,
    children: childrenFed(c.heads),
    staff: c.heads.filter((h) => h.ageGroup === staffAgeGroup).reduce((s, h) => s + h.count, 0),
    value: c.totalValue,
    costPerChild: costPerChild(c),
    requestNumber: c.requestNumber ?? null,
  }));
  const childDays = days.reduce((s, d) => s + d.children, 0);
  const childrenTotal = confirmed.reduce((s, c) => s + childrenValue(c.products), 0);
  return {
    fromDate,
    toDate,
    days,
    products: [...products.values()].sort((a, b) => collator.compare(a.productName, b.productName)),
    groups: [...groups.values()].sort(
      (a, b) =>
        Number(a.groupId === staffGroupId) - Number(b.groupId === staffGroupId) ||
        collator.compare(a.groupName, b.groupName),
    ),
    totalValue: days.reduce((s, d) => s + d.value, 0),
    childDays,
    avgCostPerChild: childDays === 0 ? 0 : Math.round(childrenTotal / childDays),
  };
}

export function summaryExcel(summary: CalculationsSummary, kindergartenName: string): Promise<FileReply> {
  const title = `Калкулации от ${formatDateDigits(summary.fromDate)} до ${formatDateDigits(summary.toDate)} г.`;
  const lines = [madeOnLine()];
  return workbookFile(
    `Калкулации ${summary.fromDate} ${summary.toDate}`,
    sheetsUnder({ kindergarten: kindergartenName, title, lines }, [
      {
        sheetName: 'По дни',
        columns: [
          { header: 'Дата', width: 12, kind: 'date' },
          { header: 'Искане №', width: 10, kind: 'number' },
          { header: 'Деца', width: 8, kind: 'number' },
          { header: 'Персонал', width: 9, kind: 'number' },
          { header: 'Стойност', width: 14, kind: 'money' },
          { header: 'На дете', width: 12, kind: 'money' },
        ],
        rows: summary.days.map(
          fieldCells('date', 'requestNumber', 'children', 'staff', 'value', 'costPerChild'),
        ),
        totals: ['Общо', null, summary.childDays, null, summary.totalValue, summary.avgCostPerChild],
      },
      {
        sheetName: 'По продукти',
        columns: [
          { header: 'Продукт', width: 32 },
          { header: 'Количество', width: 12, kind: 'number' },
          { header: 'Мярка', width: 8 },
          { header: 'Стойност', width: 14, kind: 'money' },
        ],
        rows: summary.products.map((p) => [
          p.productName,
          p.quantity,
          unitLabels[p.baseUnit as Unit] ?? '',
          p.value,
        ]),
        totals: ['Общо', null, null, summary.totalValue],
      },
      {
        sheetName: 'По групи',
        columns: [
          { header: 'Група', width: 28 },
          { header: 'Хранодни', width: 10, kind: 'number' },
          { header: 'Стойност', width: 14, kind: 'money' },
        ],
        rows: summary.groups.map(fieldCells('groupName', 'childDays', 'value')),
        totals: ['Общо', null, summary.totalValue],
      },
    ]),
  );
}
