import { describe, expect, it } from 'vitest';
import { routes } from './index';
import type { RouteDef } from './route';

/**
 * Lost updates (issue #9, finding 5): a route that edits a document as a whole carries a `version`, which
 * its GET answered and a stale edit gets 409 for. "Edits a whole document", as this test reads a route:
 * - a POST, PUT or PATCH
 * - that names an existing object by `id` or `userId` (in its path or its body)
 * - and rewrites at least two of its fields: body fields other than ids (`id`, `…Id`, `…Ids`),
 *   `kindergartenId` (the screen's kindergarten) and `version` itself.
 * A change of one field (a flag, an e-mail, a reason) is a targeted change: a concurrent editor loses no
 * other field. The profile of the signed-in user is named by the session, not by an id, so its edits are
 * listed by hand below.
 */
const ownDocumentEdits = ['identity.update'];

/** Routes the rule above takes for whole-document edits that are not, each with the reason. */
const notEdits: Record<string, string> = {
  'identity.resetPassword': 'sets a new password by a one-time link; the token is the authority, not a form',
  'identity.attachStaffToAccount': 'creates a staff record (409 when the account is already a member)',
  'identity.createAdminAccount': 'creates an account in the kindergarten named by the path',
  'communication.sendDirect': 'sends a new message; `userId` is its recipient',
  'children.createPortfolio':
    "creates a portfolio for the child the path names (the spec's `{id}`); its edits go through `children.updatePortfolio` with a version",
  'storage.saveReceipt':
    'posts a new receipt; with `id` it only finishes the posting of one that stopped half-way (receipts are never edited)',
  'storage.saveInventory':
    'posts a new inventory; with `id` it only finishes the posting of one that stopped half-way (inventories are never edited)',
  'attendance.approveMedicalNote':
    'a decision, not an edit: `excuse` and `excuseLockedDays` say what the approval does to the grid, and a second approval only excuses more',
};

function bodyKeys(route: RouteDef): string[] {
  let s = route.request.body as
    | { shape?: Record<string, unknown>; unwrap?: () => unknown; def?: { innerType?: unknown; in?: unknown } }
    | undefined;
  for (let i = 0; i < 4 && s && !s.shape; i++)
    s = (s.unwrap?.() ?? s.def?.innerType ?? s.def?.in) as typeof s;
  return Object.keys(s?.shape ?? {});
}

export function editsWholeDocument(route: RouteDef): boolean {
  if (!['POST', 'PUT', 'PATCH'].includes(route.method)) return false;
  const keys = bodyKeys(route);
  const namesObject = /\{(id|userId)\}/.test(route.path) || keys.includes('id') || keys.includes('userId');
  const fields = keys.filter((k) => !/^(id|version|kindergartenId)$|Ids?$/.test(k));
  return namesObject && fields.length >= 2;
}

describe('whole-document edits carry a version', () => {
  const edits = routes.filter((r) => ownDocumentEdits.includes(r.id) || editsWholeDocument(r));

  it('every route that edits a whole document has a version field', () => {
    const without = edits.filter((r) => !notEdits[r.id] && !bodyKeys(r).includes('version')).map((r) => r.id);
    expect(without, 'add `version: versionField()` (shared/src/schemas/version.ts) or an exception').toEqual(
      [],
    );
  });

  it('finds the edits it should (the rule is not vacuous)', () => {
    const found = edits.map((r) => r.id);
    for (const id of [
      'identity.update',
      'identity.updateAccountInfo',
      'identity.updateStaffInfo',
      'identity.editMunicipalityAccount',
      'identity.saveUserRole',
      'kindergartens.saveSchoolYear',
      'communication.saveEvent',
    ])
      expect(found, id).toContain(id);
  });

  it('lists as exceptions only routes the rule matches, each with a reason', () => {
    for (const [id, reason] of Object.entries(notEdits)) {
      const route = routes.find((r) => r.id === id);
      expect(route && editsWholeDocument(route), `${id} is no longer an exception: take it off`).toBe(true);
      expect(reason.length, id).toBeGreaterThan(10);
    }
  });
});
