import { Role } from '@gradina/shared';
import { describe, expect, it } from 'vitest';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { summerOf } from './frame';

const session = (role: Role) =>
  ({ role, kindergartenId: 'kg1', userId: 'u1', grants: [] }) as unknown as TenantRouteSession;

describe("the home call's summer part", () => {
  it('is only for the manciple: every other role gets null without a read', async () => {
    for (const role of [Role.Director, Role.Teacher, Role.Parent])
      expect(await summerOf(session(role), Date.parse('2026-11-28T10:00:00Z'))).toBeNull();
  });
});
