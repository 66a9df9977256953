import { formatDateDigits } from '@gradina/shared/format-dates';
import { type KitchenAgeGroup, kitchenAgeGroupNames } from '@gradina/shared/kitchen/meals';
import { type Unit, unitLabels } from '@gradina/shared/storage/units';
import {
  type CalculationItem,
  CalculationStatus,
  childrenFed,
  costPerChild,
  productTotals,
  staffAgeGroup,
} from '../../../domain/kitchen/calculations';
import { kindergartenNameOf, moneyText, tableReportFile } from '../../../platform/documents/table-report';

/** Who ate what: the staff's rows say so, a children's row its kitchen age group. */
export const eaterName = (ageGroup: number) =>
  ageGroup === staffAgeGroup
    ? 'Персонал'
    : (kitchenAgeGroupNames[ageGroup as KitchenAgeGroup] ?? String(ageGroup));

const bgNumber = new Intl.NumberFormat('bg-BG');
export const quantityText = (quantity: number, baseUnit: number) =>
  `${bgNumber.format(quantity)} ${unitLabels[baseUnit as Unit] ?? ''}`;

/** The calculation for print (PDF, A4): the head counts per meal and the day's products with their values. */
export async function calculationPdf(kindergartenId: string, calc: CalculationItem) {
  const confirmed = calc.status === CalculationStatus.Confirmed;
  const meals = calc.mealTypes
    .map((m) => {
      const count = calc.heads.filter((h) => h.mealType === m.mealType).reduce((s, h) => s + h.count, 0);
      return `${m.name}: ${count}`;
    })
    .join('; ');
  const rows = productTotals(calc.products).map((t, i) => [
    i + 1,
    t.productName,
    quantityText(t.quantity, t.baseUnit),
    confirmed
      ? calc.products.filter((p) => p.productId === t.productId).reduce((s, p) => s + (p.value ?? 0), 0)
      : null,
  ]);
  return tableReportFile(
    {
      fileName: `Калкулация ${calc.date}`,
      kindergarten: await kindergartenNameOf(kindergartenId),
      title: `Калкулация за ${formatDateDigits(calc.date)} г.${confirmed ? '' : ' (чернова)'}`,
      lines: [
        `Меню: ${calc.menuName}`,
        `Склад: ${calc.warehouseName}${calc.requestNumber ? `, искане за отпуск № ${calc.requestNumber}` : ''}`,
        `Хранени деца: ${childrenFed(calc.heads)}; по хранения: ${meals}`,
        ...(confirmed
          ? [`Стойност: ${moneyText(calc.totalValue)}; на дете за деня: ${moneyText(costPerChild(calc))}`]
          : []),
      ],
      columns: [
        { header: '№', width: 5, kind: 'number' },
        { header: 'Продукт', width: 36 },
        { header: 'Количество', width: 16 },
        { header: 'Стойност', width: 14, kind: 'money' },
      ],
      rows,
      totals: ['', 'Общо', '', confirmed ? calc.totalValue : null],
      below: [
        'Изготвил (домакин): ..............................',
        'Директор: ..............................',
      ],
    },
    'pdf',
  );
}
