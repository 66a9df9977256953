import { TeacherAttendanceKind } from '@gradina/shared';
import { formatDateDigits, monthNames } from '@gradina/shared/format-dates';
import type {
  StaffAttendanceMonth,
  StaffAttendanceReference,
} from '@gradina/shared/manifest/routes/staff/attendance';
import { staffAttendanceKinds } from '@gradina/shared/manifest/routes/staff/attendance';
import { now } from '../../../platform/clock';
import type { ReportColumn } from '../../../platform/documents/table-report';
import { column, dayColumn, madeOnLine, workbookFile } from '../../../platform/documents/table-report';
import { type FileReply, fileReply } from '../../../platform/http/replies';

/** The printed staff attendance form (Word) and the monthly reference (Excel). */

const kindNumbers = Object.values(TeacherAttendanceKind).filter((k) => k !== TeacherAttendanceKind.Locked);

const monthTitle = (year: number, month: number) => `${monthNames[month - 1]} ${year} г.`;

const legendText = () =>
  kindNumbers.map((k) => `${staffAttendanceKinds[k].short} - ${staffAttendanceKinds[k].name}`).join('; ');

/** The grid's cell text: the kind's short label, with hours when given. */
const cellText = (grid: StaffAttendanceMonth, teacherId: string, date: string) => {
  const cell = grid.teachers
    .find((t) => t.teacherId === teacherId)
    ?.attendances.find((a) => a.forDate === date);
  if (!cell) return '';
  const short = staffAttendanceKinds[cell.type].short;
  return cell.hours === null ? short : `${short} ${cell.hours}ч`;
};

/** The monthly attendance form: staff down, days across, the legend and the signatures, landscape. */
export async function attendanceFormWord(
  kindergartenName: string,
  grid: StaffAttendanceMonth,
  reference: StaffAttendanceReference,
): Promise<FileReply> {
  const d = await import('docx');
  const cell = (text: string, bold = false, shade = false) =>
    new d.TableCell({
      ...(shade ? { shading: { fill: 'DDDDDD', type: d.ShadingType.CLEAR, color: 'auto' } } : {}),
      children: [new d.Paragraph({ children: [new d.TextRun({ text, bold, size: 14 })] })],
    });
  const header = new d.TableRow({
    tableHeader: true,
    children: [
      cell('№', true),
      cell('Име', true),
      cell('Длъжност', true),
      ...grid.days.map((day) => cell(day.date.slice(8, 10), true, day.isDayOff)),
      cell('Раб. дни', true),
      cell('Отс. дни', true),
      cell('Часове', true),
    ],
  });
  const rows = grid.teachers.map((t, n) => {
    const r = reference.rows.find((x) => x.teacherId === t.teacherId);
    return new d.TableRow({
      children: [
        cell(String(n + 1)),
        cell(t.teacherName),
        cell(t.position),
        ...grid.days.map((day) => cell(cellText(grid, t.teacherId, day.date), false, day.isDayOff)),
        cell(String(r?.workedDays ?? 0)),
        cell(String(r?.absentDays ?? 0)),
        cell(String(r?.hours ?? 0)),
      ],
    });
  });
  const legend = legendText();
  const doc = new d.Document({
    creator: 'Градина',
    title: `Присъствена форма на персонала - ${monthTitle(grid.year, grid.month)}`,
    sections: [
      {
        properties: {
          page: {
            size: { orientation: d.PageOrientation.LANDSCAPE },
            margin: { top: 720, bottom: 720, left: 720, right: 720 },
          },
        },
        children: [
          new d.Paragraph({
            alignment: d.AlignmentType.CENTER,
            children: [new d.TextRun({ text: kindergartenName, bold: true })],
          }),
          new d.Paragraph({
            heading: d.HeadingLevel.HEADING_1,
            alignment: d.AlignmentType.CENTER,
            children: [
              new d.TextRun(`Присъствена форма на персонала за ${monthTitle(grid.year, grid.month)}`),
            ],
          }),
          new d.Paragraph(
            `Работни дни: ${reference.workingDays}${grid.isLocked ? ' · месецът е заключен' : ''}`,
          ),
          new d.Table({
            // Fixed columns in twips (landscape A4 with half-inch margins): names wide enough to read,
            // the month's days narrow.
            layout: d.TableLayoutType.FIXED,
            columnWidths: [400, 2300, 1400, ...grid.days.map(() => 260), 520, 520, 520],
            rows: [header, ...rows],
          }),
          new d.Paragraph({ children: [new d.TextRun({ text: `Легенда: ${legend}`, size: 16 })] }),
          new d.Paragraph(''),
          new d.Paragraph(
            'Изготвил: ............................          Директор: ............................',
          ),
          new d.Paragraph(`Дата: ${formatDateDigits(now())}`),
        ],
      },
    ],
  });
  const body = await d.Packer.toBuffer(doc);
  return fileReply(
    `Присъствена форма на персонала ${grid.year}-${String(grid.month).padStart(2, '0')}.docx`,
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    Buffer.from(body),
  );
}

/**
 * The monthly reference: sheet "Справка" (days per kind) and sheet "Таблица" (the grid: staff down, the
 * month's days across in narrow columns, days off shaded, the legend under it), both under the
 * kindergarten's name.
 */
export function attendanceReferenceExcel(
  grid: StaffAttendanceMonth,
  reference: StaffAttendanceReference,
  kindergartenName: string,
): Promise<FileReply> {
  const title = `Присъствия на персонала за ${monthTitle(grid.year, grid.month)}`;
  const lines = [`Работни дни: ${reference.workingDays}`, madeOnLine()];
  const count = (header: string): ReportColumn => ({ header, width: 9, kind: 'number' });
  return workbookFile(`Присъствия на персонала ${grid.year}-${String(grid.month).padStart(2, '0')}`, [
    {
      sheetName: 'Справка',
      kindergarten: kindergartenName,
      title,
      lines,
      columns: [
        column.text('Служител', 26),
        column.text('Длъжност', 18),
        ...kindNumbers.map((k) => count(staffAttendanceKinds[k].name)),
        count('Работни дни'),
        count('Отсъствия'),
        count('Неотбелязани'),
        count('Часове'),
      ],
      rows: reference.rows.map((r) => [
        r.teacherName,
        r.position,
        ...kindNumbers.map((k) => r.kinds[String(k)] ?? 0),
        r.workedDays,
        r.absentDays,
        r.unmarkedDays,
        r.hours,
      ]),
    },
    {
      sheetName: 'Таблица',
      kindergarten: kindergartenName,
      title,
      lines,
      columns: [
        column.text('Служител', 24),
        ...grid.days.map((d) => ({ ...dayColumn(d.date), shaded: d.isDayOff })),
      ],
      rows: grid.teachers.map((t) => [
        t.teacherName,
        ...grid.days.map((d) => (d.isDayOff ? '' : cellText(grid, t.teacherId, d.date))),
      ]),
      below: [`Легенда: ${legendText()}`],
    },
  ]);
}
