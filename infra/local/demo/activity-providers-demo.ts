/**
 * The national activity catalogue's demo data: the seven activity types and two providers with their ePay
 * merchant accounts (КИН and a secret sealed as the product seals it), verified, ready for batch payments
 * and enabled, and registered with the local ePay simulator so payments and notifications work at once.
 * Written with the feature's own item functions. The secrets are demo values derived from fixed text; a
 * restarted simulator forgets its merchants, and the Master's "Провери известията" registers one again.
 *
 *   await seedActivityProvidersDemo();   // first of the activities' demos: they find these by name
 */
import { createHash } from 'node:crypto';
import { createProvider } from '../../../functions/src/areas/activities/providers/items';
import { createType } from '../../../functions/src/areas/activities/types/items';
import type { ProviderItem } from '../../../functions/src/domain/activities/items';
import { epayNotificationUrl } from '../../../functions/src/domain/activities/notify-url';
import { registerWithLocalSimulator } from '../../../functions/src/platform/payments/epay/local-simulator';
import { encryptSecret } from '../../../functions/src/platform/secrets';
import { PaymentProviderConfigurationFlags as Flag } from '../../../shared/src/enums';

export const demoActivityTypes = [
  'Танци',
  'Английски език',
  'Плуване',
  'Футбол',
  'Рисуване',
  'Шах',
  'Музика',
];

const hash = (text: string) => createHash('sha256').update(text).digest('hex');
/** A stable UUID-shaped id per name, so every seed writes the same ids. */
const demoId = (kind: string, name: string) => {
  const h = hash(`gradina-demo|${kind}|${name}`);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
};

interface DemoProvider {
  name: string;
  eik: string;
  address: string;
  contactName: string;
  phone: string;
  email: string;
  min: string;
  defaultDiscountPercent: number;
}

export const demoProviders: DemoProvider[] = [
  {
    name: '„Танцово студио Ритъм“ ЕООД',
    eik: '175074752',
    address: 'гр. Пловдив, ул. „Капитан Райчо“ 12',
    contactName: 'Елена Стоянова',
    phone: '0888 123 456',
    email: 'ritam@demo.gradina.bg',
    min: '6200000011',
    defaultDiscountPercent: 0,
  },
  {
    name: '„Инглиш Кидс“ ООД',
    eik: '831641791',
    address: 'гр. Пловдив, бул. „Руски“ 45',
    contactName: 'Джон Смит',
    phone: '0899 654 321',
    email: 'english.kids@demo.gradina.bg',
    min: '6200000029',
    defaultDiscountPercent: 5,
  },
];

/** The demo secret of a provider (64 characters, as ePay's are). */
export const demoSecret = (p: Pick<DemoProvider, 'min'>) =>
  hash(`gradina-demo-secret|${p.min}`).toUpperCase();

const ready =
  Flag.IdSet |
  Flag.SecretSet |
  Flag.WebHookVerified |
  Flag.TransferPaymentReady |
  Flag.TransferPaymentEnabled;

export async function seedActivityProvidersDemo(): Promise<void> {
  for (const name of demoActivityTypes)
    await createType({ id: demoId('type', name), name, usedBy: 0, version: 1 });
  for (const p of demoProviders) {
    const id = demoId('provider', p.name);
    const secret = demoSecret(p);
    const item: ProviderItem = {
      id,
      ...p,
      sealedSecret: await encryptSecret(secret, { providerId: id }),
      configuration: ready,
      configurationError: null,
      lastInvoice: 0,
      acceptsTransferPayments: true,
      usedBy: 0,
      version: 1,
      createdAt: '2026-09-01T07:00:00.000Z',
    };
    await createProvider(item);
  }
  await registerDemoProviders();
}

/**
 * Registers the demo providers' merchant accounts with the local ePay simulator: after seeding, and after a
 * cloud loaded the seeded table from its snapshot (infra/local/seed-snapshot.ts), as its simulator is new.
 */
export async function registerDemoProviders(): Promise<void> {
  for (const p of demoProviders)
    await registerWithLocalSimulator(
      { min: p.min, secret: demoSecret(p), name: p.name },
      epayNotificationUrl(demoId('provider', p.name)),
    );
}
