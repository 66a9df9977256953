import { call } from '../../support/api-client';
import type { ExampleWorld, RouteExamples } from '../route-examples';
import { demoDirectorToken } from './kindergartens';

/**
 * Examples of the partners' resources (issue #32): a product of the demo kindergarten's first partner,
 * created by the demo director before an edit, read or delete names it.
 */

async function aPartner(w: ExampleWorld): Promise<string> {
  const reply = await call('GET', `/api/Partners?OrderByColumn=Name&kindergartenId=${w.kindergartenId}`, {
    token: await demoDirectorToken(),
  });
  const first = (reply.body as { result: { id: string }[] }).result[0];
  if (!first) throw new Error('the demo kindergarten has no partner');
  return first.id;
}

const productBody = async (w: ExampleWorld) => ({
  kindergartenId: w.kindergartenId,
  partnerId: await aPartner(w),
  name: 'Примерна познавателна книжка',
  kind: 1 as const,
  ageGroups: [3 as const],
  areas: [1 as const, 2 as const],
  description: 'Комплект за трета възрастова група.',
  url: 'https://example.org/knizhka',
});

async function aProduct(w: ExampleWorld): Promise<string> {
  const reply = await call('POST', '/api/Partners/products', {
    token: await demoDirectorToken(),
    body: await productBody(w),
  });
  if (reply.status !== 200) throw new Error(`product not created: ${JSON.stringify(reply.body)}`);
  return String((reply.body as { entityId: string }).entityId);
}

export const examples = {
  'kindergartens.partnerProducts': async (w) => ({
    path: { partnerId: await aPartner(w) },
    query: { kindergartenId: w.kindergartenId },
  }),
  'kindergartens.partnerProduct': async (w) => ({ path: { id: await aProduct(w) } }),
  'kindergartens.savePartnerProduct': async (w) => ({
    body: { ...(await productBody(w)), id: await aProduct(w), version: 1 },
  }),
  'kindergartens.deletePartnerProduct': async (w) => ({ path: { id: await aProduct(w) } }),
} satisfies RouteExamples;
