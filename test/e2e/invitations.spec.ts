import { Role } from '@gradina/shared';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { invitationToken } from './outbox';
import { apiPath, demoEmail, demoPassword, signInWithEmail, userDataOf } from './support';

/**
 * Issue #18 in the browser: a kindergarten invites an address that already has an account; nothing changes
 * until the owner signs in, sees the invitation and accepts it.
 */

async function call(
  request: APIRequestContext,
  token: string | undefined,
  id: string,
  init: { path?: string; data?: unknown; method?: string },
) {
  const reply = await request.fetch(init.path ?? apiPath(id), {
    method: init.method ?? 'POST',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    ...(init.data === undefined ? {} : { data: init.data }),
  });
  return { status: reply.status(), body: (await reply.json().catch(() => ({}))) as Record<string, unknown> };
}

test('an account accepts another kindergarten invitation at sign-in', async ({ page, request }) => {
  const email = `invited-${crypto.randomUUID().slice(0, 8)}@test.gradina.bg`;
  const password = 'Pokana-Parola1';
  const login = await call(request, undefined, 'identity.login', {
    data: { identifier: demoEmail('director'), password: demoPassword, identifierKind: 0 },
  });
  const director = login.body.token as string;
  const me = await call(request, director, 'identity.userData', { method: 'GET' });
  const kindergartens = me.body.kindergartens as { id: string; name: string; isSelected: boolean }[];
  const home = kindergartens.find((k) => k.isSelected)!;
  const branch = kindergartens.find((k) => k.id !== home.id)!;

  // An account of the director's kindergarten: invited and activated through its link (set-up).
  const invite = (userType: Role) =>
    call(request, director, 'identity.inviteUser', {
      data: { email, firstName: 'Мира', lastName: 'Поканена', userType },
    });
  expect((await invite(Role.Teacher)).status).toBe(200);
  const activated = await call(request, undefined, 'identity.activateAccount', {
    data: { token: await invitationToken(email), password },
  });
  expect(activated.status, JSON.stringify(activated.body)).toBe(200);

  // The branch invites the same address: the account is not changed by that.
  const switched = await call(request, director, 'kindergartens.change', {
    path: `/api/Kindergartens/change/${branch.id}`,
  });
  expect(switched.status).toBe(200);
  try {
    expect((await invite(Role.Parent)).status).toBe(200);
  } finally {
    // The switch is the director's remembered choice: the tests after this one expect the main kindergarten.
    await call(request, director, 'kindergartens.change', { path: `/api/Kindergartens/change/${home.id}` });
  }

  await page.goto('/login');
  await signInWithEmail(page, email, password);
  const prompt = page.getByTestId('invitations-prompt');
  await expect(prompt.getByTestId('invitation')).toContainText(branch.name);
  await expect(prompt.getByTestId('invitation')).toContainText('родител');
  expect((await userDataOf(page)).kindergartens.map((k) => k.name)).toEqual([home.name]);
  await prompt.getByTestId('invitation-accept').click();
  await expect(prompt.getByTestId('invitation')).toHaveCount(0);
  await expect
    .poll(async () => (await userDataOf(page)).kindergartens.map((k) => k.name).sort())
    .toEqual([home.name, branch.name].sort());
});
