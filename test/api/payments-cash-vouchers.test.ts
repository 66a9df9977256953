import { describe, expect, it } from 'vitest';
import { PaymentMethod } from '../../shared/src/enums';
import { amountInWords, formatCents } from '../../shared/src/money-words';
import { settlementWorld } from '../support/activities/settlement-world';
import { api, download } from '../support/api';
import { pdfText } from '../support/documents';

/**
 * The settlements with the providers, continued: expense cash vouchers (the provider's cash handed over once,
 * a Bulgarian РКО), the DynamoDB requests of the settlement routes, and who may settle.
 */

const { world, period, aProviderWithActivities, aPaidFee, prepare, saveProtocol, remove } = settlementWorld();

describe('expense cash vouchers', () => {
  it('hands over the provider’s cash once, prints it, blocks the protocol’s delete while it exists', async () => {
    const { provider, dance } = await aProviderWithActivities();
    await aPaidFee(provider, dance.id, 0, '2026-11', 5000);
    await aPaidFee(provider, dance.id, 1, '2026-11', 3000, { method: PaymentMethod.EPay });
    const protocolId = String((await saveProtocol(provider.id)).body.entityId);
    const prep = await api(world.kg.director, 'payments.voucherPreparation', {
      query: { kindergartenId: world.kg.id, protocolId },
    });
    expect(prep.body).toMatchObject({ paymentsCount: 1, collectedCents: 5000, providerDueCents: 4500 });

    const body = {
      kindergartenId: world.kg.id,
      protocolId,
      date: '2026-11-21',
      recipientName: 'Мария Георгиева',
      recipientDocument: 'л.к. № 645123456, изд. 12.03.2020 г., МВР – Пловдив',
      basis: 'Предаване на събрани такси',
      expectedTotalCents: 4500,
    };
    const noDocument = await api(world.kg.director, 'payments.saveVoucher', {
      body: { ...body, recipientDocument: ' ' },
    });
    expect(noDocument.status).toBe(400);
    expect(noDocument.error?.errors?.[0]?.field).toBe('recipientDocument');
    const saved = await api(world.kg.director, 'payments.saveVoucher', { body });
    expect(saved.status).toBe(200);
    const again = await api(world.kg.director, 'payments.saveVoucher', {
      body: { ...body, expectedTotalCents: undefined },
    });
    expect(again.status).toBe(409); // the cash is in the saved voucher already
    const id = String(saved.body.entityId);
    const text = await pdfText(
      (await download(world.kg.director, 'payments.voucherExport', { path: { id } })).bytes,
    );
    // Issue #25, point 8: the recipient and their identity document, the basis, the sum in figures and
    // words, and the four signature lines of a Bulgarian РКО.
    for (const expected of [
      'РАЗХОДЕН КАСОВ ОРДЕР',
      'Изплатете на: Мария Георгиева',
      'Документ за самоличност: л.к. № 645123456, изд. 12.03.2020 г., МВР – Пловдив',
      'Основание: Предаване на събрани такси',
      `Сума: ${formatCents(4500)}`,
      `Словом: ${amountInWords(4500)}`,
      'Получател:',
      'Касиер:',
      'Главен счетоводител:',
      'Ръководител (директор):',
    ])
      expect(text).toContain(expected);
    expect(
      (await api(world.kg.director, 'payments.voucherSummary', { path: { id } })).body.voucher
        ?.recipientDocument,
    ).toBe('л.к. № 645123456, изд. 12.03.2020 г., МВР – Пловдив');
    const list = await api(world.kg.director, 'payments.vouchersOverview', {
      query: { kindergartenId: world.kg.id, providerId: provider.id },
    });
    expect(list.body.result.map((r) => r.id)).toEqual([id]);

    expect(await remove(protocolId)).toBe(409);
    expect(
      (await api(world.kg.director, 'payments.deleteVoucher', { path: { id: protocolId } })).status,
    ).toBe(404);
    expect((await api(world.kg.director, 'payments.deleteVoucher', { path: { id } })).status).toBe(200);
    expect(await remove(protocolId)).toBe(200);
  });

  it('prepares by provider and period only the cash payments, naming what is missing', async () => {
    const { provider, dance } = await aProviderWithActivities();
    await aPaidFee(provider, dance.id, 2, '2026-11', 2000);
    await aPaidFee(provider, dance.id, 2, '2026-11', 2000, { method: PaymentMethod.POS });
    const prep = await api(world.kg.director, 'payments.voucherPreparation', { query: period(provider.id) });
    expect(prep.body).toMatchObject({ paymentsCount: 1, collectedCents: 2000 });
    const missing = await api(world.kg.director, 'payments.voucherPreparation', {
      query: { kindergartenId: world.kg.id },
    });
    expect(missing.status).toBe(400);
    expect(missing.error?.errors?.[0]?.field).toBe('query.providerId');
    const preview = await download(world.kg.director, 'payments.voucherPreview', {
      query: period(provider.id),
    });
    expect(await pdfText(preview.bytes)).toContain('ПРОЕКТ');
  });
});

const requests = (reply: { headers: Headers }) =>
  Number(/requests=(\d+)/.exec(reply.headers.get('x-gradina-db') ?? '')?.[1]);

describe('requests per route (docs/areas/provider-invoices.md)', () => {
  it('reads a month’s preparation in 6 requests, the overview in one Query a kind, a document in one', async () => {
    const { provider, dance } = await aProviderWithActivities();
    await aPaidFee(provider, dance.id, 1, '2026-11', 2200);
    // The provider, three months of payments, the claims, the activities.
    expect(requests(await prepare(provider.id))).toBe(6);
    const id = String((await saveProtocol(provider.id)).body.entityId);
    const query = { kindergartenId: world.kg.id };
    expect(
      requests(
        await api(world.kg.director, 'payments.settlementsOverview', {
          query: { ...query, kind: 'protocol' },
        }),
      ),
    ).toBe(1);
    expect(requests(await api(world.kg.director, 'payments.settlementsOverview', { query }))).toBe(3);
    expect(requests(await api(world.kg.director, 'payments.settlementSummary', { path: { id } }))).toBe(1);
  });
});

describe('who may settle', () => {
  it('refuses teachers and parents, and another kindergarten does not see the documents', async () => {
    const { provider, dance } = await aProviderWithActivities();
    await aPaidFee(provider, dance.id, 0, '2026-11', 1500);
    const id = String((await saveProtocol(provider.id)).body.entityId);
    const query = { kindergartenId: world.kg.id };
    expect((await api(world.kg.teacher, 'payments.settlementsOverview', { query })).status).toBe(403);
    expect((await api(world.kg.parent, 'payments.settlementsOverview', { query })).status).toBe(403);
    expect((await api(world.administrator, 'payments.settlementsOverview', { query })).status).toBe(200);
    expect((await api(world.other.director, 'payments.settlementSummary', { path: { id } })).status).toBe(
      404,
    );
    expect((await api(world.other.director, 'payments.deleteSettlement', { path: { id } })).status).toBe(404);
    expect(
      (
        await api(world.kg.teacher, 'payments.saveProtocol', {
          body: { ...period(provider.id), date: '2026-11-21' },
        })
      ).status,
    ).toBe(403);
  });
});
