/**
 * The books' demo (issue #29) in the main demo kindergarten, written through the books' own domain functions
 * so the numbers, counters and indexes are what the product writes: the last school year's books (the
 * director's orders month by month, the council's members and two protocols with their decisions, incoming
 * letters with a reply, two checks of the director's control book); in the active year the orders up to
 * November, two documents and a weekly schedule per group that meets the norm. The active year's council,
 * registers and control books start empty, as the examples and the journeys fill them.
 *
 *   await seedBooksDemo(demo);        // after the world is saved (db() / TABLE_NAME)
 */
import { saveCheck } from '../../../functions/src/areas/books/control-activity/control';
import { saveLetter } from '../../../functions/src/areas/books/correspondence/correspondence';
import { saveOrder } from '../../../functions/src/areas/books/director-orders/orders';
import { saveDocument } from '../../../functions/src/areas/books/documents/documents';
import {
  saveDecision,
  saveMembers,
  saveProtocol,
} from '../../../functions/src/areas/books/pedagogical-council/council';
import { saveSchedule } from '../../../functions/src/areas/planning/weekly-schedule/schedule';
import type { TenantRouteSession } from '../../../functions/src/platform/http/route-session';
import { ageGroupOfKind, educationalAreas, weeklyNorm } from '../../../shared/src/books/weekly-norm';
import { Role, ScheduleItemType } from '../../../shared/src/enums';
import type { SchoolYear, StaffMember } from './builders';
import type { DemoWorld } from './seed';

/** The subjects a kindergarten's director orders through a year, in the months they usually come. */
const yearOrders: readonly [month: string, subject: string, basis: string][] = [
  ['09-15', 'Утвърждаване на дневния режим на групите', 'чл. 73 от Наредба № 5/2016'],
  ['09-15', 'Определяне на учителите по групи', 'чл. 259, ал. 1 от ЗПУО'],
  ['09-16', 'Утвърждаване на седмичните разписания', 'чл. 17 от Наредба № 5/2016'],
  ['09-20', 'Комисия по безопасност на движението по пътищата', 'Наредба № 13/2016'],
  ['10-01', 'Графици за дежурства на учителите', 'чл. 259, ал. 1 от ЗПУО'],
  ['10-14', 'Провеждане на входно ниво', 'чл. 24 от Наредба № 5/2016'],
  ['11-03', 'Противопожарна безопасност и евакуация', 'Наредба № 8121з-647/2014'],
  ['11-25', 'Коледни тържества по групи', 'годишния план на детската градина'],
  ['12-16', 'Инвентаризация на материалните активи', 'чл. 28 от Закона за счетоводството'],
  ['01-06', 'Обхват на децата в задължително предучилищно образование', 'чл. 8 от ЗПУО'],
  ['01-20', 'Утвърждаване на план за квалификация – II срок', 'чл. 44 от Наредба № 15/2019'],
  ['02-02', 'Грипна ваканция', 'заповед на РЗИ'],
  ['03-02', 'Мартенско тържество', 'годишния план на детската градина'],
  ['03-16', 'Прием на деца за следващата учебна година', 'чл. 59 от Наредба № 5/2016'],
  ['04-10', 'Великденски празници – организация', 'годишния план на детската градина'],
  ['05-18', 'Изходно ниво на децата', 'чл. 24 от Наредба № 5/2016'],
  ['05-25', 'Удостоверения за завършено предучилищно образование', 'чл. 45 от Наредба № 5/2016'],
  ['06-01', 'Лятна организация на групите', 'чл. 11 от Наредба № 5/2016'],
  ['06-22', 'Ползване на платен годишен отпуск', 'чл. 173 от Кодекса на труда'],
  ['07-01', 'Ремонт на занималните през лятото', 'решение на педагогическия съвет'],
];

const orderText = (subject: string) =>
  `На основание посоченото нареждам: ${subject.toLowerCase()} в {{Детска градина}} от {{Дата}}. ` +
  'Контрол по изпълнението възлагам на заместник-директора.';

/** A group's week that meets the norm: the situations dealt over the days and the areas, outdoor play and a nap every day. */
function weekOf(required: number) {
  const situations = Array.from({ length: required }, (_, n) => ({
    weekday: (n % 5) + 1,
    areaId: educationalAreas[n % educationalAreas.length]!.id,
  }));
  return [1, 2, 3, 4, 5].map((weekday) => ({
    weekday,
    items: [
      ...situations
        .filter((s) => s.weekday === weekday)
        .map((s) => ({ type: ScheduleItemType.ClassSubject, areaId: s.areaId })),
      { type: ScheduleItemType.Activity, name: 'Игри на открито', start: '10:30', end: '11:30' },
      { type: ScheduleItemType.Break, name: 'Следобеден сън', start: '12:30', end: '15:00' },
    ],
  }));
}

export async function seedBooksDemo(
  demo: DemoWorld,
): Promise<{ bookEntries: number; weeklySchedules: number }> {
  const { main } = demo.kindergartens;
  const years = demo.world.items.filter(
    (i): i is SchoolYear => 'type' in i && i.type === 'SchoolYear' && i.kindergartenId === main.id,
  );
  const active = years.find((y) => y.id === main.activePeriodId);
  const last = years.find((y) => active && y.yearFrom === active.yearFrom - 1);
  if (!active || !last)
    throw new Error('books demo: the main kindergarten needs its active and its last year');
  const session = (periodId: string): TenantRouteSession => ({
    userId: demo.accounts.director.id,
    sessionId: 'demo-seed',
    role: Role.Director,
    kindergartenId: main.id,
    periodId,
    can: () => true,
  });
  const director = session(active.id);
  const lastYear = session(last.id);
  let entries = 0;
  const dateIn = (year: SchoolYear, monthDay: string) =>
    `${monthDay >= '09' ? year.yearFrom : year.yearFrom + 1}-${monthDay}`;

  // The last school year: its whole book of orders.
  for (const [monthDay, subject, legalBasis] of yearOrders) {
    const date = dateIn(last, monthDay);
    await saveOrder(
      lastYear,
      { kindergartenId: main.id, periodId: last.id, date, subject, legalBasis, text: orderText(subject) },
      undefined,
    );
    entries++;
  }
  // The active year up to November.
  for (const [monthDay, subject, legalBasis] of yearOrders.slice(0, 7)) {
    const date = dateIn(active, monthDay);
    await saveOrder(
      director,
      { kindergartenId: main.id, periodId: active.id, date, subject, legalBasis, text: orderText(subject) },
      undefined,
    );
    entries++;
  }

  // The last year's council, correspondence and control book (the active year's start empty for the users).
  // The pedagogical council: the pedagogical staff and the director; two protocols with their decisions.
  const staff = demo.world.items.filter(
    (i): i is StaffMember => 'type' in i && i.type === 'StaffMember' && i.kindergartenId === main.id,
  );
  const members = [
    ...new Set(
      staff
        .filter((s) => s.role === Role.Teacher || s.role === Role.Director)
        .map((s) => `${s.firstName} ${s.lastName}`),
    ),
  ];
  await saveMembers(lastYear, { periodId: last.id, members, version: 0 });
  const protocols = [
    {
      date: dateIn(last, '09-15'),
      agenda: [
        'Годишен план за учебната година',
        'Седмични разписания и дневен режим',
        'Правилник за дейността',
      ],
      decisions: [
        ['Приема годишния план за учебната година.', 'Директор', undefined],
        ['Приема седмичните разписания на групите.', 'Учителите по групи', dateIn(last, '09-15')],
        ['Приема правилника за дейността на детската градина.', 'Директор', dateIn(last, '09-30')],
      ],
    },
    {
      date: dateIn(last, '11-10'),
      agenda: ['Резултати от входното ниво', 'Коледни тържества'],
      decisions: [
        ['Приема анализа на входното ниво по групи.', 'Учителите по групи', undefined],
        [
          'Коледните тържества се провеждат между 15 и 19 декември.',
          'Музикален ръководител',
          dateIn(last, '12-19'),
        ],
      ],
    },
  ] as const;
  for (const p of protocols) {
    const saved = await saveProtocol(
      lastYear,
      {
        kindergartenId: main.id,
        periodId: last.id,
        date: p.date,
        chair: members[0] ?? 'Директор',
        secretary: members[1] ?? '',
        attendees: members,
        agenda: [...p.agenda],
        notes: 'Заседанието се проведе при кворум; решенията са приети единодушно.',
      },
      undefined,
    );
    entries++;
    for (const [text, responsible, dueDate] of p.decisions) {
      await saveDecision(
        lastYear,
        {
          kindergartenId: main.id,
          protocolId: String(saved.entityId),
          text,
          responsible,
          ...(dueDate ? { dueDate } : {}),
        },
        undefined,
      );
      entries++;
    }
  }

  // Correspondence: letters from the РУО and the municipality, one answered.
  const letter = (date: string, correspondent: string, documentType: number, subject: string) => ({
    kindergartenId: main.id,
    periodId: last.id,
    date: dateIn(last, date),
    correspondent,
    documentType,
    subject,
  });
  const request = await saveLetter(
    lastYear,
    'incoming',
    { ...letter('10-02', 'РУО – София-град', 1, 'Данни за обхвата на децата'), senderNumber: 'РУО1-12345' },
    undefined,
  );
  await saveLetter(
    lastYear,
    'incoming',
    letter('10-20', 'Столична община', 6, 'Покана за среща на директорите'),
    undefined,
  );
  await saveLetter(
    lastYear,
    'incoming',
    letter('11-04', 'Родител от група „Звездички“', 3, 'Молба за преместване'),
    undefined,
  );
  await saveLetter(
    lastYear,
    'outgoing',
    {
      ...letter('10-09', 'РУО – София-град', 8, 'Справка за обхвата на децата'),
      replyToId: String(request.entityId),
    },
    undefined,
  );
  await saveLetter(
    lastYear,
    'outgoing',
    letter('11-12', 'Столична община', 1, 'Заявка за ремонт на покрива'),
    undefined,
  );
  entries += 5;

  // The director's control book.
  for (const [date, checked, area] of [
    ['10-15', 'Учителите на първа група', 'Планиране на педагогическите ситуации'],
    ['11-13', 'Кухнята', 'Хигиена и спазване на менюто'],
  ] as const) {
    await saveCheck(
      lastYear,
      'director',
      {
        kindergartenId: main.id,
        periodId: last.id,
        date: dateIn(last, date),
        checked,
        area,
        findings: 'Дейността се изпълнява според плана; документацията е водена редовно.',
        recommendations: 'Да се продължи в същия дух.',
      },
      undefined,
    );
    entries++;
  }

  // Two documents written from text (printed as PDF when downloaded).
  for (const [date, documentType, title] of [
    ['09-25', 11, 'Служебна бележка за посещение на детска градина'],
    ['10-30', 8, 'Справка за броя на децата по групи'],
  ] as const) {
    await saveDocument(
      director,
      {
        kindergartenId: main.id,
        documentType,
        date: dateIn(active, date),
        title,
        text: '{{Детска градина}} удостоверява посоченото към {{Дата}} за учебната {{Учебна година}} година.',
      },
      undefined,
    );
  }

  // A weekly schedule per group of the active year (nurseries have no pedagogical situations).
  let schedules = 0;
  for (const group of demo.groups.filter((g) => g.kindergartenId === main.id && g.periodId === active.id)) {
    const ageGroup = ageGroupOfKind(group.ageKind);
    if (!ageGroup) continue;
    await saveSchedule(
      director,
      {
        kindergartenId: main.id,
        groupId: group.id,
        name: `Седмично разписание ${active.yearFrom}/${active.yearFrom + 1}`,
        validFrom: `${active.yearFrom}-09-15`,
        ageGroup,
        days: weekOf(weeklyNorm[ageGroup]),
      },
      undefined,
    );
    schedules++;
  }
  return { bookEntries: entries, weeklySchedules: schedules };
}
