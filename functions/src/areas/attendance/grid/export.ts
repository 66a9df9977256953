import { statusLegend, statusShortLabel } from '@gradina/shared';
import { monthNames } from '@gradina/shared/format-dates';
import type { GroupAttendanceMonth } from '@gradina/shared/manifest/routes/attendance/grid';
import { column, dayColumn, madeOnLine, workbookFile } from '../../../platform/documents/table-report';
import type { FileReply } from '../../../platform/http/replies';

/**
 * The printed group register (дневник за присъствие) as Excel: the kindergarten, the title with the group and
 * month, children down and days across (narrow day columns, days off shaded), each cell's short label,
 * totals per child and per day, and the legend of the labels and the signatures under the table. The kit
 * prints it landscape, one page wide, the header row on every page.
 */
export function attendanceFormExcel(
  kindergartenName: string,
  grid: GroupAttendanceMonth,
): Promise<FileReply> {
  const sum = (pick: (s: GroupAttendanceMonth['students'][number]) => number) =>
    grid.students.reduce((n, s) => n + pick(s), 0);
  const perDay = (pick: (d: GroupAttendanceMonth['days'][number]) => number) =>
    grid.days.map((d) => (d.isDayOff ? '' : pick(d)));
  return workbookFile(`prisastvie-${grid.year}-${String(grid.month).padStart(2, '0')}`, [
    {
      sheetName: 'Присъствия',
      kindergarten: kindergartenName,
      title: `Дневник за присъствие: ${grid.groupName}, ${monthNames[grid.month - 1]} ${grid.year} г.`,
      lines: [
        [
          `Работни дни: ${grid.workingDays}`,
          grid.attendanceRate === null ? '' : `Посещаемост: ${grid.attendanceRate}%`,
        ]
          .filter(Boolean)
          .join(' · '),
        madeOnLine(),
      ],
      columns: [
        column.number('№', 4),
        column.text('Дете', 24),
        ...grid.days.map((d) => ({ ...dayColumn(d.date), shaded: d.isDayOff })),
        column.number('Присъствия', 7),
        column.number('Отсъствия', 7),
        column.number('Неизвинени', 7),
      ],
      rows: grid.students.map((s) => [
        s.position,
        s.studentName,
        ...s.attendances.map((a) => statusShortLabel(a.type)),
        s.presentDays,
        s.absentDays,
        s.unexcusedDays,
      ]),
      totals: [
        [
          '',
          'Общо присъстващи',
          ...perDay((d) => d.present),
          sum((s) => s.presentDays),
          sum((s) => s.absentDays),
          sum((s) => s.unexcusedDays),
        ],
        ['', 'Общо отсъстващи', ...perDay((d) => d.absent), '', '', ''],
      ],
      below: [
        `Означения: ${statusLegend().join('; ')}`,
        'Учител: ....................            Директор: ....................',
      ],
    },
  ]);
}
