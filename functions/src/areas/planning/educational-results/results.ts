import { Role } from '@gradina/shared';
import { ResultStage, stageMonth } from '@gradina/shared/education/education';
import type {
  ChildResult,
  ResultsTemplate,
} from '@gradina/shared/manifest/routes/planning/educational-results';
import { childrenOfCaller } from '../../../domain/children/access';
import { groupFor } from '../../../domain/education/access';
import {
  aggregateOp,
  deltasBetween,
  resultsAggregateKind,
  stampOf,
} from '../../../domain/education/aggregates';
import { masterDefault, type TemplateItem, templateOf } from '../../../domain/education/child-results';
import { educationKeys } from '../../../domain/education/keys';
import { rosterOf } from '../../../domain/groups/roster';
import { batchGet, getItem, queryAll, type TransactOp, transact } from '../../../platform/db';
import { staleWrite } from '../../../platform/db/versioned-update';
import type { SchoolYearItem } from '../../../platform/frame/shell-reads';
import { badRequest, invalidField, notFound } from '../../../platform/http/errors';
import { saved } from '../../../platform/http/replies';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { levelErrors, type ResultItem, stageCounters } from './summary';

/**
 * Educational results (issue #30). The template: the kindergarten's adaptation or the Master's (one
 * BatchGet of both). A group's records: its roster (the group item) and one Query. A save: the group, one
 * BatchGet (the record, both templates, the school year, the kindergarten's profile) and one transaction
 * with the `results` aggregate of the stage's month.
 */

export async function masterTemplate(): Promise<ResultsTemplate> {
  const master = await getItem<TemplateItem>(educationKeys.masterTemplate(), { consistent: true });
  return { ...(master ?? masterDefault), adapted: false };
}

async function writeTemplate(key: { PK: string; SK: string }, body: TemplateItem) {
  const stored = await getItem<TemplateItem>(key, { consistent: true });
  const version = stored?.version ?? 0;
  if (body.version !== version) throw staleWrite();
  const levels = [...body.levels].sort((a, b) => a.level - b.level);
  if (new Set(levels.map((l) => l.level)).size !== levels.length)
    throw invalidField('levels', 'Всяко ниво се вписва веднъж.');
  await transact(
    [
      {
        put: { ...key, type: 'ResultsTemplate', areas: body.areas, levels, version: version + 1 },
        condition: stored ? { equals: { version } } : { absent: true },
      },
    ],
    () => staleWrite(),
  );
  return saved(null);
}

export const saveMasterTemplate = (body: TemplateItem) => writeTemplate(educationKeys.masterTemplate(), body);

/** The template the kindergarten assesses by: one BatchGet of its own and the Master's. */
export async function kindergartenTemplate(kindergartenId: string): Promise<ResultsTemplate> {
  const items = await batchGet<TemplateItem & { PK: string }>([
    educationKeys.kindergartenTemplate(kindergartenId),
    educationKeys.masterTemplate(),
  ]);
  return templateOf(
    items.find((i) => i.PK !== 'EDU#TEMPLATES'),
    items.find((i) => i.PK === 'EDU#TEMPLATES'),
  );
}

export function saveKindergartenTemplate(session: TenantRouteSession, body: TemplateItem) {
  return writeTemplate(educationKeys.kindergartenTemplate(session.kindergartenId), body);
}

const resultsOfGroup = (kindergartenId: string, groupId: string) =>
  queryAll<ResultItem>({
    partition: educationKeys.result(kindergartenId, groupId, '').PK,
    beginsWith: 'CHILD#',
  });

/** Every child of the group's roster with their record (empty before the first assessment); a parent's own. */
export async function groupRecords(session: TenantRouteSession, classId: string) {
  const [group, stored] = await Promise.all([
    groupFor(session, classId, 'read'),
    resultsOfGroup(session.kindergartenId, classId),
  ]);
  const mine = session.role === Role.Parent ? new Set(await childrenOfCaller(session)) : null;
  const byChild = new Map(stored.map((r) => [r.childId, r]));
  const collator = new Intl.Collator('bg');
  const rows: ChildResult[] = rosterOf(group)
    .filter((c) => !mine || mine.has(c.id))
    .map((c) => {
      const r = byChild.get(c.id);
      return {
        childId: c.id,
        childName: `${c.firstName} ${c.lastName}`,
        start: r?.start ?? {},
        end: r?.end ?? {},
        startNote: r?.startNote ?? '',
        endNote: r?.endNote ?? '',
        version: r?.version ?? 0,
      };
    })
    .sort((a, b) => collator.compare(a.childName, b.childName));
  return { className: group.name, rows };
}

export const groupResults = async (session: TenantRouteSession, classId: string) =>
  (await groupRecords(session, classId)).rows;

export async function saveChildResult(
  session: TenantRouteSession,
  body: {
    classId: string;
    childId: string;
    stage: ResultStage;
    levels: Record<string, number>;
    note?: string | undefined;
    version: number;
  },
) {
  const kg = session.kindergartenId;
  const group = await groupFor(session, body.classId, 'write');
  if (!rosterOf(group).some((c) => c.id === body.childId))
    throw invalidField('childId', 'Детето не е от тази група.');
  const keys = {
    result: educationKeys.result(kg, body.classId, body.childId),
    year: educationKeys.schoolYear(kg, group.periodId),
    profile: educationKeys.kindergarten(kg),
  };
  const items = await batchGet<Record<string, unknown>>([
    keys.result,
    keys.year,
    keys.profile,
    educationKeys.kindergartenTemplate(kg),
    educationKeys.masterTemplate(),
  ]);
  const find = (k: { PK: string; SK: string }) => items.find((i) => i.PK === k.PK && i.SK === k.SK);
  const template = templateOf(
    find(educationKeys.kindergartenTemplate(kg)) as TemplateItem | undefined,
    find(educationKeys.masterTemplate()) as TemplateItem | undefined,
  );
  const errors = levelErrors(template, body.levels);
  if (errors.length > 0) throw badRequest(errors[0]!.message, errors);
  const year = find(keys.year) as SchoolYearItem | undefined;
  if (!year) throw notFound('Учебната година на групата не е намерена.');
  const stored = find(keys.result) as ResultItem | undefined;
  if ((stored?.version ?? 0) !== body.version) throw staleWrite();
  const field = body.stage === ResultStage.Start ? 'start' : 'end';
  const next: ResultItem = {
    childId: body.childId,
    groupId: body.classId,
    start: stored?.start ?? {},
    end: stored?.end ?? {},
    startNote: stored?.startNote ?? '',
    endNote: stored?.endNote ?? '',
    [field]: body.levels,
    [`${field}Note`]: body.note ?? '',
    version: (stored?.version ?? 0) + 1,
  };
  const aggregate = aggregateOp(
    resultsAggregateKind,
    stampOf(kg, find(keys.profile) as { name?: string; municipalityCode?: string } | undefined),
    stageMonth(year.yearFrom, body.stage),
    deltasBetween(stageCounters(body.stage, stored?.[field]), stageCounters(body.stage, body.levels)),
  );
  const ops: TransactOp[] = [
    {
      put: { ...keys.result, type: 'EducationalResult', periodId: group.periodId, ...next },
      condition: stored ? { equals: { version: stored.version } } : { absent: true },
    },
    ...(aggregate ? [aggregate] : []),
  ];
  await transact(ops, () => staleWrite());
  return saved(body.childId);
}
