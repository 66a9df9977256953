import { beforeAll, describe, expect, it } from 'vitest';
import { db, tableName } from '../../functions/src/platform/db/client';
import { createWorld, saveAll, type UserSeed } from '../../infra/local/demo/builders';
import { Role } from '../../shared/src/enums';
import { call, signIn, testUrl } from '../support/api-client';
import { officialWithAvatar, tinyPng } from './examples/files';

/** Avatars: upload, who may see whose, caching and validation. */
const w = createWorld();
const kg = w.aKindergarten();
const elsewhere = w.aKindergarten();
const staff = (role: Role, at = kg) => {
  const user = w.aUser({ baseRole: role });
  w.aStaffMember(at, { role, user });
  return user;
};
const teacher = staff(Role.Teacher);
const colleague = staff(Role.Teacher);
const parent = w.aParent(kg);
const stranger = staff(Role.Teacher, elsewhere);
const as = (u: UserSeed) => signIn(u.email!);

const jpeg = Buffer.concat([
  Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
  Buffer.alloc(64),
]);
const upload = (token: string, data: string) =>
  call('POST', '/api/Files/avatars', { token, body: { data, fileName: 'снимка' } });

beforeAll(async () => {
  await saveAll(db(), tableName(), w.items);
});

describe('avatars', () => {
  it('stores the picture, points avatarPath at it and answers it with validators', async () => {
    const token = await as(teacher);
    const reply = await upload(token, `data:image/jpeg;base64,${jpeg.toString('base64')}`);
    expect(reply.status).toBe(200);
    const { avatarPath } = reply.body as { avatarPath: string };
    expect(avatarPath).toMatch(new RegExp(`^/api/Files/avatars/${teacher.id}\\?v=[0-9a-f]{12}$`));
    const me = (await call('GET', '/api/identity/user-data', { token })).body as { avatarPath: string };
    expect(me.avatarPath).toBe(avatarPath);

    const res = await fetch(new URL(avatarPath, testUrl()), {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toBe('private, max-age=3600');
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(Buffer.from(await res.arrayBuffer()).equals(jpeg)).toBe(true);

    const again = await fetch(new URL(avatarPath, testUrl()), {
      headers: { authorization: `Bearer ${token}`, 'if-none-match': etag! },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect((await again.arrayBuffer()).byteLength).toBe(0);
  });

  it('is seen by colleagues and parents of the kindergarten, not by strangers', async () => {
    const path = `/api/Files/avatars/${teacher.id}`;
    expect((await call('GET', path, { token: await as(colleague) })).status).toBe(200);
    expect((await call('GET', path, { token: await as(parent) })).status).toBe(200);
    expect((await call('GET', path, { token: await signIn('master@demo.gradina.bg') })).status).toBe(200);
    const refused = await call('GET', path, { token: await as(stranger) });
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ code: 'not_found', errorMessage: 'Няма качена снимка.' });
    expect((await call('GET', path)).status).toBe(401);
  });

  it('shows MON, municipality and platform staff to everyone', async () => {
    const id = await officialWithAvatar();
    const reply = await call('GET', `/api/Files/avatars/${id}`, { token: await as(stranger) });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('image/png');
  });

  it('takes PNG, JPEG and WebP up to 2 MB, by content', async () => {
    const token = await as(colleague);
    const gif = Buffer.from('GIF89a\u0001\u0000\u0001\u0000').toString('base64');
    const notImage = await upload(token, gif);
    expect(notImage.status).toBe(400);
    expect(notImage.body).toMatchObject({ errors: [{ field: 'data' }] });
    expect((await upload(token, 'това не е base64')).status).toBe(400);
    const big = Buffer.concat([Buffer.from(tinyPng, 'base64'), Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await upload(token, big.toString('base64'));
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toMatchObject({
      code: 'payload_too_large',
      errorMessage: 'Снимката е по-голяма от 2 MB.',
    });
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([4, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);
    expect((await upload(token, webp.toString('base64'))).status).toBe(200);
  });

  it('removes the picture: then there is none', async () => {
    const token = await as(colleague);
    await upload(token, tinyPng);
    expect((await call('DELETE', '/api/Files/avatars', { token })).status).toBe(200);
    expect((await call('GET', `/api/Files/avatars/${colleague.id}`, { token })).status).toBe(404);
    const me = (await call('GET', '/api/identity/user-data', { token })).body as {
      avatarPath: string | null;
    };
    expect(me.avatarPath).toBeNull();
  });
});
