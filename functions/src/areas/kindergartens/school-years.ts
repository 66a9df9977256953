import { randomUUID } from 'node:crypto';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { FieldError } from '@gradina/shared';
import type { SchoolYear } from '@gradina/shared/manifest/routes/kindergartens';
import { sessionCan } from '../../platform/auth/effective-rights';
import {
  moveSessionsOffPeriod,
  periodNotFoundMessage,
  rolesWithoutKindergarten,
  sessionKindergarten,
} from '../../platform/auth/session-context';
import { db, tableName } from '../../platform/db/client';
import { keys } from '../../platform/db/keys';
import { pageOf, queryAll } from '../../platform/db/query';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/errors';
import type { SessionContext } from '../../platform/http/session';

/** A school year as stored (`KG#<kg>#PERIODS` / `PERIOD#<id>`). */
export interface PeriodItem {
  id: string;
  kindergartenId: string;
  name: string;
  yearFrom: number;
  yearTo: number;
  fromDate: string;
  toDate: string;
  active: boolean;
}

export interface PeriodInput {
  id?: string;
  yearFrom: number;
  yearTo?: number;
  fromDate: string;
  toDate: string;
  active: boolean;
}

export const staleYearsMessage =
  'Учебните години на детската градина бяха променени междувременно от друг потребител. Опитайте отново.';

/** All school years of a kindergarten, newest first: one Query. */
export async function periodsOf(kindergartenId: string): Promise<PeriodItem[]> {
  const items = await queryAll<PeriodItem>({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
    ExpressionAttributeValues: { ':pk': keys.schoolYear(kindergartenId, '').PK, ':sk': 'PERIOD#' },
  });
  return items.sort((a, b) => b.yearFrom - a.yearFrom || b.fromDate.localeCompare(a.fromDate));
}

export function periodView(p: PeriodItem, session: SessionContext): SchoolYear {
  return {
    id: p.id,
    kindergartenId: p.kindergartenId,
    name: p.name ?? `${p.yearFrom}/${p.yearTo}`,
    yearFrom: Number(p.yearFrom),
    yearTo: Number(p.yearTo),
    fromDate: p.fromDate,
    toDate: p.toDate,
    active: p.active === true,
    isSelected: p.id === session.periodId && p.kindergartenId === session.kindergartenId,
  };
}

/**
 * What makes a school year valid beside the others of its kindergarten: two consecutive years, dates in
 * them and in order, no second year with the same start and no overlapping dates (the daily rollover picks
 * the year covering today, so two must never cover the same day). Field errors are 400; clashes are 409.
 */
export function checkPeriod(
  input: PeriodInput,
  others: readonly PeriodItem[],
): { errors: FieldError[]; clash?: string; yearTo: number } {
  const yearTo = input.yearTo ?? input.yearFrom + 1;
  const errors: FieldError[] = [];
  if (yearTo !== input.yearFrom + 1)
    errors.push({ field: 'yearTo', message: 'Крайната година трябва да е следващата след началната.' });
  if (!input.fromDate.startsWith(`${input.yearFrom}-`))
    errors.push({ field: 'fromDate', message: `Началната дата трябва да е през ${input.yearFrom} г.` });
  if (!input.toDate.startsWith(`${yearTo}-`))
    errors.push({ field: 'toDate', message: `Крайната дата трябва да е през ${yearTo} г.` });
  if (input.fromDate >= input.toDate)
    errors.push({ field: 'toDate', message: 'Крайната дата трябва да е след началната.' });
  if (errors.length > 0) return { errors, yearTo };
  const rest = others.filter((p) => p.id !== input.id);
  const same = rest.find((p) => Number(p.yearFrom) === input.yearFrom);
  if (same) return { errors, yearTo, clash: `Учебната година ${same.name} вече съществува.` };
  const overlap = rest.find((p) => p.fromDate <= input.toDate && input.fromDate <= p.toDate);
  if (overlap) return { errors, yearTo, clash: `Датите се застъпват с учебна година ${overlap.name}.` };
  return { errors, yearTo };
}

async function kindergartenProfile(kindergartenId: string) {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.kindergarten(kindergartenId), ConsistentRead: true }),
  );
  if (!Item) throw notFound('Детската градина не е намерена.');
  return Item as { activePeriodId?: string | null; periodsVersion?: number };
}

/** The condition and update that serialise every change of a kindergarten's school years. */
function bumpYearsVersion(kindergartenId: string, read: number | undefined, activePeriodId?: string) {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.kindergarten(kindergartenId),
      UpdateExpression: `SET periodsVersion = :next${activePeriodId ? ', activePeriodId = :active' : ''}`,
      ConditionExpression:
        read === undefined
          ? 'attribute_exists(PK) AND attribute_not_exists(periodsVersion)'
          : 'attribute_exists(PK) AND periodsVersion = :read',
      ExpressionAttributeValues: {
        ':next': (read ?? 0) + 1,
        ...(read === undefined ? {} : { ':read': read }),
        ...(activePeriodId ? { ':active': activePeriodId } : {}),
      },
    },
  };
}

export interface PeriodListQuery {
  kindergartenId?: string;
  active?: boolean;
  PageNumber?: number;
  PageSize?: number;
}

/** `GET /api/KindergartenPeriods`. */
export async function listPeriods(session: SessionContext, q: PeriodListQuery) {
  const kindergartenId = sessionKindergarten(session, q.kindergartenId);
  const periods = (await periodsOf(kindergartenId))
    .filter((p) => q.active === undefined || (p.active === true) === q.active)
    .map((p) => periodView(p, session));
  return pageOf(periods, q.PageNumber, q.PageSize ?? (periods.length || 1));
}

/** Groups per school year: one Query of the kindergarten's groups (only their `periodId`). */
async function groupsPerPeriod(kindergartenId: string): Promise<Map<string, number>> {
  const groups = await queryAll<{ periodId?: string }>({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
    ExpressionAttributeValues: { ':pk': keys.group(kindergartenId, '').PK, ':sk': 'GROUP#' },
    ProjectionExpression: 'periodId',
  });
  const counts = new Map<string, number>();
  for (const g of groups) if (g.periodId) counts.set(g.periodId, (counts.get(g.periodId) ?? 0) + 1);
  return counts;
}

/** `GET /api/KindergartenPeriods/overview-models`: with groups per year and whether it can go. */
export async function periodOverview(session: SessionContext, q: PeriodListQuery) {
  const kindergartenId = sessionKindergarten(session, q.kindergartenId);
  const [periods, counts] = await Promise.all([periodsOf(kindergartenId), groupsPerPeriod(kindergartenId)]);
  const rows = periods.map((p) => {
    const groupsCount = counts.get(p.id) ?? 0;
    return { ...periodView(p, session), groupsCount, canDelete: p.active !== true && groupsCount === 0 };
  });
  return pageOf(rows, q.PageNumber, q.PageSize ?? (rows.length || 1));
}

async function loadPeriod(kindergartenId: string, id: string): Promise<PeriodItem> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.schoolYear(kindergartenId, id),
      ConsistentRead: true,
    }),
  );
  if (!Item) throw notFound(periodNotFoundMessage);
  return Item as PeriodItem;
}

export async function getPeriod(session: SessionContext, id: string) {
  return periodView(await loadPeriod(sessionKindergarten(session), id), session);
}

/**
 * `POST /api/KindergartenPeriods`: creates (no id) or edits a school year. One transaction writes the
 * year, moves "active" from the previous one when it becomes active, and bumps the kindergarten's
 * `periodsVersion` read before the checks, so two concurrent edits can never leave two active years or
 * overlapping dates. The first year of a kindergarten becomes active by itself.
 */
export async function savePeriod(session: SessionContext, body: PeriodInput & { kindergartenId?: string }) {
  const kindergartenId = sessionKindergarten(session, body.kindergartenId);
  if (!body.id && !sessionCan(session, 'KindergartenPeriods', 'create'))
    throw forbidden('Нямате права да създавате учебни години.');
  const [kg, periods] = await Promise.all([kindergartenProfile(kindergartenId), periodsOf(kindergartenId)]);
  const existing = body.id ? periods.find((p) => p.id === body.id) : undefined;
  if (body.id && !existing) throw notFound(periodNotFoundMessage);
  const { errors, clash, yearTo } = checkPeriod(body, periods);
  if (errors.length > 0) throw badRequest(errors[0]!.message, errors);
  if (clash) throw conflict(clash);
  const currentActive = kg.activePeriodId ?? null;
  const id = body.id ?? randomUUID();
  if (currentActive === id && !body.active)
    throw badRequest(
      'Детската градина трябва да има активна учебна година: направете активна друга година вместо тази.',
      [{ field: 'active', message: 'Активната учебна година не може да стане неактивна.' }],
    );
  const makeActive = body.active || !currentActive;
  const item: PeriodItem = {
    id,
    kindergartenId,
    name: `${body.yearFrom}/${yearTo}`,
    yearFrom: body.yearFrom,
    yearTo,
    fromDate: body.fromDate,
    toDate: body.toDate,
    active: makeActive,
  };
  const t = tableName();
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: t,
              Item: { ...keys.schoolYear(kindergartenId, id), type: 'SchoolYear', ...item },
              ConditionExpression: body.id ? 'attribute_exists(PK)' : 'attribute_not_exists(PK)',
            },
          },
          bumpYearsVersion(
            kindergartenId,
            kg.periodsVersion === undefined ? undefined : Number(kg.periodsVersion),
            makeActive && currentActive !== id ? id : undefined,
          ),
          ...(makeActive && currentActive && currentActive !== id
            ? [
                {
                  Update: {
                    TableName: t,
                    Key: keys.schoolYear(kindergartenId, currentActive),
                    UpdateExpression: 'SET active = :no',
                    ConditionExpression: 'attribute_exists(PK)',
                    ExpressionAttributeValues: { ':no': false },
                  },
                },
              ]
            : []),
        ],
      }),
    );
  } catch (e) {
    if ((e as Error).name === 'TransactionCanceledException') throw conflict(staleYearsMessage);
    throw e;
  }
  return { isSuccessful: true, entityId: id, errorMessage: null };
}

/**
 * `DELETE /api/KindergartenPeriods/{id}`: never the active year, never a year groups (and so children)
 * belong to. Sessions working in it move to the active year.
 */
export async function deletePeriod(session: SessionContext, id: string) {
  const kindergartenId = sessionKindergarten(session);
  const [period, kg, counts] = await Promise.all([
    loadPeriod(kindergartenId, id),
    kindergartenProfile(kindergartenId),
    groupsPerPeriod(kindergartenId),
  ]);
  if (period.active === true || kg.activePeriodId === id)
    throw conflict('Активната учебна година не може да бъде изтрита. Първо направете активна друга година.');
  const groups = counts.get(id) ?? 0;
  if (groups > 0)
    throw conflict(
      `Учебната година ${period.name} не може да бъде изтрита: в нея има ${groups} ${groups === 1 ? 'група' : 'групи'}.`,
    );
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName: tableName(),
              Key: keys.schoolYear(kindergartenId, id),
              ConditionExpression: 'attribute_exists(PK) AND active = :no',
              ExpressionAttributeValues: { ':no': false },
            },
          },
          bumpYearsVersion(
            kindergartenId,
            kg.periodsVersion === undefined ? undefined : Number(kg.periodsVersion),
          ),
        ],
      }),
    );
  } catch (e) {
    if ((e as Error).name === 'TransactionCanceledException') throw conflict(staleYearsMessage);
    throw e;
  }
  await moveSessionsOffPeriod(kindergartenId, id, kg.activePeriodId ?? null);
  return { isSuccessful: true, entityId: id, errorMessage: null };
}

/**
 * `GET /api/KindergartenPeriods/periods/{kindergartenId}`: the school years of one of the user's
 * kindergartens (the membership is checked with one GetItem).
 */
export async function periodsOfKindergarten(session: SessionContext, kindergartenId: string) {
  sessionKindergarten(session);
  if (rolesWithoutKindergarten.has(session.role)) throw forbidden('Нямате достъп до тази детска градина.');
  if (kindergartenId !== session.kindergartenId) {
    const { Item } = await db().send(
      new GetCommand({ TableName: tableName(), Key: keys.membership(session.userId, kindergartenId) }),
    );
    if (!Item) throw forbidden('Нямате достъп до тази детска градина.');
  }
  const periods = await periodsOf(kindergartenId);
  return { kindergartenId, periods: periods.map((p) => periodView(p, session)) };
}
