import { randomInt, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { PaymentProviderConfigurationFlags as Flag, Role } from '../../shared/src/enums';
import { enrol } from '../support/activities/items';
import { aFailedTest, anActivity } from '../support/activities/providers';
import { type ApiResult, api, type Principal } from '../support/api';
import { type GivenKindergarten, given } from '../support/given';

/**
 * National activity types and providers through the API: the Master's edits, the ePay configuration stages
 * with the webhook test against the payments area's real webhook (the local cloud's), the kindergartens'
 * reads, and no reply ever carrying a secret.
 */
let kg: GivenKindergarten;
let other: GivenKindergarten;
let master: Principal;
const secrets: string[] = [];
/** Every provider reply of the suite, to grep for secrets at the end. */
const providerReplies: unknown[] = [];

const unique = () => randomUUID().slice(0, 8);
const aSecret = () => {
  const s = `${randomUUID()}${randomUUID()}`.replaceAll('-', '').toUpperCase();
  secrets.push(s);
  return s;
};
const providerBody = (o: Record<string, unknown> = {}) => ({
  name: `„Ритъм ${unique()}“ ЕООД`,
  eik: '175074752',
  address: 'гр. София, ул. „Шипка“ 5',
  contactName: 'Мария Иванова',
  phone: '0888123456',
  email: 'ritam@example.bg',
  defaultDiscountPercent: 10,
  acceptsTransferPayments: true,
  onlinePaymentsEnabled: false,
  ...o,
});
const kept = <T extends ApiResult<never>>(reply: T) => {
  providerReplies.push(reply.body);
  return reply;
};

async function createProvider(o: Record<string, unknown> = {}) {
  const reply = await api(master, 'activities.saveProvider', { body: providerBody(o) });
  expect(reply.status).toBe(200);
  return String(reply.body.entityId);
}
/** DynamoDB requests a reply took (the local cloud's meter). */
const requests = (reply: { headers: Headers }) =>
  Number(/requests=(\d+)/.exec(reply.headers.get('x-gradina-db') ?? '')?.[1]);
const readAdmin = async (id: string) =>
  kept(await api(master, 'activities.adminProvider', { path: { id } })).body;

beforeAll(async () => {
  [kg, other, master] = await Promise.all([
    given.kindergarten({ name: 'ДГ „Дъга“' }).group().child().parent(),
    given.kindergarten({ name: 'ДГ „Звездица“' }).group().child(),
    given.nationalUser(Role.Master),
  ]);
});

describe('activity types', () => {
  it('the Master creates, renames with the version read, and names stay unique whatever the case', async () => {
    const name = `Танци ${unique()}`;
    const created = await api(master, 'activities.saveActivityType', { body: { name } });
    expect(created.status).toBe(200);
    const id = String(created.body.entityId);
    const twin = await api(master, 'activities.saveActivityType', {
      body: { name: ` ${name.toUpperCase()} ` },
    });
    expect(twin.status).toBe(409);
    expect(twin.error?.errorMessage).toBe('Вече има вид дейност с това наименование.');
    expect(
      (
        await api(master, 'activities.saveActivityType', {
          body: { id, name: `${name} модерни`, version: 1 },
        })
      ).status,
    ).toBe(200);
    const stale = await api(master, 'activities.saveActivityType', {
      body: { id, name: 'Стари', version: 1 },
    });
    expect(stale.status).toBe(409);
    expect(stale.error?.errors?.[0]?.field).toBe('version');
    // The old name is free again once renamed.
    expect((await api(master, 'activities.saveActivityType', { body: { name } })).status).toBe(200);
    const list = await api(master, 'activities.activityTypes', { query: { PageSize: 500 } });
    expect(requests(list)).toBe(1);
    expect(list.body.result.find((t) => t.id === id)).toMatchObject({ name: `${name} модерни`, version: 2 });
    const read = await api(kg.director, 'activities.kindergartenActivityTypes', {
      query: { kindergartenId: kg.id },
    });
    expect(read.body.map((t) => t.id)).toContain(id);
  });

  it('a type an activity uses is not deleted (409), an unused one is', async () => {
    const [used, unused] = await Promise.all(
      [0, 1].map(async () =>
        String(
          (await api(master, 'activities.saveActivityType', { body: { name: `Шах ${unique()}` } })).body
            .entityId,
        ),
      ),
    );
    const providerId = await createProvider();
    await anActivity(kg.id, { typeId: used!, providerId, providerName: 'Ритъм' });
    const refused = await api(master, 'activities.deleteActivityType', { path: { id: used! } });
    expect(refused.status).toBe(409);
    expect(refused.error?.errorMessage).toBe(
      'Видът дейност се използва от дейности и не може да бъде изтрит.',
    );
    expect((await api(master, 'activities.deleteActivityType', { path: { id: unused! } })).status).toBe(200);
    expect((await api(master, 'activities.deleteActivityType', { path: { id: unused! } })).status).toBe(404);
  });

  it('only the Master edits the national types', async () => {
    const reply = await api(kg.director, 'activities.saveActivityType', { body: { name: 'Плуване' } });
    expect(reply.status).toBe(403);
  });
});

describe('providers', () => {
  it('refuses a wrong ЕИК, КИН or secret naming the field', async () => {
    for (const [field, value] of [
      ['eik', '175074751'],
      ['min', '12ab'],
      ['secret', 'къс'],
    ] as const) {
      const reply = await api(master, 'activities.saveProvider', { body: providerBody({ [field]: value }) });
      expect(reply.status).toBe(400);
      expect(reply.error?.errors?.[0]?.field).toBe(field);
    }
  });

  it('stores the КИН and the sealed secret: IdSet and SecretSet, the reply says only that a secret is set', async () => {
    const id = await createProvider({ min: String(randomInt(1e9, 1e10 - 1)), secret: aSecret() });
    const read = await readAdmin(id);
    expect(read).toMatchObject({ secretSet: true, configuration: Flag.IdSet | Flag.SecretSet, usedBy: 0 });
    expect(read.notifyUrl).toMatch(new RegExp(`/api/activities/payments/epay-notification/${id}$`));
    // An edit without a secret keeps it; enabling payments before a verification is refused.
    const refused = await api(master, 'activities.saveProvider', {
      body: providerBody({ id, version: 1, min: read.min, onlinePaymentsEnabled: true }),
    });
    expect(refused.status).toBe(400);
    expect(refused.error?.errors?.[0]?.field).toBe('onlinePaymentsEnabled');
    const edited = await api(master, 'activities.saveProvider', {
      body: providerBody({ id, version: 1, min: read.min, name: '„Ритъм“ ЕООД' }),
    });
    expect(edited.status).toBe(200);
    expect(await readAdmin(id)).toMatchObject({ secretSet: true, name: '„Ритъм“ ЕООД', version: 2 });
  });

  it('the webhook test verifies the payments webhook, then payments can be enabled; a new secret must be verified again', async () => {
    const min = String(randomInt(1e9, 1e10 - 1));
    const id = await createProvider({ min, secret: aSecret() });
    const test = await api(master, 'activities.initiateWebhookTest', { path: { id } });
    kept(test);
    expect(test.status).toBe(200);
    expect(test.body).toEqual({
      isVerified: true,
      configuration: Flag.IdSet | Flag.SecretSet | Flag.WebHookVerified | Flag.TransferPaymentReady,
      configurationError: null,
    });
    // The simulator knows the merchant and the notification URL (registered when the secret was saved).
    const merchants = (await (await fetch(`${process.env.EPAY_BASE_URL}dev/merchants`)).json()) as {
      min: string;
      notifyUrl: string;
    }[];
    expect(merchants.find((m) => m.min === min)?.notifyUrl).toMatch(/epay-notification\//);
    expect(
      (
        await api(master, 'activities.saveProvider', {
          body: providerBody({ id, version: 1, min, onlinePaymentsEnabled: true }),
        })
      ).status,
    ).toBe(200);
    const enabled = await readAdmin(id);
    expect(enabled.configuration & Flag.TransferPaymentEnabled).toBe(Flag.TransferPaymentEnabled);
    const listed = await api(kg.director, 'activities.providers', {
      query: { kindergartenId: kg.id, PageSize: 500 },
    });
    kept(listed);
    expect(listed.body.result.map((p) => p.id)).toContain(id);
    // A new secret drops Verified, Ready and Enabled.
    await api(master, 'activities.saveProvider', {
      body: providerBody({ id, version: 2, min, secret: aSecret(), onlinePaymentsEnabled: false }),
    });
    expect((await readAdmin(id)).configuration).toBe(Flag.IdSet | Flag.SecretSet);
  });

  it('a test needs the КИН and the secret (400); a stored error is cleared by reset with the Verifying bit', async () => {
    const bare = await createProvider({ min: String(randomInt(1e9, 1e10 - 1)) });
    const refused = kept(await api(master, 'activities.initiateWebhookTest', { path: { id: bare } }));
    expect(refused.status).toBe(400);
    expect(refused.error?.errors?.[0]?.field).toBe('secret');
    // A test that failed half-way (the Lambda stopped): Verifying and the error stay until the Master resets.
    await aFailedTest(bare, 'Адресът за известия отговори със статус 502.');
    expect(await readAdmin(bare)).toMatchObject({
      configuration: Flag.IdSet | Flag.WebHookVerifying,
      configurationError: 'Адресът за известия отговори със статус 502.',
    });
    expect((await api(master, 'activities.resetProviderError', { path: { id: bare } })).status).toBe(200);
    expect(await readAdmin(bare)).toMatchObject({ configuration: Flag.IdSet, configurationError: null });
  });

  it('a provider whose activities exist is not deleted (409); a free one is', async () => {
    const used = await createProvider();
    const free = await createProvider();
    await anActivity(other.id, { typeId: await aTypeId(), providerId: used, providerName: 'Ритъм' });
    const refused = await api(master, 'activities.deleteProvider', { path: { id: used } });
    expect(refused.status).toBe(409);
    expect(refused.error?.errorMessage).toBe('Доставчикът има дейности и не може да бъде изтрит.');
    expect((await api(master, 'activities.deleteProvider', { path: { id: free } })).status).toBe(200);
  });

  it('a stale edit answers 409 naming the version', async () => {
    const id = await createProvider();
    await api(master, 'activities.saveProvider', { body: providerBody({ id, version: 1 }) });
    const stale = await api(master, 'activities.saveProvider', { body: providerBody({ id, version: 1 }) });
    expect(stale.status).toBe(409);
    expect(stale.error?.errors?.[0]?.field).toBe('version');
  });
});

async function aTypeId() {
  return String(
    (await api(master, 'activities.saveActivityType', { body: { name: `Футбол ${unique()}` } })).body
      .entityId,
  );
}

describe('what kindergartens read', () => {
  it('the summary: per provider its activities here and the children enrolled; the parent: their children’s', async () => {
    const providerId = await createProvider({
      name: `„Инглиш Кидс ${unique()}“ ООД`,
      contactName: 'Джон Смит',
    });
    const typeId = await aTypeId();
    const english = await anActivity(kg.id, {
      typeId,
      providerId,
      providerName: 'x',
      name: 'Английски',
      enrolledCount: 3,
    });
    await anActivity(kg.id, { typeId, providerId, providerName: 'x', name: 'Английски 2', enrolledCount: 2 });
    await anActivity(other.id, { typeId, providerId, providerName: 'x', name: 'Другаде', enrolledCount: 9 });
    const summaryReply = kept(
      await api(kg.director, 'activities.providerSummary', { query: { kindergartenId: kg.id } }),
    );
    // The kindergarten's activities (one Query) and the providers' contacts (one BatchGet).
    expect(requests(summaryReply)).toBe(2);
    const summary = summaryReply.body.find((p) => p.providerId === providerId);
    expect(summary).toMatchObject({ contactName: 'Джон Смит', activitiesCount: 2, childrenCount: 5 });
    expect(summary?.activities.map((a) => a.name)).toEqual(['Английски', 'Английски 2']);

    const child = kg.child;
    await enrol(english, child, '2026-10-01');
    const mine = kept(
      await api(kg.parent, 'activities.parentProviders', { query: { kindergartenId: kg.id } }),
    ).body;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ providerId, phone: '0888123456', childrenCount: 1 });
    expect(mine[0]?.activities).toEqual([{ id: english.id, name: 'Английски', enrolledCount: 1 }]);
    // A parent does not read the kindergarten's summary.
    expect(
      (await api(kg.parent, 'activities.providerSummary', { query: { kindergartenId: kg.id } })).status,
    ).toBe(403);
  });

  it('the Master lists the kindergartens with activities and their names', async () => {
    const list = await api(master, 'activities.kindergartensWithActivities', { query: { PageSize: 500 } });
    // The markers (one Query) and the kindergartens' names (one BatchGet).
    expect(requests(list)).toBe(2);
    const mine = list.body.result.find((k) => k.kindergartenId === kg.id);
    expect(mine).toMatchObject({ kindergartenName: 'ДГ „Дъга“' });
    expect(mine!.activitiesCount).toBeGreaterThanOrEqual(3);
  });
});

describe('secrets', () => {
  it('no provider reply carries a secret or a sealed value', async () => {
    const all = kept(await api(master, 'activities.adminProviders', { query: { PageSize: 500 } }));
    expect(all.status).toBe(200);
    const text = JSON.stringify(providerReplies);
    expect(providerReplies.length).toBeGreaterThan(5);
    expect(secrets.length).toBeGreaterThanOrEqual(3);
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/sealed|local:v1:|kms:v1:/i);
  });
});
