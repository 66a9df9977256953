import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { encodeRights, needs, Role, type RouteDef, signedIn } from '@gradina/shared';
import { describe, expect, it } from 'vitest';
import { db, tableName } from '../db/client';
import { keys } from '../db/keys';
import type { SessionContext } from '../http/session';
import { authorizeRoute } from './route-permission';

const route = (permission: RouteDef['permission']): RouteDef => ({
  id: 'test.route',
  method: 'POST',
  path: '/api/Test',
  area: 'kitchen',
  permission,
  request: {},
  reply: { kind: 'file', contentTypes: [] },
  summary: 'тест',
});

const session = (role: Role, kindergartenId: string | null, grants?: string): SessionContext => ({
  userId: 'u',
  sessionId: 's',
  role,
  kindergartenId,
  periodId: null,
  grants: grants ?? null,
});

const refusal = (p: Promise<void>) =>
  p.then(
    () => undefined,
    (e: { statusCode: number; message: string }) => ({ status: e.statusCode, message: e.message }),
  );

describe('authorizeRoute', () => {
  it('allows what the session’s grants add to the role’s defaults', async () => {
    const r = route(needs('UserGroups', 'update'));
    expect(await refusal(authorizeRoute(r, session(Role.Teacher, 'kg')))).toMatchObject({ status: 403 });
    const grants = encodeRights({ UserGroups: 'ru' });
    expect(await refusal(authorizeRoute(r, session(Role.Teacher, 'kg', grants)))).toBeUndefined();
    expect(await refusal(authorizeRoute(route(signedIn), undefined))).toMatchObject({ status: 401 });
  });

  it('refuses writes to a locked module to everyone but the director; reads stay open', async () => {
    const kg = crypto.randomUUID();
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.moduleSettings(kg), type: 'ModuleSettings', lockedModules: ['Kitchen'], version: 1 },
      }),
    );
    const write = route(needs('Menus', 'create'));
    const refused = await refusal(authorizeRoute(write, session(Role.Manciple, kg)));
    expect(refused).toEqual({
      status: 403,
      message: 'Модулът „Кухня“ е заключен за промени. Само директорът може да го отключи.',
    });
    expect(await refusal(authorizeRoute(write, session(Role.Administrator, kg)))).toMatchObject({
      status: 403,
    });
    expect(await refusal(authorizeRoute(write, session(Role.Director, kg)))).toBeUndefined();
    expect(
      await refusal(authorizeRoute(route(needs('Menus', 'read')), session(Role.Manciple, kg))),
    ).toBeUndefined();
    expect(
      await refusal(authorizeRoute(route(needs('Products', 'create')), session(Role.Manciple, kg))),
    ).toBeUndefined();
    expect(await refusal(authorizeRoute(write, session(Role.Manciple, crypto.randomUUID())))).toBeUndefined();
  });
});
