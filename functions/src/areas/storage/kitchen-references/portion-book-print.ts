import { formatDateDigits } from '@gradina/shared/format-dates';
import { type Unit, unitLabels } from '@gradina/shared/storage/units';
import type { PortionBookItem } from '../../../domain/kitchen/calculations';
import { kindergartenNameOf, tableReportFile } from '../../../platform/documents/table-report';

/**
 * The portion book's page for print (PDF, A4): the portions per group and meal type above, the products
 * issued per meal type with their values in the table, the signatures below.
 */
export async function portionBookPdf(kindergartenId: string, book: PortionBookItem) {
  const mealName = new Map(book.mealTypes.map((m) => [m.mealType, m.name]));
  const groups = new Map<string, string[]>();
  for (const h of book.heads) {
    const parts = groups.get(h.groupName) ?? [];
    parts.push(`${mealName.get(h.mealType) ?? h.mealType} ${h.count}`);
    groups.set(h.groupName, parts);
  }
  return tableReportFile(
    {
      fileName: `Порционна книга ${book.number}`,
      kindergarten: await kindergartenNameOf(kindergartenId),
      title: `Порционна книга № ${book.number} от ${formatDateDigits(book.date)} г.${book.annulled ? ' (анулирана)' : ''}`,
      lines: [
        `Меню: ${book.menuName}`,
        'Порции по групи:',
        ...[...groups].map(([group, meals]) => `${group}: ${meals.join(', ')}`),
      ],
      columns: [
        { header: 'Хранене', width: 20 },
        { header: 'Продукт', width: 32 },
        { header: 'Количество', width: 12, kind: 'number' },
        { header: 'Мярка', width: 7 },
        { header: 'Стойност', width: 13, kind: 'money' },
      ],
      rows: book.products.map((p) => [
        mealName.get(p.mealType) ?? String(p.mealType),
        p.productName,
        p.quantity,
        unitLabels[p.baseUnit as Unit] ?? '',
        p.value,
      ]),
      totals: ['Общо', '', null, '', book.totalValue],
      below: [
        'Готвач: ..............................',
        'Домакин: ..............................',
        'Медицинско лице: ..............................',
        'Директор: ..............................',
      ],
    },
    'pdf',
  );
}
