import { formatDateDigits } from '@gradina/shared/format-dates';
import type { ReferenceTable } from '@gradina/shared/manifest/routes/attendance/references';
import { addTally, type ChildMonthCells, isCompulsory, type Tally, tally } from './cells';
import { type GroupNames, groupName, type MonthTable } from './month-references';
import { neispuoCode } from './statuses';
import { bgMonth, byGroupAndName, byName, count, rate, text, totalsOf } from './tables';

/** The references of absences: the month's absences, НЕИСПУО's codes, family-reason days, the groups' figures. */

/** More unexcused days than this in a month: the director notifies social assistance. */
export const unexcusedLimit = 2;

const yesNo = (v: boolean) => (v ? 'Да' : 'Не');

/** One child's months merged (a child moved between groups has a child-month in each). */
function perChild(children: readonly ChildMonthCells[]) {
  const merged = new Map<
    string,
    { first: ChildMonthCells; last: ChildMonthCells; t: Tally; all: ChildMonthCells[] }
  >();
  for (const c of children) {
    const m = merged.get(c.childId);
    if (!m) merged.set(c.childId, { first: c, last: c, t: tally(c), all: [c] });
    else {
      m.t = addTally(m.t, tally(c));
      m.all.push(c);
      const lastDay = (x: ChildMonthCells) =>
        `${x.month}-${String(Math.max(0, ...Object.keys(x.days).map(Number))).padStart(2, '0')}`;
      if (lastDay(c) > lastDay(m.last)) m.last = c;
    }
  }
  return [...merged.values()];
}

/** The month's absences: every child absent at least once, those of compulsory age over 2 unexcused days first. */
export const absences: MonthTable = (month, children, names, scope) => {
  const columns = [
    text('groupName', 'Група'),
    text('name', 'Дете'),
    text('compulsory', 'Задължително обучение'),
    count('excused', 'Извинени дни'),
    count('unexcused', 'Неизвинени дни'),
    text('overLimit', 'Над 2 неизвинени'),
  ];
  const rows = perChild(children)
    .filter(({ t }) => t.excused + t.unexcused > 0)
    .map(({ last, t }) => {
      const compulsory = isCompulsory(last.birthDate, month);
      return {
        groupName: groupName(names, last.groupId),
        name: last.name,
        compulsory: yesNo(compulsory),
        excused: t.excused,
        unexcused: t.unexcused,
        overLimit: yesNo(compulsory && t.unexcused > unexcusedLimit),
      };
    })
    .sort((a, b) => Number(b.overLimit === 'Да') - Number(a.overLimit === 'Да') || byGroupAndName(a, b));
  return {
    title: 'Справка за отсъствия',
    subtitle: `${scope}, ${bgMonth(month)}`,
    columns,
    rows,
    totals: totalsOf(columns, rows),
  };
};

/**
 * The month in НЕИСПУО's codes (DOMAIN-NOTES): days of code 1 (present), 2 (unexcused) and 3 (excused),
 * the excused split by reason (1 health, 2 family, 3 other), as the monthly absences are entered there.
 */
export const neispuoMonth: MonthTable = (month, children, names, scope) => {
  const columns = [
    text('groupName', 'Група'),
    text('name', 'Дете'),
    count('code1', '1 – присъства'),
    count('code2', '2 – неизвинено'),
    count('code3', '3 – извинено'),
    count('reason1', 'Причина 1 – здравословна'),
    count('reason2', 'Причина 2 – семейна'),
    count('reason3', 'Причина 3 – друга'),
  ];
  const rows = perChild(children)
    .map(({ last, all }) => {
      const row = {
        groupName: groupName(names, last.groupId),
        name: last.name,
        code1: 0,
        code2: 0,
        code3: 0,
        reason1: 0,
        reason2: 0,
        reason3: 0,
      };
      for (const c of all)
        for (const status of Object.values(c.days)) {
          const code = neispuoCode(status);
          if (!code) continue;
          row[`code${code.code}`] += 1;
          if (code.reason) row[`reason${code.reason}`] += 1;
        }
      return row;
    })
    .sort(byGroupAndName);
  return {
    title: 'Месечни отсъствия за НЕИСПУО',
    subtitle: `${scope}, ${bgMonth(month)}`,
    columns,
    rows,
    totals: totalsOf(columns, rows),
  };
};

/**
 * Family-reason days of a school year per child (status 4 in the grid) and what is left of the `limit` a child
 * of compulsory age may have in that school year (the Master's national rule, `familyLimitFor`);
 * `compulsoryOn` is the month whose rule decides who is of compulsory age.
 */
export function familyAbsence(
  children: readonly ChildMonthCells[],
  names: GroupNames,
  scope: string,
  compulsoryOn: string,
  yearName: string,
  limit: number,
): ReferenceTable {
  const columns = [
    text('groupName', 'Група'),
    text('name', 'Дете'),
    text('compulsory', 'Задължително обучение'),
    count('days', 'Дни по семейни причини'),
    text('left', 'Оставащи дни'),
    text('dates', 'Дати'),
  ];
  const rows = perChild(children)
    .filter(({ t }) => t.familyReason > 0)
    .map(({ last, t, all }) => {
      const compulsory = isCompulsory(last.birthDate, compulsoryOn);
      const dates = all
        .flatMap((c) =>
          Object.entries(c.days)
            .filter(([, s]) => s === 4)
            .map(([d]) => `${c.month}-${d.padStart(2, '0')}`),
        )
        .sort()
        .map(formatDateDigits);
      return {
        groupName: groupName(names, last.groupId),
        name: last.name,
        compulsory: yesNo(compulsory),
        days: t.familyReason,
        left: compulsory ? String(Math.max(0, limit - t.familyReason)) : '',
        dates: dates.join(', '),
      };
    })
    .sort(byGroupAndName);
  return {
    title: 'Отсъствия по семейни причини',
    subtitle: `${scope}, учебна ${yearName} г.`,
    columns,
    rows,
    totals: totalsOf(columns, rows),
  };
}

/** The statuses each aggregate counter adds to (`s<n>` = cells of status n). */
const presentCounters = ['s2', 's7', 's8', 's9'];
const excusedCounters = ['s3', 's4', 's5', 's6', 's10', 's11', 's12', 's15'];

/** The groups' month from the group aggregates: children, days present and away, the rate, children over 2 unexcused. */
export function groupsMonth(
  month: string,
  scopes: readonly { scope: string | null; counters: Readonly<Record<string, number>> }[],
  names: GroupNames,
  scope: string,
): ReferenceTable {
  const columns = [
    text('groupName', 'Група'),
    count('children', 'Деца'),
    count('present', 'Присъствия'),
    count('excused', 'Извинени'),
    count('unexcused', 'Неизвинени'),
    count('rate', 'Присъствие, %'),
    count('over2', 'Деца с над 2 неизвинени'),
  ];
  const sum = (c: Readonly<Record<string, number>>, names_: string[]) =>
    names_.reduce((s, n) => s + (c[n] ?? 0), 0);
  const rows = scopes
    .filter((s) => s.scope?.startsWith('GROUP#') && names.has(s.scope.slice(6)))
    .map((s) => {
      const present = sum(s.counters, presentCounters);
      const excused = sum(s.counters, excusedCounters);
      const unexcused = s.counters.s1 ?? 0;
      return {
        groupName: names.get(s.scope!.slice(6))!,
        children: s.counters.childMonths ?? 0,
        present,
        excused,
        unexcused,
        rate: rate(present, excused + unexcused),
        over2: s.counters.unexcusedOver2 ?? 0,
      };
    })
    .sort((a, b) => byName(a.groupName, b.groupName));
  const totals = totalsOf(columns, rows);
  totals.rate = rate(Number(totals.present), Number(totals.excused) + Number(totals.unexcused));
  return { title: 'Справка по групи', subtitle: `${scope}, ${bgMonth(month)}`, columns, rows, totals };
}
