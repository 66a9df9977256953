/**
 * Education demo data (issue #30), written through the features' own domain functions so the items are what
 * the product writes: a national publisher with topics for all four age groups and seven areas; a programme
 * of each group of the main kindergarten's active year (the seven mandatory subjects, two or three days a
 * week); a saved plan of every subject of every group, except the music of each group, which stays
 * proposed (the examples choose and cancel a publisher on it); the lessons of the teaching days until a week
 * before the demo's today confirmed (about one topic in twenty missed); the start-of-year results of every
 * child; the kindergarten's own topics (two custom, two general); and the `documents` and `portfolios`
 * aggregates of the certificates and portfolios the other demos made (the seed runs before the stream poller). The demo has no groups of an earlier school year, so the results are of the
 * active one (docs/decisions.md, issue #30).
 *
 *   await seedEducationDemo(demo);   // after the groups' (subjects) and certificates' demos
 */

import { saveClassProgram } from '../../../functions/src/areas/planning/class-programs/programs';
import { saveChildResult } from '../../../functions/src/areas/planning/educational-results/results';
import { confirmLessons } from '../../../functions/src/areas/planning/lessons/lessons';
import { savePublisher, saveTopicSet } from '../../../functions/src/areas/planning/publishers/publishers';
import { createThemes } from '../../../functions/src/areas/planning/themes/themes';
import {
  createPublisherPlan,
  planningThemes,
  savePlan,
} from '../../../functions/src/areas/planning/year-plan/year-plan';
import { putMonthAggregate } from '../../../functions/src/domain/aggregates';
import {
  documentsAggregateKind,
  portfoliosAggregateKind,
} from '../../../functions/src/domain/education/aggregates';
import { rosterOf } from '../../../functions/src/domain/groups/roster';
import { atTime } from '../../../functions/src/platform/clock';
import { getItem, keys, queryAll } from '../../../functions/src/platform/db';
import type { TenantRouteSession } from '../../../functions/src/platform/http/route-session';
import {
  certificateContribution,
  portfolioContribution,
} from '../../../functions/src/streams/document-aggregates';
import {
  ageGroups,
  defaultAgeGroup,
  educationalAreaNames,
  educationalAreas,
  ResultStage,
  ThemeKind,
} from '../../../shared/src/education/education';
import { ClassSubjectType, Role } from '../../../shared/src/enums';
import type { KindergartenSubject } from '../../../shared/src/manifest/routes/kindergartens/subjects';
import type { DemoWorld } from './seed';

export const demoPublisherName = 'Издателство „Светулка“';
/** The day the demo's lessons are confirmed as of (the demo's today is 21.11.2026). */
const confirmedUntil = '2026-11-13';

const topicTitles: Record<number, string[]> = {
  1: [
    'Моето име',
    'Приказка за ряпата',
    'Есенни думи',
    'Кой какво прави',
    'Гатанки за животни',
    'Стихотворение за зимата',
    'Разказ по картина',
    'Коледни пожелания',
    'Звуците около нас',
    'Моето семейство',
  ],
  2: [
    'Много и един',
    'Кръг и квадрат',
    'Големина: голям – малък',
    'Броене до три',
    'Горе и долу',
    'Дълго и късо',
    'Триъгълник',
    'Сравняване по брой',
    'Ден и нощ',
    'Броене до пет',
  ],
  3: [
    'Детската градина',
    'Есента в парка',
    'Плодове и зеленчуци',
    'Домашни животни',
    'Безопасно на улицата',
    'Професиите',
    'Зимата идва',
    'Празниците у дома',
    'Моето тяло',
    'Птиците през зимата',
  ],
  4: [
    'Рисуване на есенни листа',
    'Апликация „Гъбка“',
    'Моделиране с пластилин',
    'Рисуване на дъжд',
    'Украса за елха',
    'Рисуване на снежен човек',
    'Отпечатъци с длан',
    'Цветовете на есента',
    'Пощенска картичка',
    'Моята играчка',
  ],
  5: [
    'Песен „Есен“',
    'Ритъм с пляскане',
    'Силно и тихо',
    'Музикални инструменти',
    'Хоро за деца',
    'Коледна песен',
    'Бързо и бавно',
    'Танц на снежинките',
    'Слушане на музика',
    'Песен за мама',
  ],
  6: [
    'Сгъване на хартия',
    'Кула от кубчета',
    'Влакче от кутии',
    'Мозайка',
    'Къщичка за птици',
    'Снежинка от хартия',
    'Рамка за снимка',
    'Гирлянд',
    'Мост от конструктор',
    'Кукла от прежда',
  ],
  7: [
    'Ходене в колона',
    'Бягане в кръг',
    'Скачане на два крака',
    'Търкаляне на топка',
    'Игра „Котка и мишки“',
    'Пълзене',
    'Равновесие върху линия',
    'Хвърляне в цел',
    'Щафетни игри',
    'Игри със сняг',
  ],
};

/** Each subject's weekdays: БЕЛ, математика and физическа култура thrice a week or twice, the rest once or twice. */
const weekdaysOf: Record<number, number[]> = {
  1: [1, 3],
  2: [2, 4],
  3: [1, 5],
  4: [2],
  5: [3],
  6: [4],
  7: [1, 3, 5],
};

function sessionOf(demo: DemoWorld): TenantRouteSession {
  const { main } = demo.kindergartens;
  return {
    userId: demo.accounts.director.id,
    sessionId: 'demo-seed',
    role: Role.Director,
    kindergartenId: main.id,
    periodId: main.activePeriodId,
    can: () => true,
  };
}

async function seedPublisher(): Promise<string> {
  const publisherId = String((await savePublisher({ name: demoPublisherName })).entityId);
  for (const ageGroup of ageGroups)
    for (const area of educationalAreas)
      await saveTopicSet({
        publisherId,
        ageGroup,
        area,
        topics: Array.from({ length: 36 }, (_, i) => {
          const titles = topicTitles[area]!;
          const title = titles[(i + ageGroup) % titles.length]!;
          return {
            title: `${title}${i >= titles.length ? ` (${Math.floor(i / titles.length) + 1})` : ''}`,
            expectedResults: `Детето ${educationalAreaNames[area].toLocaleLowerCase('bg')}: постига очакваното за възрастта.`,
          };
        }),
      });
  return publisherId;
}

export async function seedEducationDemo(
  demo: DemoWorld,
): Promise<{ plans: number; days: number; results: number }> {
  const session = sessionOf(demo);
  const kg = session.kindergartenId;
  const publisherId = await seedPublisher();
  const list = await getItem<{ subjects: KindergartenSubject[] }>(keys.subjectList(kg));
  const areaByName = new Map(educationalAreas.map((a) => [educationalAreaNames[a], a]));
  const mandatory = (list?.subjects ?? []).filter(
    (s) => s.type === ClassSubjectType.Mandatory && areaByName.has(s.name),
  );
  const groups = demo.groups.filter((g) => g.kindergartenId === kg && g.periodId === session.periodId);
  let plans = 0;
  let days = 0;
  let results = 0;
  // The demo's clock: plans and confirmations are made as on the demo's today.
  await atTime(new Date('2026-11-21T10:00:00+02:00'), async () => {
    for (const group of groups) {
      const subjects = mandatory.map((s) => {
        const area = areaByName.get(s.name)!;
        return { id: s.id, type: ClassSubjectType.Mandatory, area, weekdays: weekdaysOf[area]! };
      });
      for (const term of [1, 2] as const)
        await saveClassProgram(session, {
          classId: group.id,
          term,
          ageGroup: defaultAgeGroup(group.ageKind),
          subjects,
        });
      for (const s of subjects) {
        const path = { classId: group.id, classSubjectId: s.id };
        await createPublisherPlan(session, path, publisherId);
        if (s.area === 5) continue;
        const plan = await planningThemes(session, { publisherId, ...path });
        await savePlan(session, { ...path, version: plan.version, topics: plan.topics });
        plans += 1;
      }
      days += await confirmDays(
        session,
        group.id,
        publisherId,
        subjects.map((s) => s.id),
      );
      results += await startResults(session, group.id, group.name.length);
    }
  });
  await seedOwnTopics(session);
  await seedStreamAggregates(kg);
  return { plans, days, results };
}

/** Confirms the group's planned days until `confirmedUntil`; about one topic in twenty is missed. */
async function confirmDays(
  session: TenantRouteSession,
  groupId: string,
  publisherId: string,
  subjectIds: string[],
) {
  const byDate = new Map<string, { classSubjectId: string; topicId: string }[]>();
  for (const classSubjectId of subjectIds) {
    const plan = await planningThemes(session, { publisherId, classId: groupId, classSubjectId });
    if (plan.state !== 2) continue;
    for (const t of plan.topics)
      if (t.date <= confirmedUntil)
        byDate.set(t.date, [...(byDate.get(t.date) ?? []), { classSubjectId, topicId: t.id }]);
  }
  let n = 0;
  for (const [date, topics] of byDate) {
    await confirmLessons(session, {
      classId: groupId,
      date,
      topics: topics.map((t, i) => ({ ...t, held: (n + i) % 20 !== 7 })),
    });
    n += 1;
  }
  return n;
}

/** Every child's start-of-year levels, spread over the three levels (a child's own seed: its group's name). */
async function startResults(session: TenantRouteSession, groupId: string, seed: number) {
  const group = await getItem<Record<string, unknown>>(keys.group(session.kindergartenId, groupId));
  let n = 0;
  for (const child of rosterOf(group)) {
    const levels = Object.fromEntries(educationalAreas.map((a) => [String(a), ((n + a + seed) % 3) + 1]));
    await saveChildResult(session, {
      classId: groupId,
      childId: child.id,
      stage: ResultStage.Start,
      levels,
      version: 0,
    });
    n += 1;
  }
  return n;
}

/**
 * The certificates the certificates demo issued and the portfolios the portfolios demo made, counted by month
 * as the stream would have (the seed runs before the stream poller).
 */
async function seedStreamAggregates(kindergartenId: string) {
  const of = (partition: string, prefix: string) =>
    queryAll<Record<string, unknown>>({
      partition: `${keys.kindergarten(kindergartenId).PK}#${partition}`,
      beginsWith: prefix,
    });
  const sources = [
    {
      kind: documentsAggregateKind,
      items: await of('CERTIFICATES', 'CERT#'),
      contribution: certificateContribution,
    },
    {
      kind: portfoliosAggregateKind,
      items: await of('PORTFOLIOS', 'PORTFOLIO#'),
      contribution: portfolioContribution,
    },
  ];
  for (const { kind, items, contribution } of sources) {
    const months = new Map<string, Record<string, number>>();
    for (const item of items)
      for (const [month, counters] of contribution(item)) {
        const sum = months.get(month) ?? {};
        for (const [name, v] of Object.entries(counters)) sum[name] = (sum[name] ?? 0) + v;
        months.set(month, sum);
      }
    for (const [month, counters] of months)
      await putMonthAggregate({ kind, kindergartenId, month, counters });
  }
}

/** The kindergarten's own topics: custom ones of the third age group's environment, and two general ones. */
async function seedOwnTopics(session: TenantRouteSession) {
  await createThemes(session, {
    kind: ThemeKind.Custom,
    ageGroup: 3,
    area: 3,
    themes: [
      { title: 'Моят роден град', expectedResults: 'Назовава забележителности на града си.' },
      {
        title: 'Професиите в детската градина',
        expectedResults: 'Описва какво работят възрастните около него.',
      },
    ],
  });
  await createThemes(session, {
    kind: ThemeKind.General,
    themes: [
      { title: 'Есента в гората', fromDate: '2026-10-05', toDate: '2026-10-09' },
      { title: 'Коледа идва', fromDate: '2026-12-14', toDate: '2026-12-18' },
    ],
  });
}
