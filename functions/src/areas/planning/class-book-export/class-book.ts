import { randomUUID } from 'node:crypto';
import { weekdayNames } from '@gradina/shared/books/weekly-norm';
import { formatDate } from '@gradina/shared/format-dates';
import type {
  ClassBookExport,
  classBookExportBody,
} from '@gradina/shared/manifest/routes/planning/class-book-export';
import { pick } from '@gradina/shared/record-fields';
import type { Content } from 'pdfmake/interfaces';
import type { z } from 'zod';
import { childMonthsOf, kindOf } from '../../../domain/attendance';
import { groupsTaughtByCaller, userName } from '../../../domain/children/access';
import { now } from '../../../platform/clock';
import { getItem, keys, pageOf } from '../../../platform/db';
import { pdfMaker } from '../../../platform/documents/pdfmake';
import { kindergartenNameOf } from '../../../platform/documents/table-report';
import { conflict, forbidden, invalidField, notFound } from '../../../platform/http/errors';
import { isKindergartenManager } from '../../../platform/http/object-access';
import { fileReply, saved } from '../../../platform/http/replies';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { scheduleOfGroupOn } from '../weekly-schedule/items';
import { scheduleView } from '../weekly-schedule/schedule';
import {
  createExport,
  type ExportItem,
  exportsOf,
  markDownloaded,
  readExport,
  removeUndownloaded,
} from './items';

/**
 * The class-book export: a group's diary for a period as one PDF to sign (the weekly schedule in force, each
 * month's attendance by child with the days away), per group and period. The first download marks it sent
 * for signing; from then on it is kept, and its deletion is refused with the server's message.
 */

const exportNotFound = 'Дневникът не е намерен.';

export const exportView = (e: ExportItem): ClassBookExport => ({
  ...pick(e, 'id', 'groupId', 'groupName', 'fromDate', 'toDate', 'createdAt', 'createdByName'),
  downloadedAt: e.downloadedAt ?? null,
});

const isMine = async (session: TenantRouteSession) =>
  isKindergartenManager(session) ? null : new Set(await groupsTaughtByCaller(session));

type ListQuery = {
  ClassIds?: string | string[];
  OrderByColumn?: 'groupName' | 'fromDate' | 'createdAt';
  OrderByDescending?: boolean;
  PageNumber?: number;
  PageSize?: number;
};

export async function exportsList(session: TenantRouteSession, q: ListQuery) {
  const [all, mine] = await Promise.all([exportsOf(session.kindergartenId), isMine(session)]);
  const wanted = q.ClassIds === undefined ? null : new Set([q.ClassIds].flat());
  const column = q.OrderByColumn ?? 'createdAt';
  const collator = new Intl.Collator('bg', { numeric: true });
  const rows = all
    .filter((e) => (!mine || mine.has(e.groupId)) && (!wanted || wanted.has(e.groupId)))
    .sort((a, b) => collator.compare(a[column], b[column]))
    .map(exportView);
  if (q.OrderByDescending ?? column === 'createdAt') rows.reverse();
  return pageOf(rows, q.PageNumber, q.PageSize ?? 50);
}

async function readable(session: TenantRouteSession, id: string) {
  const [item, mine] = await Promise.all([readExport(session.kindergartenId, id), isMine(session)]);
  if (!item || (mine && !mine.has(item.groupId))) throw notFound(exportNotFound);
  return item;
}

export const exportOf = async (session: TenantRouteSession, id: string) =>
  exportView(await readable(session, id));

export async function createClassBookExport(
  session: TenantRouteSession,
  body: z.infer<typeof classBookExportBody>,
) {
  if (!isKindergartenManager(session) && !(await groupsTaughtByCaller(session)).includes(body.groupId))
    throw forbidden('Можете да изготвяте дневник само на групите, в които преподавате.');
  const [group, name] = await Promise.all([
    getItem<{ name: string }>(keys.group(session.kindergartenId, body.groupId), { attributes: ['name'] }),
    userName(session.userId),
  ]);
  if (!group) throw invalidField('groupId', 'Полето "Група": няма такава група в детската градина.');
  const item: ExportItem = {
    id: randomUUID(),
    kindergartenId: session.kindergartenId,
    groupId: body.groupId,
    groupName: group.name,
    fromDate: body.fromDate,
    toDate: body.toDate,
    createdAt: now().toISOString(),
    createdBy: session.userId,
    createdByName: name,
  };
  await createExport(item);
  return saved(item.id);
}

/** The months `YYYY-MM` a period touches. Pure. */
export function monthsBetween(fromDate: string, toDate: string): string[] {
  const months: string[] = [];
  let [y, m] = fromDate.slice(0, 7).split('-').map(Number) as [number, number];
  const last = toDate.slice(0, 7);
  for (;;) {
    const month = `${y}-${String(m).padStart(2, '0')}`;
    months.push(month);
    if (month >= last) return months;
    m += 1;
    if (m > 12) [y, m] = [y + 1, 1];
  }
}

async function diaryPdf(item: ExportItem): Promise<Buffer> {
  const months = monthsBetween(item.fromDate, item.toDate);
  const [kindergarten, schedule, ...grid] = await Promise.all([
    kindergartenNameOf(item.kindergartenId),
    scheduleOfGroupOn(item.kindergartenId, item.groupId, item.toDate),
    ...months.map((m) => childMonthsOf(item.kindergartenId, m, item.groupId)),
  ]);
  const inPeriod = (month: string, day: number) => {
    const date = `${month}-${String(day).padStart(2, '0')}`;
    return date >= item.fromDate && date <= item.toDate;
  };
  const scheduleBlock: Content[] = schedule
    ? [
        { text: 'Седмично разписание', bold: true, margin: [0, 12, 0, 4] },
        ...scheduleView(schedule).days.map(
          (d): Content => ({
            text: `${weekdayNames[d.weekday - 1]}: ${d.items
              .map((i) => i.areaName || i.name)
              .filter(Boolean)
              .join('; ')}`,
          }),
        ),
      ]
    : [{ text: 'Групата няма седмично разписание за периода.', italics: true, margin: [0, 12, 0, 0] }];
  const monthBlocks = months.flatMap((month, i): Content[] => {
    const rows = (grid[i] ?? []).sort((a, b) =>
      `${a.firstName} ${a.lastName}`.localeCompare(`${b.firstName} ${b.lastName}`, 'bg'),
    );
    const count = (days: Record<number, number>, kind: string) =>
      Object.entries(days).filter(([d, s]) => inPeriod(month, Number(d)) && kindOf(s) === kind);
    return [
      { text: `Присъствия за ${month.slice(5)}.${month.slice(0, 4)}`, bold: true, margin: [0, 12, 0, 4] },
      rows.length === 0
        ? { text: 'Няма отбелязани присъствия.', italics: true }
        : {
            table: {
              headerRows: 1,
              widths: ['*', 50, 50, 50, '*'],
              body: [
                ['Дете', 'Присъствия', 'Извинени', 'Неизвинени', 'Дни на отсъствие'].map((t) => ({
                  text: t,
                  bold: true,
                })),
                ...rows.map((r) => [
                  `${r.firstName} ${r.lastName}`,
                  String(count(r.days, 'present').length),
                  String(count(r.days, 'excused').length),
                  String(count(r.days, 'unexcused').length),
                  [...count(r.days, 'excused'), ...count(r.days, 'unexcused')]
                    .map(([d]) => Number(d))
                    .sort((a, b) => a - b)
                    .join(', '),
                ]),
              ],
            },
          },
    ];
  });
  const definition = {
    pageSize: 'A4' as const,
    pageMargins: [40, 40, 40, 48] as [number, number, number, number],
    defaultStyle: { font: 'Roboto', fontSize: 9 },
    footer: (current: number, count: number): Content => ({
      text: `Страница ${current} от ${count}`,
      alignment: 'center',
      fontSize: 8,
    }),
    content: [
      { text: kindergarten, alignment: 'center', bold: true, fontSize: 13 } as Content,
      {
        text: `Дневник на група „${item.groupName}“`,
        alignment: 'center',
        bold: true,
        fontSize: 15,
        margin: [0, 6, 0, 0],
      } as Content,
      {
        text: `за периода ${formatDate(item.fromDate)} – ${formatDate(item.toDate)}`,
        alignment: 'center',
        margin: [0, 4, 0, 0],
      } as Content,
      ...scheduleBlock,
      ...monthBlocks,
      {
        text: 'Учител: ................................        Директор: ................................',
        margin: [0, 36, 0, 0],
      } as Content,
    ],
  };
  return (await pdfMaker()).createPdf(definition).getBuffer();
}

/** `GET receipt`: the diary as a PDF; the first download marks it sent for signing. */
export async function receipt(
  session: TenantRouteSession,
  q: { classBookExportId: string; fromDate?: string | undefined; toDate?: string | undefined },
) {
  const item = await readable(session, q.classBookExportId);
  if ((q.fromDate && q.fromDate !== item.fromDate) || (q.toDate && q.toDate !== item.toDate))
    throw invalidField('fromDate', 'Периодът не съвпада с периода на изготвения дневник.');
  const pdf = await diaryPdf(item);
  await markDownloaded(session.kindergartenId, item.id, now().toISOString());
  return fileReply(`Дневник ${item.groupName} ${item.fromDate} – ${item.toDate}.pdf`, 'application/pdf', pdf);
}

export async function deleteClassBookExport(session: TenantRouteSession, item: ExportItem) {
  if (item.downloadedAt || !(await removeUndownloaded(session.kindergartenId, item.id)))
    throw conflict(
      `Дневникът на група „${item.groupName}“ за ${formatDate(item.fromDate)} – ${formatDate(item.toDate)} е изтеглен за подпис и се пази; не може да бъде изтрит.`,
    );
  return saved(item.id);
}
