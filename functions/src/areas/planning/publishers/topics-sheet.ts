import {
  type AgeGroup,
  ageGroupNames,
  ageGroups,
  type EducationalArea,
  educationalAreaNames,
  educationalAreas,
} from '@gradina/shared/education/education';
import { topicsPerSetMax } from '@gradina/shared/manifest/routes/planning/publishers';
import type { SheetRow } from '../../../platform/documents/sheet-rows';

/**
 * The topics spreadsheet (docs/areas/education.md, "Upload"): the first row is the header with exactly the
 * columns „Възрастова група“, „Направление“, „Тема“, „Очаквани резултати“ (in any order); every further row
 * is one topic, in the order of the file. The age group is its number (1-4) or its name („Първа“…), the
 * area its number (1-7) or its name as Наредба № 5 gives it. Pure: the rows in, the sets or the errors out.
 */

export const topicColumns = {
  ageGroup: 'Възрастова група',
  area: 'Направление',
  title: 'Тема',
  expectedResults: 'Очаквани резултати',
} as const;

export interface ParsedSet {
  ageGroup: AgeGroup;
  area: EducationalArea;
  topics: { title: string; expectedResults: string }[];
}

export type SheetOutcome = { sets: ParsedSet[] } | { errors: { field: string; message: string }[] };

const norm = (t: string) => t.trim().toLocaleLowerCase('bg').replace(/\s+/g, ' ');
const ordinals = ['първа', 'втора', 'трета', 'четвърта'];

function ageOf(text: string): AgeGroup | null {
  const n = Number(text);
  if (ageGroups.includes(n as AgeGroup)) return n as AgeGroup;
  const t = norm(text);
  const i = ordinals.findIndex((o) => t.startsWith(o));
  if (i >= 0) return ageGroups[i]!;
  return ageGroups.find((a) => norm(ageGroupNames[a]) === t) ?? null;
}

function areaOf(text: string): EducationalArea | null {
  const n = Number(text);
  if (educationalAreas.includes(n as EducationalArea)) return n as EducationalArea;
  return educationalAreas.find((a) => norm(educationalAreaNames[a]) === norm(text)) ?? null;
}

export function parseTopicsSheet(rows: readonly SheetRow[]): SheetOutcome {
  const [header, ...body] = rows;
  if (!header)
    return { errors: [{ field: 'file', message: 'Файлът е празен: очаква се заглавен ред и теми.' }] };
  const wanted = Object.values(topicColumns).map(norm);
  const names = header.cells.map(norm);
  const unknown = header.cells.filter((c, i) => c !== '' && !wanted.includes(names[i]!));
  const missing = Object.values(topicColumns).filter((c) => !names.includes(norm(c)));
  if (unknown.length > 0 || missing.length > 0)
    return {
      errors: [
        {
          field: 'file',
          message: [
            unknown.length ? `Непознати колони: ${unknown.map((c) => `„${c}“`).join(', ')}.` : '',
            missing.length ? `Липсващи колони: ${missing.map((c) => `„${c}“`).join(', ')}.` : '',
          ]
            .filter(Boolean)
            .join(' '),
        },
      ],
    };
  const col = (name: string) => names.indexOf(norm(name));
  const errors: { field: string; message: string }[] = [];
  const sets = new Map<string, ParsedSet>();
  for (const row of body) {
    const cell = (name: string) => row.cells[col(name)] ?? '';
    const field = `row${row.number}`;
    const age = ageOf(cell(topicColumns.ageGroup));
    const area = areaOf(cell(topicColumns.area));
    const title = cell(topicColumns.title);
    const problems = [
      age === null ? `непозната възрастова група „${cell(topicColumns.ageGroup)}“` : '',
      area === null ? `непознато направление „${cell(topicColumns.area)}“` : '',
      title === '' ? 'липсва тема' : title.length > 300 ? 'темата е по-дълга от 300 знака' : '',
      cell(topicColumns.expectedResults).length > 2000 ? 'очакваните резултати са над 2000 знака' : '',
    ].filter(Boolean);
    if (problems.length > 0 || age === null || area === null) {
      errors.push({ field, message: `Ред ${row.number}: ${problems.join('; ')}.` });
      continue;
    }
    const key = `${age}.${area}`;
    const set = sets.get(key) ?? { ageGroup: age, area, topics: [] };
    set.topics.push({ title, expectedResults: cell(topicColumns.expectedResults) });
    sets.set(key, set);
  }
  for (const s of sets.values())
    if (s.topics.length > topicsPerSetMax)
      errors.push({
        field: 'file',
        message: `${ageGroupNames[s.ageGroup]}, ${educationalAreaNames[s.area]}: над ${topicsPerSetMax} теми.`,
      });
  if (errors.length > 0) return { errors };
  if (sets.size === 0) return { errors: [{ field: 'file', message: 'Файлът няма нито една тема.' }] };
  return { sets: [...sets.values()] };
}
