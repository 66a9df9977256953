import { formatDateDigits } from '@gradina/shared/format-dates';
import { column, madeOnLine, textColumns, workbookFile } from '../../../platform/documents/table-report';
import type { FileReply } from '../../../platform/http/replies';
import type { NoteItem } from './items';

/** The processing states as the list and the export name them (ProcessingStatus 0-3). */
export const processingLabels = ['Неразгледана', 'Одобрена', 'Анулирана', 'Некоректна'] as const;

/** The notices the caller sees as an Excel sheet with Bulgarian headers, one row per notice. */
export function notesToExcel(notes: readonly NoteItem[]): Promise<FileReply> {
  return workbookFile('Медицински бележки', [
    {
      sheetName: 'Медицински бележки',
      title: 'Медицински бележки',
      lines: [madeOnLine()],
      columns: [
        ...textColumns({ Дете: 26, Група: 16, 'От дата': 11, 'До дата': 11 }),
        column.number('Работни дни', 8),
        ...textColumns({ Лекар: 20, Състояние: 12, Коментар: 24, 'Подадена от': 20 }),
      ],
      rows: notes.map((n) => [
        n.studentName,
        n.groupName,
        formatDateDigits(n.fromDate) ?? '',
        formatDateDigits(n.toDate) ?? '',
        n.days.length,
        n.doctor,
        processingLabels[n.status] ?? '',
        n.comment ?? '',
        n.createdByName,
      ]),
    },
  ]);
}
