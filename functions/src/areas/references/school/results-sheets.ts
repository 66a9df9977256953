import { ResultStage } from '@gradina/shared/education/education';
import type { ResultsTemplate } from '@gradina/shared/manifest/routes/planning/educational-results';
import type { SchoolSheet } from '@gradina/shared/manifest/routes/references/school';
import type { RosterChild, StoredResult, StoredSupport } from './items';
import { type Cell, col, ratio, type SheetHead, sumRow } from './sheet';

/**
 * The references a school reads from grades, served from the educational results (issue #32): a child is
 * assessed per educational area at a level of the template (1 the lowest) at the start and the end of the
 * year (Наредба № 5/2016, чл. 67), so a "grade" is a level, the "excellent" children are those at the top
 * level in every area, the "low grades" the areas at level 1. The remarks are the teachers' notes of the
 * assessments, the supports the children's support records (a kindergarten gives no sanctions). Pure.
 */

type Template = Pick<ResultsTemplate, 'areas' | 'levels'>;
export interface ResultsInput {
  template: Template;
  groups: readonly { id: string; name: string; children: readonly RosterChild[] }[];
  results: readonly StoredResult[];
  stage: ResultStage;
}

const levelsAt = (r: StoredResult | undefined, stage: ResultStage) =>
  (stage === ResultStage.Start ? r?.start : r?.end) ?? {};

function byChild(input: ResultsInput) {
  const results = new Map(input.results.map((r) => [r.childId, r]));
  return input.groups.flatMap((g) =>
    g.children.map((c) => ({ child: c, levels: levelsAt(results.get(c.id), input.stage) })),
  );
}

const assessed = (levels: Record<string, number>) => Object.keys(levels).length > 0;
const groupAndChild = [col.text('Група'), col.text('Дете')];

/** `/references/term-grades`: every child's level in each area at the stage. */
export function levelsSheet(head: SheetHead, input: ResultsInput): SchoolSheet {
  const names = new Map(input.template.levels.map((l) => [l.level, l.name]));
  const areas = input.template.areas;
  const columns = [...groupAndChild, ...areas.map((a) => col.text(a.name))];
  const rows: Cell[][] = byChild(input).map(({ child, levels }) => [
    child.groupName,
    child.name,
    ...areas.map((a) => {
      const level = levels[String(a.area)];
      return level === undefined ? null : (names.get(level) ?? String(level));
    }),
  ]);
  return { ...head, columns, rows, totals: null };
}

/** `/references/average-students-grades`: each group's average level per area and overall. */
export function averagesSheet(head: SheetHead, input: ResultsInput): SchoolSheet {
  const areas = input.template.areas;
  const columns = [
    col.text('Група'),
    col.count('Оценени деца'),
    ...areas.map((a) => col.decimal(a.name)),
    col.decimal('Средно'),
  ];
  const rowOf = (label: string, children: ReturnType<typeof byChild>): Cell[] => {
    const rated = children.filter((c) => assessed(c.levels));
    const average = (values: number[]) =>
      ratio(
        values.reduce((s, v) => s + v, 0),
        values.length,
      );
    const of = (area: number) =>
      rated.map((c) => c.levels[String(area)]).filter((v): v is number => v !== undefined);
    return [
      label,
      rated.length,
      ...areas.map((a) => average(of(a.area))),
      average(areas.flatMap((a) => of(a.area))),
    ];
  };
  const all = byChild(input);
  const rows = input.groups
    .map((g) =>
      rowOf(
        g.name,
        all.filter((c) => c.child.groupId === g.id),
      ),
    )
    .filter((r) => r[1] !== 0);
  return { ...head, columns, rows, totals: rows.length ? rowOf('Общо', all) : null };
}

/** `/references/excellent-students`: the children at the top level in every area of the template. */
export function excellentSheet(head: SheetHead, input: ResultsInput): SchoolSheet {
  const top = Math.max(...input.template.levels.map((l) => l.level));
  const areas = input.template.areas;
  const columns = [...groupAndChild, col.count('Направления на най-високо ниво')];
  const rows: Cell[][] = byChild(input)
    .filter(({ levels }) => areas.length > 0 && areas.every((a) => levels[String(a.area)] === top))
    .map(({ child }) => [child.groupName, child.name, areas.length]);
  return { ...head, columns, rows, totals: null };
}

const lowest = (template: Template) => Math.min(...template.levels.map((l) => l.level));

/** `/references/low-grades`: the children with an area at the lowest level, and which. */
export function lowLevelsSheet(head: SheetHead, input: ResultsInput): SchoolSheet {
  const low = lowest(input.template);
  const columns = [
    ...groupAndChild,
    col.text('Направления на най-ниско ниво'),
    col.count('Брой направления'),
  ];
  const rows: Cell[][] = byChild(input)
    .map(({ child, levels }) => ({
      child,
      areas: input.template.areas.filter((a) => levels[String(a.area)] === low).map((a) => a.name),
    }))
    .filter((c) => c.areas.length > 0)
    .map((c) => [c.child.groupName, c.child.name, c.areas.join(', '), c.areas.length]);
  return { ...head, columns, rows, totals: rows.length ? sumRow(columns, rows) : null };
}

/** `/references/low-grades/count-low-grades`: per group, the children at the lowest level in each area. */
export function lowLevelCountsSheet(head: SheetHead, input: ResultsInput): SchoolSheet {
  const low = lowest(input.template);
  const areas = input.template.areas;
  const columns = [
    col.text('Група'),
    col.count('Оценени деца'),
    col.count('Деца с най-ниско ниво'),
    ...areas.map((a) => col.count(a.name)),
  ];
  const all = byChild(input);
  const rows: Cell[][] = input.groups
    .map((g) => {
      const rated = all.filter((c) => c.child.groupId === g.id && assessed(c.levels));
      const isLow = (c: (typeof rated)[number], area: number) => c.levels[String(area)] === low;
      return [
        g.name,
        rated.length,
        rated.filter((c) => areas.some((a) => isLow(c, a.area))).length,
        ...areas.map((a) => rated.filter((c) => isLow(c, a.area)).length),
      ];
    })
    .filter((r) => r[1] !== 0);
  return { ...head, columns, rows, totals: rows.length ? sumRow(columns, rows) : null };
}

/** `/references/remarks-praises`: the teachers' notes of each child's assessments. */
export function notesSheet(head: SheetHead, input: Omit<ResultsInput, 'stage' | 'template'>): SchoolSheet {
  const results = new Map(input.results.map((r) => [r.childId, r]));
  const columns = [
    ...groupAndChild,
    col.text('Бележка в началото на годината'),
    col.text('Бележка в края на годината'),
  ];
  const rows: Cell[][] = input.groups
    .flatMap((g) => g.children)
    .map((c) => ({ c, r: results.get(c.id) }))
    .filter(({ r }) => Boolean(r?.startNote?.trim() || r?.endNote?.trim()))
    .map(({ c, r }) => [c.groupName, c.name, r?.startNote?.trim() ?? '', r?.endNote?.trim() ?? '']);
  return { ...head, columns, rows, totals: null };
}

/** `/references/sanctions-supports`: the children with special educational needs or support given. */
export function supportsSheet(
  head: SheetHead,
  groups: ResultsInput['groups'],
  supports: readonly StoredSupport[],
): SchoolSheet {
  const byChildId = new Map(supports.map((s) => [s.childId, s]));
  const columns = [...groupAndChild, col.text('Специални образователни потребности'), col.text('Подкрепа')];
  const rows: Cell[][] = groups
    .flatMap((g) => g.children)
    .map((c) => ({ c, s: byChildId.get(c.id) }))
    .filter(({ s }) => Boolean(s && (s.isSop || s.support.trim())))
    .map(({ c, s }) => [c.groupName, c.name, s?.isSop ? 'Да' : 'Не', s?.support.trim() ?? '']);
  return { ...head, columns, rows, totals: null };
}
