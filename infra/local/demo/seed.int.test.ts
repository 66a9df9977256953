/**
 * Seeds the demo data into a real DynamoDB Local (DYNAMODB_ENDPOINT and TABLE_NAME come from the global
 * setup, which starts it and creates the table) and checks what the product reads from it.
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../../functions/src/platform/auth/passwords';
import { db, tableName } from '../../../functions/src/platform/db/client';
import { keys } from '../../../functions/src/platform/db/keys';
import { LoginIdentifierKind, Role } from '../../../shared/src/enums';
import { createWorld, saveAll } from './builders';
import { pickDemoMove } from './children-records-demo';
import { buildDemoWorld, demoMarkerKey, seedDemoData } from './seed';

const queryCount = async (input: Omit<ConstructorParameters<typeof QueryCommand>[0], 'TableName'>) => {
  let count = 0;
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const out = await db().send(
      new QueryCommand({ ...input, TableName: tableName(), Select: 'COUNT', ExclusiveStartKey }),
    );
    count += out.Count ?? 0;
    ExclusiveStartKey = out.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return count;
};

describe('demo seed', () => {
  let first: Awaited<ReturnType<typeof seedDemoData>>;
  let seconds = 0;

  beforeAll(async () => {
    const started = performance.now();
    first = await seedDemoData(db(), tableName());
    seconds = (performance.now() - started) / 1000;
  }, 120_000);

  it('seeds reference data, kindergartens, children and one account per role', async () => {
    console.info(`demo seed: ${seconds.toFixed(1)} s`, first.counts);
    expect(first.accounts.map((a) => a.email)).toContain('resource-specialist@demo.gradina.bg');
    expect(first.counts.children).toBe(202);
    expect(
      await queryCount({
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': 'LOOKUP#REGIONS' },
      }),
    ).toBe(28);
    const plovdiv = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk AND begins_with(GSI1SK, :name)',
        ExpressionAttributeValues: { ':pk': 'LOOKUP#CITIES_BY_NAME', ':name': 'пловдив#' },
      }),
    );
    expect(plovdiv.Items?.map((c) => [c.id, c.kind, c.areaId])).toEqual([['56784', 'гр.', 'PDV22']]);
    expect(
      await queryCount({
        IndexName: 'GSI2',
        KeyConditionExpression: 'GSI2PK = :pk',
        ExpressionAttributeValues: { ':pk': keys.kindergartenDirectory().GSI2PK },
      }),
    ).toBeGreaterThanOrEqual(3);
  });

  it('lets the demo parent sign in and reach two children', async () => {
    const marker = await db().send(
      new GetCommand({
        TableName: tableName(),
        Key: keys.loginIdentifier(LoginIdentifierKind.Email, 'parent@demo.gradina.bg'),
      }),
    );
    const userId = String(marker.Item?.userId);
    const user = await db().send(new GetCommand({ TableName: tableName(), Key: keys.user(userId) }));
    expect(user.Item?.baseRole).toBe(Role.Parent);
    expect(await verifyPassword('Gradina2026', String(user.Item?.passwordHash))).toBe(true);
    const children = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': keys.childrenOfParent(userId).GSI1PK },
      }),
    );
    expect(children.Items).toHaveLength(2);
    expect(new Set(children.Items?.map((i) => i.groupId)).size).toBe(2);
  });

  it("lists a group's children sorted by name", async () => {
    const demo = buildDemoWorld();
    const { groups, children } = demo;
    const group = groups[0]!;
    // The demo moves one child of this group to another on 16.11.2026 (children-records-demo.ts).
    const moved = pickDemoMove(demo)?.child.id;
    const demoChildren = children.filter((c) => c.groupId === group.id).map((c) => c.id);
    const out = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': keys.childrenOfGroup(group.kindergartenId, group.id).GSI1PK },
      }),
    );
    // Other suites of the run share this table and enrol children of their own in the demo's groups.
    expect(demoChildren).toHaveLength(18);
    expect(out.Items?.map((i) => i.id)).toEqual(
      expect.arrayContaining(demoChildren.filter((id) => id !== moved)),
    );
    expect(out.Items?.map((i) => i.id)).not.toContain(moved);
    const sortKeys = out.Items?.map((i) => String(i.GSI1SK)) ?? [];
    expect(sortKeys).toEqual([...sortKeys].sort());
  });

  it('does nothing the second time', async () => {
    const before = await db().send(new GetCommand({ TableName: tableName(), Key: demoMarkerKey }));
    const started = performance.now();
    const again = await seedDemoData(db(), tableName());
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(again.accounts).toEqual(first.accounts);
    expect(again.counts).toEqual(first.counts);
    const after = await db().send(new GetCommand({ TableName: tableName(), Key: demoMarkerKey }));
    expect(after.Item?.seededAt).toBe(before.Item?.seededAt);
  });
});

describe('builders against the table', () => {
  it('save isolated worlds that do not collide', async () => {
    for (let i = 0; i < 2; i++) {
      const w = createWorld();
      const kg = w.aKindergarten();
      const group = w.aGroup(kg);
      const child = w.aChild(kg, group);
      w.aGuardian(child, w.aParent(kg));
      w.aStaffMember(kg);
      await saveAll(db(), tableName(), w.items);
      // Saving the same world again is harmless.
      await saveAll(db(), tableName(), w.items);
      const staff = await queryCount({
        // The staff members, not the partition's roster item.
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :user)',
        ExpressionAttributeValues: { ':pk': keys.staffMember(kg.id, '').PK, ':user': 'USER#' },
      });
      expect(staff).toBe(1);
    }
  });
});
