import { formatDateDigits } from '@gradina/shared/format-dates';
import { medicalNotesXlsx } from '@gradina/shared/manifest/routes/attendance/medical-notes';
import { type FileReply, fileReply } from '../../../platform/http/replies';
import type { NoteItem } from './items';

/** The processing states as the list and the export name them (ProcessingStatus 0-3). */
export const processingLabels = ['Неразгледана', 'Одобрена', 'Анулирана', 'Некоректна'] as const;

/** The notices the caller sees as an Excel sheet with Bulgarian headers, one row per notice. */
export async function notesToExcel(notes: readonly NoteItem[]): Promise<FileReply> {
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Градина';
  const sheet = wb.addWorksheet('Медицински бележки');
  sheet.addRow([
    'Дете',
    'Група',
    'От дата',
    'До дата',
    'Работни дни',
    'Лекар',
    'Състояние',
    'Коментар',
    'Подадена от',
  ]).font = { bold: true };
  for (const n of notes)
    sheet.addRow([
      n.studentName,
      n.groupName,
      formatDateDigits(n.fromDate),
      formatDateDigits(n.toDate),
      n.days.length,
      n.doctor,
      processingLabels[n.status] ?? '',
      n.comment ?? '',
      n.createdByName,
    ]);
  sheet.columns.forEach((c) => {
    c.width = 20;
  });
  const body = await wb.xlsx.writeBuffer();
  return fileReply('Медицински бележки.xlsx', medicalNotesXlsx, Buffer.from(body as ArrayBuffer));
}
