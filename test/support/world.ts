import { createUser } from '../../functions/src/platform/auth/users';
import { keys } from '../../functions/src/platform/db/keys';
import { queryAll } from '../../functions/src/platform/db/query';
import { Role } from '../../shared/src/enums';
import { signIn } from './api-client';

/** Kindergarten ids of the demo data, read through the national kindergarten index. */
export async function kindergartenIds(): Promise<
  { id: string; name: string; motherKindergartenId: string | null }[]
> {
  const items = await queryAll({ index: 'GSI2', partition: keys.kindergartenDirectory().GSI2PK });
  return items.map((i) => ({
    id: String(i.id),
    name: String(i.name),
    motherKindergartenId: (i.motherKindergartenId as string) ?? null,
  }));
}

let other: Promise<{ email: string; kindergartenId: string }> | undefined;

/** A director of a kindergarten the demo director does not belong to: the "other tenant" of the suites. */
export function otherKindergartenDirector(): Promise<{ email: string; kindergartenId: string }> {
  other ??= (async () => {
    const director = await signIn('director@demo.gradina.bg');
    const res = await fetch(new URL('/api/identity/user-data', process.env.GRADINA_TEST_URL), {
      headers: { authorization: `Bearer ${director}` },
    });
    const mine = new Set(
      ((await res.json()) as { kindergartens: { id: string }[] }).kindergartens.map((k) => k.id),
    );
    const foreign = (await kindergartenIds()).find((k) => !mine.has(k.id));
    if (!foreign) throw new Error('the demo data has no kindergarten outside the demo director');
    const email = `other-director-${crypto.randomUUID().slice(0, 8)}@test.gradina.bg`;
    await createUser({
      firstName: 'Друг',
      lastName: 'Директор',
      email,
      password: 'Gradina2026',
      baseRole: Role.Director,
      memberships: [{ kindergartenId: foreign.id, role: Role.Director }],
    });
    return { email, kindergartenId: foreign.id };
  })();
  return other;
}

let world: Promise<import('../api/route-examples').ExampleWorld> | undefined;

/** The demo world the route examples refer to, read once per test file through the API and the indexes. */
export function loadWorld(): Promise<import('../api/route-examples').ExampleWorld> {
  world ??= (async () => {
    const accounts = JSON.parse(process.env.GRADINA_DEMO_ACCOUNTS ?? '[]') as {
      role: string;
      email: string;
    }[];
    const userIds: Record<string, string> = {};
    let kindergartenId = '';
    let branchKindergartenId: string | null = null;
    for (const a of accounts) {
      const token = await signIn(a.email);
      const res = await fetch(new URL('/api/identity/user-data', process.env.GRADINA_TEST_URL), {
        headers: { authorization: `Bearer ${token}` },
      });
      const me = (await res.json()) as {
        id: string;
        kindergartens: { id: string; isSelected: boolean; motherKindergartenId: string | null }[];
      };
      const role = a.email.split('@')[0]!;
      userIds[role] = me.id;
      if (role === 'director') {
        kindergartenId = me.kindergartens.find((k) => k.isSelected)?.id ?? '';
        branchKindergartenId =
          me.kindergartens.find((k) => k.motherKindergartenId === kindergartenId)?.id ?? null;
      }
    }
    const other = await otherKindergartenDirector();
    return {
      directorEmail: 'director@demo.gradina.bg',
      kindergartenId,
      branchKindergartenId,
      otherKindergartenId: other.kindergartenId,
      userIds,
    };
  })();
  return world;
}
