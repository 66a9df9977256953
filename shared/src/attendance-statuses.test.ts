import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  attendanceStatuses,
  statusKind,
  statusLegend,
  statusLongLabel,
  statusShortLabel,
} from './attendance-statuses';
import { StudentAttendanceStatus as S, StudentAttendanceStatusShortLabels } from './enums';

const all = Object.values(S);

describe('the one table of attendance statuses (issue #24, point 7)', () => {
  it('gives every status exactly one short and one long label, none shared by two statuses', () => {
    expect(
      Object.keys(attendanceStatuses)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(all);
    for (const s of all) {
      expect(statusShortLabel(s)).not.toBe('');
      expect(statusLongLabel(s)).not.toBe('');
    }
    expect(new Set(all.map(statusShortLabel)).size).toBe(all.length);
    expect(new Set(all.map(statusLongLabel)).size).toBe(all.length);
  });

  it('uses each of the spec’s 13 short labels for exactly one status', () => {
    for (const label of StudentAttendanceStatusShortLabels)
      expect(all.filter((s) => statusShortLabel(s) === label)).toHaveLength(1);
  });

  it('follows the spec: excused С, quarantine ПК, flu break ГВ, family reasons СП', () => {
    expect(statusShortLabel(S.Excused)).toBe('С');
    expect(statusShortLabel(S.Quarantine)).toBe('ПК');
    expect(statusShortLabel(S.FluBreak)).toBe('ГВ');
    expect(statusShortLabel(S.FamilyReasonAbsence)).toBe('СП');
    expect(statusLongLabel(S.SicknessAbsence6)).toBe('Болест с медицинска бележка от болница');
  });

  it('counts hourly statuses present, every absence but 1 excused, locked and vacation days as neither', () => {
    expect([S.Attendance, S.Hourly1, S.Hourly2, S.Hourly3].map(statusKind)).toEqual(Array(4).fill('present'));
    expect(statusKind(S.Absence)).toBe('unexcused');
    expect(statusKind(S.Quarantine)).toBe('excused');
    expect([S.Locked, S.Vacancy, undefined, 99].map(statusKind)).toEqual(Array(4).fill('none'));
    expect(statusShortLabel(undefined)).toBe('');
    expect(statusLegend()[0]).toBe('НО – Неизвинено отсъствие');
  });
});

const root = join(import.meta.dirname, '../..');
const tableFiles = new Set(['shared/src/attendance-statuses.ts', 'shared/src/enums.ts']);

function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((f) => f.isFile() && /\.tsx?$/.test(f.name) && !/\.test\.tsx?$/.test(f.name))
    .map((f) => relative(root, join(f.parentPath, f.name)))
    .filter((f) => !tableFiles.has(f) && !f.includes('node_modules'));
}

/** Lines of code (comments dropped) that match `rule`, as `file:line: text`. */
function offending(dirs: string[], rule: RegExp): string[] {
  return dirs.flatMap((dir) =>
    sources(dir).flatMap((file) =>
      readFileSync(join(root, file), 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ''))
        .split('\n')
        .map((line) => line.replace(/(^|\s)\/\/.*$/, ''))
        .flatMap((line, i) => (rule.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    ),
  );
}

const quoted = (labels: readonly string[]) =>
  new RegExp(`['"\`](?:${labels.map((l) => l.replace(/[.]/g, '\\.')).join('|')})['"\`]`);

describe('no other file names the statuses', () => {
  const dirs = ['functions/src', 'web/src', 'shared/src', 'infra/local'];

  it('has no table keyed by StudentAttendanceStatus of its own', () => {
    expect(offending(dirs, /\[(?:S|StudentAttendanceStatus)\.[A-Za-z0-9]+\]\s*:\s*['"`{]/)).toEqual([]);
  });

  it('has no short label literal of the children’s statuses (П, НО, В and К are also staff marks)', () => {
    // The labels only the children's statuses use, and the old „ИО“ for excused.
    const labels = ['ИО', 'МБ', 'МБП', 'РСЦ', 'ГВ', 'СП', 'ПК', 'ТЕЛК', '1ч.', '2ч.', '3ч.'];
    expect(offending(dirs, quoted(labels))).toEqual([]);
  });

  it('has no long label literal of a status', () => {
    // „Присъствие“, „Ваканция“ and „Грипна ваканция“ are also staff marks and day-off types' names.
    const shared = new Set(['Присъствие', 'Ваканция', 'Грипна ваканция']);
    const names = all.map(statusLongLabel).filter((n) => !shared.has(n));
    expect(offending(dirs, quoted([...names, 'Болест (медицинска бележка)']))).toEqual([]);
  });
});
