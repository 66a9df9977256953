import { beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../shared/src/enums';
import { api, type Principal } from '../support/api';
import { testUrl } from '../support/api-client';
import { given } from '../support/given';
import { officialWithAvatar, tinyPng } from './examples/files';

/** Avatars: upload, who may see whose, caching and validation. */
let teacher: Principal;
let colleague: Principal;
let parent: Principal;
let stranger: Principal;
let master: Principal;

beforeAll(async () => {
  const kg = await given.kindergarten().teacher().teacher().parent();
  [teacher, colleague] = kg.teachers as [Principal, Principal];
  parent = kg.parent;
  stranger = (await given.kindergarten().teacher()).teacher;
  master = await given.nationalUser(Role.Master);
});

const jpeg = Buffer.concat([
  Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
  Buffer.alloc(64),
]);
const upload = (user: Principal, data: string) =>
  api(user, 'files.uploadAvatar', { body: { data, fileName: 'снимка' } });
const avatarOf = (user: Principal | null, userId: string) => api(user, 'files.avatar', { path: { userId } });
/** The avatar as a browser fetches it, with its caching headers. */
const fetchAvatar = (user: Principal, avatarPath: string, headers: Record<string, string> = {}) =>
  fetch(new URL(avatarPath, testUrl()), { headers: { authorization: `Bearer ${user.token}`, ...headers } });

describe('avatars', () => {
  it('stores the picture, points avatarPath at it and answers it with validators', async () => {
    const reply = await upload(teacher, `data:image/jpeg;base64,${jpeg.toString('base64')}`);
    expect(reply.status).toBe(200);
    const avatarPath = reply.body.avatarPath!;
    expect(avatarPath).toMatch(new RegExp(`^/api/Files/avatars/${teacher.id}\\?v=[0-9a-f]{12}$`));
    expect((await api(teacher, 'identity.userData')).body.avatarPath).toBe(avatarPath);

    const res = await fetchAvatar(teacher, avatarPath);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toBe('private, max-age=3600');
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(Buffer.from(await res.arrayBuffer()).equals(jpeg)).toBe(true);

    const again = await fetchAvatar(teacher, avatarPath, { 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect((await again.arrayBuffer()).byteLength).toBe(0);
  });

  it('is seen by colleagues and parents of the kindergarten, not by strangers', async () => {
    expect((await avatarOf(colleague, teacher.id)).status).toBe(200);
    expect((await avatarOf(parent, teacher.id)).status).toBe(200);
    expect((await avatarOf(master, teacher.id)).status).toBe(200);
    const refused = await avatarOf(stranger, teacher.id);
    expect(refused.status).toBe(404);
    expect(refused.error).toMatchObject({ code: 'not_found', errorMessage: 'Няма качена снимка.' });
    expect((await avatarOf(null, teacher.id)).status).toBe(401);
  });

  it('shows MON, municipality and platform staff to everyone', async () => {
    const id = await officialWithAvatar();
    const reply = await avatarOf(stranger, id);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('image/png');
  });

  it('takes PNG, JPEG and WebP up to 2 MB, by content', async () => {
    const gif = Buffer.from('GIF89a\u0001\u0000\u0001\u0000').toString('base64');
    const notImage = await upload(colleague, gif);
    expect(notImage.status).toBe(400);
    expect(notImage.error).toMatchObject({ errors: [{ field: 'data' }] });
    expect((await upload(colleague, 'това не е base64')).status).toBe(400);
    const big = Buffer.concat([Buffer.from(tinyPng, 'base64'), Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await upload(colleague, big.toString('base64'));
    expect(tooBig.status).toBe(413);
    expect(tooBig.error).toMatchObject({
      code: 'payload_too_large',
      errorMessage: 'Снимката е по-голяма от 2 MB.',
    });
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([4, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);
    expect((await upload(colleague, webp.toString('base64'))).status).toBe(200);
  });

  it('removes the picture: then there is none', async () => {
    await upload(colleague, tinyPng);
    expect((await api(colleague, 'files.deleteAvatar')).status).toBe(200);
    expect((await avatarOf(colleague, colleague.id)).status).toBe(404);
    expect((await api(colleague, 'identity.userData')).body.avatarPath).toBeNull();
  });
});
