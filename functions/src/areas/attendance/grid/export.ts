import { statusLegend, statusShortLabel } from '@gradina/shared';
import { formatDateDigits, monthNames, weekdayShortNames } from '@gradina/shared/format-dates';
import type { GroupAttendanceMonth } from '@gradina/shared/manifest/routes/attendance/grid';
import { now } from '../../../platform/clock';
import { type FileReply, fileReply } from '../../../platform/http/replies';

/**
 * The printed group register (дневник за присъствие) as Excel: the title with the kindergarten, group and
 * month, children down and days across (days off shaded), each cell's short label, totals per child and per
 * day, and the legend of the labels. Landscape, fitted to the page width.
 */
export async function attendanceFormExcel(
  kindergartenName: string,
  grid: GroupAttendanceMonth,
): Promise<FileReply> {
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Градина';
  const sheet = wb.addWorksheet('Присъствия', {
    pageSetup: { orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  const title = `Дневник за присъствие: ${grid.groupName}, ${monthNames[grid.month - 1]} ${grid.year} г.`;
  sheet.addRow([kindergartenName]).font = { bold: true };
  sheet.addRow([title]).font = { bold: true, size: 13 };
  sheet.addRow([
    `Работни дни: ${grid.workingDays}`,
    grid.attendanceRate === null ? '' : `Посещаемост: ${grid.attendanceRate}%`,
  ]);
  const header = sheet.addRow([
    '№',
    'Дете',
    ...grid.days.map((d) => `${d.date.slice(8, 10)} ${weekdayShortNames[d.weekday - 1]}`),
    'Присъствия',
    'Отсъствия',
    'Неизвинени',
  ]);
  header.font = { bold: true };
  const shade = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFDDDDDD' } } as const;
  for (const s of grid.students) {
    const row = sheet.addRow([
      s.position,
      s.studentName,
      ...s.attendances.map((a) => statusShortLabel(a.type)),
      s.presentDays,
      s.absentDays,
      s.unexcusedDays,
    ]);
    grid.days.forEach((d, i) => {
      if (d.isDayOff) row.getCell(i + 3).fill = shade;
    });
  }
  const totals = sheet.addRow([
    '',
    'Общо присъстващи',
    ...grid.days.map((d) => (d.isDayOff ? '' : d.present)),
    grid.students.reduce((n, s) => n + s.presentDays, 0),
    grid.students.reduce((n, s) => n + s.absentDays, 0),
    grid.students.reduce((n, s) => n + s.unexcusedDays, 0),
  ]);
  totals.font = { bold: true };
  sheet.addRow(['', 'Общо отсъстващи', ...grid.days.map((d) => (d.isDayOff ? '' : d.absent))]).font = {
    bold: true,
  };
  sheet.addRow([]);
  sheet.addRow(['', 'Означения']).font = { bold: true };
  for (const line of statusLegend()) sheet.addRow(['', line]);
  sheet.addRow([]);
  sheet.addRow(['', `Изготвен на ${formatDateDigits(now())}`]);
  sheet.addRow(['', 'Учител: ....................            Директор: ....................']);
  sheet.getColumn(1).width = 5;
  sheet.getColumn(2).width = 30;
  for (let i = 0; i < grid.days.length; i++) sheet.getColumn(i + 3).width = 6;
  const body = await wb.xlsx.writeBuffer();
  const fileName = `prisastvie-${grid.year}-${String(grid.month).padStart(2, '0')}.xlsx`;
  return fileReply(
    fileName,
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    Buffer.from(body as ArrayBuffer),
  );
}
