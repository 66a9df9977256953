import { readFileSync } from 'node:fs';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from '../../functions/src/platform/db/keys';
import { PaymentMethod } from '../../shared/src/enums';
import { batchWriteAll, type DbItem } from './batch-write';
import { parseCsv } from './csv';

/**
 * The national reference data every environment needs (not demo data): oblasts, municipalities,
 * settlements and city districts from ЕКАТТЕ, countries, and payment types.
 */

const readEkatte = (name: 'oblasts' | 'municipalities' | 'settlements' | 'districts') =>
  parseCsv(readFileSync(new URL(`./ekatte/${name}.csv`, import.meta.url), 'utf8'));

/** Codes Intl knows as regions that are not countries or territories with an ISO 3166-1 code of their own. */
const notCountries = new Set([
  'EU', // European Union
  'EZ', // eurozone
  'UN', // United Nations
  'QO', // Outlying Oceania
  'XA', // pseudo-accents
  'XB', // pseudo-bidi
  'ZZ', // unknown region
  'AC', // Ascension Island (part of SH)
  'CP', // Clipperton Island
  'DG', // Diego Garcia (part of IO)
  'EA', // Ceuta and Melilla (part of ES)
  'IC', // Canary Islands (part of ES)
  'TA', // Tristan da Cunha (part of SH)
  'CQ', // Sark (part of GG)
]);

/**
 * Countries with their Bulgarian names: every two-letter code Intl names, without the pseudo-regions above
 * and without deprecated codes Intl still names but replaces by a current one (BU, CS, DD, SU, UK, YU, ZR…).
 * 249 ISO 3166-1 countries and territories plus XK (Kosovo), which Bulgarian documents use.
 */
export function countries(): { code: string; name: string }[] {
  const names = new Intl.DisplayNames(['bg'], { type: 'region', fallback: 'none' });
  const out: { code: string; name: string }[] = [];
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      if (notCountries.has(code)) continue;
      const name = names.of(code);
      if (!name) continue;
      if (new Intl.Locale(`und-${code}`).region !== code) continue; // a deprecated alias
      out.push({ code, name });
    }
  }
  return out;
}

/** Bulgarian names of the spec's payment methods (Undefined is not offered). */
export const paymentTypeNames: Record<Exclude<PaymentMethod, 0>, string> = {
  [PaymentMethod.Bank]: 'Банков превод',
  [PaymentMethod.Cash]: 'В брой',
  [PaymentMethod.APSPO]: 'АПСПО',
  [PaymentMethod.EPay]: 'ePay.bg',
  [PaymentMethod.POS]: 'ПОС терминал',
  [PaymentMethod.EasyPay]: 'EasyPay',
  [PaymentMethod.EPayBankCard]: 'Банкова карта (ePay)',
};

/** Every reference item, built from the files beside this module; no I/O beyond reading them. */
export function buildReferenceItems(): DbItem[] {
  const items: DbItem[] = [];
  for (const o of readEkatte('oblasts')) {
    items.push({
      ...keys.lookup('REGIONS', o.code!),
      type: 'Region',
      id: o.code,
      name: o.name,
      nameEn: o.nameEn,
      centerName: o.centerName,
    });
  }
  for (const m of readEkatte('municipalities')) {
    items.push({
      ...keys.lookup('AREAS', `${m.oblastCode}#${m.code}`),
      type: 'Area',
      id: m.code,
      name: m.name,
      regionId: m.oblastCode,
      regionName: m.oblastName,
    });
  }
  for (const s of readEkatte('settlements')) {
    if (s.kind !== 'гр.' && s.kind !== 'с.') continue; // monasteries and any other non-settlement unit
    items.push({
      ...keys.city(s.oblastCode!, s.municipalityCode!, s.code!),
      ...keys.cityByName(s.name!.toLocaleLowerCase('bg'), s.code!),
      type: 'City',
      id: s.code,
      name: s.name,
      kind: s.kind,
      areaId: s.municipalityCode,
      areaName: s.municipalityName,
      regionId: s.oblastCode,
      regionName: s.oblastName,
    });
  }
  for (const d of readEkatte('districts')) {
    items.push({
      ...keys.lookup('DISTRICTS', `${d.cityEkatte}#${d.code}`),
      type: 'District',
      id: d.code,
      name: d.name,
      cityId: d.cityEkatte,
      cityName: d.cityName,
    });
  }
  for (const c of countries()) {
    items.push({ ...keys.lookup('COUNTRIES', c.code), type: 'Country', id: c.code, name: c.name });
  }
  for (const [n, name] of Object.entries(paymentTypeNames)) {
    items.push({
      ...keys.lookup('PAYMENT_TYPES', n.padStart(2, '0')),
      type: 'PaymentType',
      id: Number(n),
      name,
    });
  }
  return items;
}

/** Writes the reference data (puts overwrite, so loading again refreshes it). */
export async function loadReferenceData(
  client: DynamoDBDocumentClient,
  tableName: string,
): Promise<{ items: number }> {
  const items = await batchWriteAll(client, tableName, buildReferenceItems(), { concurrency: 8 });
  return { items };
}
