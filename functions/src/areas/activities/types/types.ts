import { randomUUID } from 'node:crypto';
import { pageOf, requireVersion } from '../../../platform/db';
import { forbidden } from '../../../platform/http/errors';
import { saved } from '../../../platform/http/replies';
import type { RouteSession } from '../../../platform/http/route-session';
import { allTypes, createType, deleteType, getTypeOrNotFound, renameType } from './items';

/** The national activity types: the Master's list and edits, and the kindergartens' reading of them. */

const row = (t: { id: string; name: string; usedBy?: number; version: number }) => ({
  id: t.id,
  name: t.name,
  usedBy: Number(t.usedBy ?? 0),
  version: t.version,
});

/** `GET /api/administration/ActivityManagement/activity-types`. */
export async function listTypes(q: { PageNumber?: number; PageSize?: number }) {
  const rows = (await allTypes()).map(row);
  return pageOf(rows, q.PageNumber, q.PageSize ?? (rows.length || 1));
}

/** `GET /api/Activities/types`: id and name, for the activity form. */
export async function typeOptions() {
  return (await allTypes()).map((t) => ({ id: t.id, name: t.name }));
}

/** `POST …/activity-types`: creates (no id) or renames (with the version read). */
export async function saveType(session: RouteSession, body: { id?: string; name: string; version?: number }) {
  const name = body.name.trim().replace(/\s+/g, ' ');
  if (!body.id) {
    const id = randomUUID();
    await createType({ id, name, usedBy: 0, version: 1 });
    return saved(id);
  }
  if (!session.can('ActivityCatalogue', 'update'))
    throw forbidden('Нямате права да променяте видовете дейности.');
  const expected = requireVersion(body.version);
  const current = await getTypeOrNotFound(body.id);
  await renameType(current, name, expected);
  return saved(body.id);
}

/** `DELETE …/activity-type/{id}`: refused (409) while an activity uses it. */
export async function removeType(id: string) {
  await deleteType(await getTypeOrNotFound(id));
  return saved(id);
}
