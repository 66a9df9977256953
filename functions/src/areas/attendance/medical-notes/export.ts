import { formatDateDigits } from '@gradina/shared/format-dates';
import { madeOnLine, workbookFile } from '../../../platform/documents/table-report';
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
        { header: 'Дете', width: 26 },
        { header: 'Група', width: 16 },
        { header: 'От дата', width: 11 },
        { header: 'До дата', width: 11 },
        { header: 'Работни дни', width: 8, kind: 'number' },
        { header: 'Лекар', width: 20 },
        { header: 'Състояние', width: 12 },
        { header: 'Коментар', width: 24 },
        { header: 'Подадена от', width: 20 },
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
