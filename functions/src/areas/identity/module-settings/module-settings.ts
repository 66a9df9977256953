import { type ModuleName, moduleNames, modules, Role } from '@gradina/shared';
import { sessionKindergarten } from '../../../platform/auth/session-context';
import { batchGet } from '../../../platform/db/batch';
import { getItem, isConditionFailure, updateItem } from '../../../platform/db/item';
import { keys } from '../../../platform/db/keys';
import { queryAll } from '../../../platform/db/query';
import { staleWrite } from '../../../platform/db/versioned-update';
import { forbidden, invalidField, notFound } from '../../../platform/http/errors';
import { saved } from '../../../platform/http/replies';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import type { SessionContext } from '../../../platform/http/session';

export const staleSettingsMessage =
  'Настройките са променени от друг потребител междувременно. Заредете ги отново.';
export const outsideJurisdictionMessage = 'Детската градина не е във Вашата община.';

interface SettingsItem {
  PK: string;
  lockedModules?: string[];
  version?: number;
  updatedAt?: string;
}

interface KindergartenItem {
  PK: string;
  id: string;
  name: string;
  municipalityCode?: string;
}

const collator = new Intl.Collator('bg', { sensitivity: 'base', numeric: true });

/** The settings screen's view of one kindergarten: every module, locked or not. */
export function settingsView(kg: KindergartenItem, item: SettingsItem | undefined) {
  const locked = new Set(item?.lockedModules ?? []);
  return {
    kindergartenId: kg.id,
    kindergartenName: kg.name,
    modules: moduleNames.map((module) => ({
      module,
      name: modules[module].title,
      isLocked: locked.has(module),
      resources: [...modules[module].resources],
    })),
    version: Number(item?.version ?? 0),
    updatedAt: item?.updatedAt ?? null,
  };
}

/** Profiles and settings of kindergartens: one BatchGet (per 50 kindergartens). */
async function viewsOf(kindergartenIds: readonly string[]) {
  const items = await batchGet<Record<string, unknown>>(
    kindergartenIds.flatMap((id) => [keys.kindergarten(id), keys.moduleSettings(id)]),
  );
  const settings = new Map(
    items.filter((i) => i.SK === 'MODULE_SETTINGS').map((i) => [String(i.PK), i as unknown as SettingsItem]),
  );
  return items
    .filter((i) => i.SK === 'PROFILE')
    .map((kg) => settingsView(kg as unknown as KindergartenItem, settings.get(String(kg.PK))))
    .sort((a, b) => collator.compare(a.kindergartenName, b.kindergartenName));
}

/**
 * `GET /api/ModuleSettings`: staff see their kindergarten's settings; a municipality user (no kindergarten)
 * sees those of every kindergarten of the municipality in its jurisdiction, or of one of them.
 */
export async function readModuleSettings(session: SessionContext, query: { kindergartenId?: string }) {
  if (session.kindergartenId) {
    const views = await viewsOf([sessionKindergarten(session, query.kindergartenId)]);
    return { result: views, rowsCount: views.length };
  }
  if (session.role !== Role.Municipality && session.role !== Role.MON)
    throw forbidden('Не е избрана детска градина.');
  const user = await getItem<Record<string, unknown>>(keys.user(session.userId));
  const municipalityCode = (user?.jurisdiction as { municipalityCode?: string } | null | undefined)
    ?.municipalityCode;
  if (session.role === Role.Municipality && !municipalityCode)
    throw forbidden('Към профила Ви не е зададена община.');
  if (query.kindergartenId) {
    const kg = await getItem<Record<string, unknown>>(keys.kindergarten(query.kindergartenId));
    if (!kg) throw notFound('Детската градина не е намерена.');
    if (municipalityCode && kg.municipalityCode !== municipalityCode)
      throw forbidden(outsideJurisdictionMessage);
    const views = await viewsOf([query.kindergartenId]);
    return { result: views, rowsCount: views.length };
  }
  if (!municipalityCode)
    throw invalidField('query.kindergartenId', 'Изберете детска градина (kindergartenId).');
  const kindergartens = await queryAll<{ id: string }>({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': keys.kindergartensOfMunicipality(municipalityCode).GSI1PK },
    ProjectionExpression: 'id',
  });
  const views = await viewsOf(kindergartens.map((k) => k.id));
  return { result: views, rowsCount: views.length };
}

export interface SaveModuleSettingsBody {
  kindergartenId?: string;
  version?: number;
  modules: { module: ModuleName; isLocked: boolean }[];
}

/**
 * `POST /api/ModuleSettings`: locks and unlocks the modules named; the others stay as they are. The write
 * is conditional on the version the editor read (or, without one, on the version read here).
 */
export async function saveModuleSettings(session: TenantRouteSession, body: SaveModuleSettingsBody) {
  const { kindergartenId } = session;
  const key = keys.moduleSettings(kindergartenId);
  const Item = await getItem<Record<string, unknown>>(key, { consistent: true });
  const readVersion = Number(Item?.version ?? 0);
  if (body.version !== undefined && body.version !== readVersion) throw staleWrite(staleSettingsMessage);
  const locked = new Set<string>((Item?.lockedModules as string[] | undefined) ?? []);
  for (const m of body.modules) {
    if (m.isLocked) locked.add(m.module);
    else locked.delete(m.module);
  }
  const next = readVersion + 1;
  try {
    await updateItem(
      key,
      {
        set: {
          type: 'ModuleSettings',
          kindergartenId,
          lockedModules: moduleNames.filter((m) => locked.has(m)),
          version: next,
          updatedAt: new Date().toISOString(),
          updatedBy: session.userId,
        },
      },
      // The settings item is created by the first save: version 0 means no version written yet.
      readVersion === 0 ? { missing: ['version'] } : { equals: { version: readVersion } },
    );
  } catch (e) {
    if (isConditionFailure(e)) throw staleWrite(staleSettingsMessage);
    throw e;
  }
  return { ...saved(kindergartenId), version: next };
}
