import { randomUUID } from 'node:crypto';
import { Role } from '@gradina/shared';
import {
  type ExemptionKind,
  exemptionKindLabels,
} from '@gradina/shared/manifest/routes/payments/kindergarten-fees';
import { checkMayWrite, childName, childNotFound, readChild } from '../../../domain/children/access';
import { getItem, keys, putItem, staleWrite, transact, versionedPut } from '../../../platform/db';
import { conflict, forbidden, invalidField, notFound } from '../../../platform/http/errors';
import { saved } from '../../../platform/http/replies';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import type { SessionContext } from '../../../platform/http/session';
import { takesOnlinePayments } from '../online/start';
import { settingsWhenOn } from './generate';
import {
  type ExemptionItem,
  exemptionsOf,
  type FeeTypeItem,
  feeTypesOf,
  kindergartenFeeKeys,
  moduleSwitchOp,
  readProvider,
  readSettings,
  type SettingsItem,
} from './items';

/** The module's settings, fee types and exemptions (docs/areas/kindergarten-fees.md, "Settings"). */

export async function feeSettings(kindergartenId: string) {
  const s = await readSettings(kindergartenId);
  const provider = s.providerId ? await readProvider(s.providerId) : undefined;
  return {
    enabled: s.enabled,
    providerId: s.providerId,
    providerName: provider?.name ?? s.providerName,
    takesOnlinePayments: Boolean(provider && takesOnlinePayments(provider)),
    version: s.version,
  };
}

/** The settings put under the version read, with the shell's module switch beside them. */
async function writeSettings(kindergartenId: string, next: Omit<SettingsItem, 'version'>, expected: number) {
  await transact(
    [
      {
        put: {
          type: 'KindergartenFeeSettings',
          ...next,
          ...kindergartenFeeKeys.settings(kindergartenId),
          version: expected + 1,
        },
        condition:
          expected === 0
            ? {
                expression: 'attribute_not_exists(PK) OR #v = :zero',
                names: { '#v': 'version' },
                values: { ':zero': 0 },
              }
            : { equals: { version: expected } },
      },
      moduleSwitchOp(kindergartenId, next.enabled),
    ],
    () => staleWrite(),
  );
}

/** `PUT /api/fees/settings`: the director turns the module on or off and names the merchant account. */
export async function saveFeeSettings(
  session: TenantRouteSession,
  body: { enabled: boolean; providerId: string | null; version: number },
) {
  const kg = session.kindergartenId;
  const current = await readSettings(kg);
  if (current.version !== body.version) throw staleWrite();
  const provider = body.providerId ? await readProvider(body.providerId) : undefined;
  if (body.providerId && !provider)
    throw invalidField('providerId', 'Сметката за онлайн плащане не е намерена.');
  await writeSettings(
    kg,
    { enabled: body.enabled, providerId: provider?.id ?? null, providerName: provider?.name ?? null },
    body.version,
  );
  return saved(kg);
}

/** `PUT /api/fees/module/{kindergartenId}`: the Master switches any kindergarten, the others their own. */
export async function switchModule(session: SessionContext, kindergartenId: string, enabled: boolean) {
  if (session.role !== Role.Master && session.kindergartenId !== kindergartenId) throw forbidden();
  if (!(await getItem(keys.kindergarten(kindergartenId)))) throw notFound('Детската градина не е намерена.');
  const current = await readSettings(kindergartenId);
  await writeSettings(
    kindergartenId,
    { enabled, providerId: current.providerId, providerName: current.providerName },
    current.version,
  );
  return saved(kindergartenId);
}

const typeView = (t: FeeTypeItem) => ({
  id: t.id,
  name: t.name,
  pricing: t.pricing,
  priceCents: t.priceCents,
  variableCents: t.variableCents,
  groupIds: t.groupIds,
  siblingSecondPercent: t.siblingSecondPercent,
  siblingThirdFree: t.siblingThirdFree,
  fromDate: t.fromDate,
  toDate: t.toDate,
  feesCount: t.feesCount ?? 0,
  version: t.version,
});

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'bg');

export const feeTypes = async (kindergartenId: string) =>
  (await feeTypesOf(kindergartenId)).map(typeView).sort(byName);

type TypeBody = Omit<FeeTypeItem, 'id' | 'kindergartenId' | 'version' | 'feesCount'> & {
  id?: string;
  version?: number;
};

/** Creates a fee type, or edits it under the version read (its fees so far keep their amounts). */
export async function saveFeeType(session: TenantRouteSession, body: TypeBody, stored: FeeTypeItem | null) {
  const kg = session.kindergartenId;
  // Another kindergarten's fee type is not found, whatever the module's state here.
  if (body.id && !stored) throw notFound('Видът такса не е намерен.');
  await settingsWhenOn(kg);
  const id = stored?.id ?? randomUUID();
  const item: FeeTypeItem = {
    id,
    kindergartenId: kg,
    name: body.name,
    pricing: body.pricing,
    priceCents: body.priceCents,
    variableCents: body.pricing === 'mixed' ? body.variableCents : 0,
    groupIds: body.groupIds,
    siblingSecondPercent: body.siblingSecondPercent,
    siblingThirdFree: body.siblingThirdFree,
    fromDate: body.fromDate,
    toDate: body.toDate,
    feesCount: stored?.feesCount ?? 0,
    version: (stored?.version ?? 0) + 1,
  };
  const row = { ...kindergartenFeeKeys.feeType(kg, id), type: 'KindergartenFeeType', ...item };
  if (stored) await versionedPut(row, { expected: body.version ?? 0 });
  else await putItem(row, { absent: true });
  return saved(id);
}

export async function deleteFeeType(type: FeeTypeItem) {
  if ((type.feesCount ?? 0) > 0)
    throw conflict(
      `Видът такса „${type.name}“ има генерирани такси и не може да бъде изтрит. Задайте „В сила до“.`,
    );
  await transact(
    [
      {
        delete: kindergartenFeeKeys.feeType(type.kindergartenId, type.id),
        condition: { equals: { version: type.version } },
      },
    ],
    () => staleWrite(),
  );
  return saved(type.id);
}

export const exemptions = async (kindergartenId: string) =>
  (await exemptionsOf(kindergartenId))
    .map(({ id, childId, childName, kind, percent, document, fromDate, toDate, version }) => ({
      id,
      childId,
      childName,
      kind,
      percent,
      document,
      fromDate,
      toDate,
      version,
    }))
    .sort((a, b) => a.childName.localeCompare(b.childName, 'bg') || a.fromDate.localeCompare(b.fromDate));

type ExemptionBody = {
  id?: string;
  childId: string;
  kind: ExemptionKind;
  percent: number;
  document?: string | undefined;
  fromDate: string;
  toDate: string | null;
  version?: number;
};

export async function saveExemption(
  session: TenantRouteSession,
  body: ExemptionBody,
  stored: ExemptionItem | null,
) {
  const kg = session.kindergartenId;
  if (body.id && !stored) throw notFound('Облекчението не е намерено.');
  await settingsWhenOn(kg);
  const child = await readChild(kg, body.childId);
  if (!child) throw invalidField('childId', childNotFound);
  await checkMayWrite(session, child);
  const id = stored?.id ?? randomUUID();
  const row = {
    ...kindergartenFeeKeys.exemption(kg, id),
    type: 'KindergartenFeeExemption',
    id,
    kindergartenId: kg,
    childId: child.id,
    childName: childName(child),
    kind: body.kind,
    label: exemptionKindLabels[body.kind],
    percent: body.percent,
    document: body.document?.trim() || null,
    fromDate: body.fromDate,
    toDate: body.toDate,
    version: (stored?.version ?? 0) + 1,
  } satisfies ExemptionItem & Record<string, unknown>;
  if (stored) await versionedPut(row, { expected: body.version ?? 0 });
  else await putItem(row, { absent: true });
  return saved(id);
}

export async function deleteExemption(e: ExemptionItem) {
  await transact([
    { delete: kindergartenFeeKeys.exemption(e.kindergartenId, e.id), condition: { exists: true } },
  ]);
  return saved(e.id);
}
