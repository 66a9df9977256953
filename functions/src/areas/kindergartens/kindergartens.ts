import type { Role } from '@gradina/shared';
import type { KindergartenSummary } from '@gradina/shared/manifest/routes/kindergartens';
import {
  rolesWithoutKindergarten,
  switchKindergarten,
  userPartition,
} from '../../platform/auth/session-context';
import { keys } from '../../platform/db/keys';
import type { SessionContext } from '../../platform/http/session';
import { batchGetAll } from '../identity/access/batch-get';
import { isMotherIn, orderKindergartens } from './kindergarten-order';

interface KindergartenItem {
  id: string;
  name: string;
  kindergartenType?: number;
  city?: string;
  town?: string;
  adress?: string;
  motherKindergartenId?: string | null;
  automaticExcuseWithMedicalNote?: boolean;
}

/**
 * `GET /api/Kindergartens`: the kindergartens the user belongs to (the switcher), a mother followed by its
 * branches. One Query of the user's partition and one BatchGet of the profiles. National roles (MON,
 * municipality, Master) work in none.
 */
export async function myKindergartens(session: SessionContext): Promise<KindergartenSummary[]> {
  const record = await userPartition(session.userId);
  if (!record || rolesWithoutKindergarten.has(Number(record.user.baseRole) as Role)) return [];
  const roleIn = new Map(record.memberships.map((m) => [m.kindergartenId, m.role]));
  const profiles = await batchGetAll<KindergartenItem>(
    record.memberships.map((m) => keys.kindergarten(m.kindergartenId)),
  );
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
    isSuccessful: true,
    entityId: kindergartenId,
    errorMessage: null,
    periodId: next.periodId,
    userType: next.role,
  };
}
