import { GuardianRelation, KindergartenType, Role } from '@gradina/shared';
import { column, type ReportSheet, textColumns } from '../../../platform/documents/table-report';
import type { Row } from './items';

/**
 * The sheets of a database export, pure: what the registers hold, one row per record, with the headers
 * the screens use. Dates stay ISO for the report kit, which writes them DD.MM.YYYY.
 */
export interface Registers {
  kindergarten: Row;
  schoolYears: Row[];
  groups: Row[];
  children: Row[];
  /** Each guardian link with the parent's profile. */
  guardians: { link: Row; parent: Row | undefined }[];
  staff: Row[];
  partners: Row[];
}

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));
const date = (v: unknown) => (typeof v === 'string' && v !== '' ? v.slice(0, 10) : null);
const fullName = (r: Row | undefined) =>
  [r?.firstName, r?.middleName, r?.lastName].filter((p) => typeof p === 'string' && p !== '').join(' ');

const relationNames: Record<number, string> = {
  [GuardianRelation.Mother]: 'Майка',
  [GuardianRelation.Father]: 'Баща',
  [GuardianRelation.Guardian]: 'Настойник',
  [GuardianRelation.Other]: 'Друг',
};
const roleNames: Partial<Record<number, string>> = {
  [Role.Director]: 'Директор',
  [Role.Teacher]: 'Учител',
  [Role.Administrator]: 'Администратор',
  [Role.ResourceSpecialist]: 'Ресурсен специалист',
  [Role.Manciple]: 'Домакин',
};

const sheet = (
  name: string,
  kindergarten: string,
  columns: ReportSheet['columns'],
  rows: ReportSheet['rows'],
): ReportSheet => ({
  sheetName: name,
  kindergarten,
  title: name,
  lines: [],
  columns,
  rows,
  emptyText: 'Няма записи.',
});

/** The workbook of the kindergarten itself: its data, school years, groups and partners. */
export function kindergartenSheets(r: Registers): ReportSheet[] {
  const k = r.kindergarten;
  const name = text(k.name);
  const yearName = new Map(r.schoolYears.map((y) => [text(y.id), text(y.name)]));
  const facts: [string, unknown][] = [
    ['Наименование', k.name],
    ['Вид', Number(k.kindergartenType) === KindergartenType.Nursery ? 'Детска ясла' : 'Детска градина'],
    ['Населено място', k.town ?? k.city],
    ['Община', k.municipalityName],
    ['Област', k.regionName],
    ['ЕКАТТЕ', k.townEkatte],
    ['Адрес', k.adress],
    ['ЕИК/БУЛСТАТ', k.eik],
    ['Код по НЕИСПУО', k.institutionCode],
    ['Телефон', k.phone],
    ['Имейл', k.email],
    ['Работно време', k.openingTime ? `${text(k.openingTime)} - ${text(k.closingTime)}` : ''],
  ];
  return [
    sheet(
      'Детска градина',
      name,
      textColumns({ Поле: 22, Стойност: 50 }),
      facts.map(([f, v]) => [f, text(v)]),
    ),
    sheet(
      'Учебни години',
      name,
      [column.text('Учебна година', 16), column.date('От'), column.date('До'), column.text('Текуща', 10)],
      r.schoolYears.map((y) => [text(y.name), date(y.fromDate), date(y.toDate), y.active ? 'да' : 'не']),
    ),
    sheet(
      'Групи',
      name,
      [
        column.text('Група', 28),
        column.text('Учебна година', 16),
        column.number('Капацитет'),
        column.number('Деца'),
      ],
      r.groups.map((g) => [
        text(g.name),
        yearName.get(text(g.periodId)) ?? '',
        Number(g.capacity ?? 0),
        Number(g.childrenCount ?? 0),
      ]),
    ),
    sheet(
      'Партньори',
      name,
      textColumns({ Партньор: 40 }),
      r.partners.map((p) => [text(p.name)]),
    ),
  ];
}

/** The workbook of the people: children with their groups, their guardians, the staff. */
export function peopleSheets(r: Registers): ReportSheet[] {
  const name = text(r.kindergarten.name);
  const groupName = new Map(r.groups.map((g) => [text(g.id), text(g.name)]));
  return [
    sheet(
      'Деца',
      name,
      [
        ...textColumns({ Име: 32, 'ЕГН/ЛНЧ': 14 }),
        column.date('Дата на раждане'),
        column.text('Група', 24),
        column.date('Постъпило на'),
      ],
      r.children.map((c) => [
        fullName(c),
        text(c.identifier),
        date(c.birthDate),
        groupName.get(text(c.groupId)) ?? '',
        date(c.enrolledOn),
      ]),
    ),
    sheet(
      'Родители',
      name,
      textColumns({ Дете: 30, Родител: 30, Връзка: 12, Имейл: 28, Телефон: 16 }),
      r.guardians.map(({ link, parent }) => [
        text(link.childName),
        fullName(parent),
        relationNames[Number(link.relation)] ?? '',
        text(parent?.email),
        text(parent?.phone),
      ]),
    ),
    sheet(
      'Персонал',
      name,
      textColumns({ Име: 32, Длъжност: 24, Роля: 18 }),
      r.staff.map((s) => [fullName(s), text(s.position), roleNames[Number(s.role)] ?? '']),
    ),
  ];
}
