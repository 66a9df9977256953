import type { Role } from '@gradina/shared';
import type { KindergartenSummary } from '@gradina/shared/manifest/routes/kindergartens/kindergartens';
import {
  rolesWithoutKindergarten,
  switchKindergarten,
  userPartition,
} from '../../platform/auth/session-context';
import { isMotherIn, orderKindergartens } from '../../platform/frame/kindergarten-order';
import { saved } from '../../platform/http/replies';
import type { SessionContext } from '../../platform/http/session';
import { kindergartenDirectory, kindergartenProfiles } from './items';

/**
 * `GET /api/Kindergartens`: the kindergartens the user belongs to (the switcher), a mother followed by its
 * branches. One Query of the user's partition and one BatchGet of the profiles. National roles (MON,
 * municipality, Master) work in none.
 */
export async function myKindergartens(session: SessionContext): Promise<KindergartenSummary[]> {
  const record = await userPartition(session.userId);
  if (!record || rolesWithoutKindergarten.has(Number(record.user.baseRole) as Role)) return [];
  const roleIn = new Map(record.memberships.map((m) => [m.kindergartenId, m.role]));
  const profiles = await kindergartenProfiles(record.memberships.map((m) => m.kindergartenId));
  return orderKindergartens(profiles).map((k) => ({
    id: k.id,
    name: k.name,
    kindergartenName: k.name,
    kindergartenType: Number(k.kindergartenType ?? 2),
    city: k.city ?? '',
    town: k.town ?? '',
    adress: k.adress ?? '',
    motherKindergartenId: k.motherKindergartenId ?? null,
    isMother: isMotherIn(profiles, k.id),
    isSelected: k.id === session.kindergartenId,
    automaticExcuseWithMedicalNote: k.automaticExcuseWithMedicalNote === true,
    userType: Number(roleIn.get(k.id)),
  }));
}

/** `POST /api/Kindergartens/change/{id}`. */
export async function changeKindergarten(session: SessionContext, kindergartenId: string) {
  const next = await switchKindergarten(session, kindergartenId);
  return {
    ...saved(kindergartenId),
    periodId: next.periodId,
    userType: next.role,
  };
}

/**
 * `GET /api/administration/kindergarten/institutions-overview`: the country's kindergartens by name, from the
 * national directory index (one Query per 1 MB: a few thousand small items). `Name` matches any part of the
 * name, the settlement or the code (the id, which the Master's kindergarten picker finds it by), without regard
 * to case.
 */
export async function institutions(query: { Name?: string; PageNumber?: number; PageSize?: number }) {
  const all = await kindergartenDirectory(['id', 'name', 'city', 'town', 'motherKindergartenId']);
  const needle = query.Name?.toLocaleLowerCase('bg');
  const rows = all
    .filter(
      (k) =>
        !needle ||
        `${k.name} ${k.town ?? ''} ${k.city ?? ''} ${k.id}`.toLocaleLowerCase('bg').includes(needle),
    )
    .sort((a, b) => collator.compare(a.name, b.name));
  const size = query.PageSize ?? 50;
  const page = query.PageNumber ?? 1;
  return {
    result: rows.slice((page - 1) * size, page * size).map((k) => ({
      id: k.id,
      name: k.name,
      city: k.town || k.city || '',
      motherKindergartenId: k.motherKindergartenId ?? null,
    })),
    rowsCount: rows.length,
  };
}

const collator = new Intl.Collator('bg');
