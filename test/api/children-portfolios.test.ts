import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, StudentAchievementType } from '../../shared/src/enums';
import { api, type Principal } from '../support/api';
import { testUrl } from '../support/api-client';
import { type GivenKindergarten, given } from '../support/given';

/**
 * Portfolios and achievements on a world of their own: a kindergarten with two groups and their teachers,
 * a child with a parent and a second child in the first group, a child in the second, another kindergarten
 * and a Master. Photos go through the temporary uploads as the browser sends them.
 */
let kg: GivenKindergarten;
let other: GivenKindergarten;
let master: Principal;
let teacherA: Principal;
let teacherB: Principal;

beforeAll(async () => {
  [kg, other, master] = await Promise.all([
    given
      .kindergarten({ name: 'ДГ „Албум“' })
      .group()
      .teacher({ ofLastGroup: true })
      .child()
      .parent()
      .child()
      .group()
      .teacher({ ofLastGroup: true })
      .child(),
    given.kindergarten({ name: 'ДГ „Чужда“' }).group().child(),
    given.nationalUser(Role.Master),
  ]);
  [teacherA, teacherB] = kg.teachers as [Principal, Principal];
});

const defaultTitles = ['Грамота', 'Медал от състезание', 'Участие в конкурс', 'Похвала'];
afterAll(async () => {
  // The Master's lists are the platform's: put back what the other suites and the demo expect.
  await api(master, 'children.savePortfolioSectionTitles', {
    path: { type: 'award' },
    body: { titles: defaultTitles },
  });
});

/** A 1×1 PNG: a real image, so the PDF can draw it. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function upload(user: Principal, bytes: Buffer, name: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const reply = await api(user, 'files.uploadTemp', { body: form });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return String((reply.body as { id: string }).id);
}

const child = (i: number) => kg.children[i]!;

const body = (photos: { fileKey: string; fileName: string }[] = []) => ({
  kindergartenId: kg.id,
  title: 'Моята година в детската градина',
  backgroundId: 'meadow',
  sections: [
    {
      type: StudentAchievementType.Hobby,
      title: 'Обичам да рисувам',
      text: 'Рисува слънца и котки.',
      photos,
    },
    { type: StudentAchievementType.Journey, title: 'Екскурзия до Копривщица', date: '2026-10-12' },
  ],
});

const create = (user: Principal, childIndex: number, b: ReturnType<typeof body> = body()) =>
  api(user, 'children.createPortfolio', { path: { id: child(childIndex).id }, body: b });

/** A file reply's bytes (the typed client reads replies as text). */
async function download(user: Principal, apiPath: string): Promise<{ status: number; bytes: Buffer }> {
  const res = await fetch(new URL(apiPath, testUrl()), {
    headers: { authorization: `Bearer ${user.token}` },
  });
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
}

async function pdfText(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'portfolio-'));
  try {
    await writeFile(path.join(dir, 'p.pdf'), pdf);
    const { stdout } = await promisify(execFile)('pdftotext', [
      '-enc',
      'UTF-8',
      path.join(dir, 'p.pdf'),
      '-',
    ]);
    return stdout.replace(/\s+/g, ' ');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

let portfolioId = '';

describe('portfolios', () => {
  it('creates a portfolio with a photo from the temporary uploads and shows it with a download link', async () => {
    const fileKey = await upload(teacherA, png, 'рисунка.png');
    const created = await create(teacherA, 0, body([{ fileKey, fileName: 'рисунка.png' }]));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    portfolioId = String(created.body.entityId);
    const read = await api(kg.parent, 'children.portfolio', { path: { id: portfolioId } });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ studentId: child(0).id, backgroundId: 'meadow', version: 1 });
    const [hobby, journey] = read.body.sections;
    expect(journey).toMatchObject({ type: StudentAchievementType.Journey, date: '2026-10-12', photos: [] });
    expect(hobby!.photos).toHaveLength(1);
    const photo = await fetch(hobby!.photos[0]!.url);
    expect(photo.status).toBe(200);
    expect(Buffer.from(await photo.arrayBuffer()).equals(png)).toBe(true);
  });

  it('refuses a file that is not a photo, and a photo over 2 MB, naming the section’s photos', async () => {
    const pdf = await upload(teacherA, Buffer.from('%PDF-1.7\n%…'), 'бележка.pdf');
    const notPhoto = await create(teacherA, 1, body([{ fileKey: pdf, fileName: 'бележка.pdf' }]));
    expect(notPhoto.status).toBe(400);
    expect(notPhoto.error?.errors?.[0]?.field).toBe('sections.0.photos');
    expect(notPhoto.error?.errorMessage).toContain('Полето "Снимки"');
    const big = Buffer.concat([png, Buffer.alloc(3 * 1024 * 1024)]);
    const large = await create(
      teacherA,
      1,
      body([{ fileKey: await upload(teacherA, big, 'голяма.png'), fileName: 'голяма.png' }]),
    );
    expect(large.status).toBe(400);
    expect(large.error?.errorMessage).toContain('по-голяма от 2 MB');
    const list = await api(kg.director, 'children.portfolios', {
      query: { kindergartenId: kg.id, studentId: child(1).id },
    });
    expect(list.body.rowsCount).toBe(0);
  });

  it('edits with the version read (409 when stale) and checks the background', async () => {
    const read = await api(teacherA, 'children.portfolio', { path: { id: portfolioId } });
    const kept = read.body.sections.map((s) => ({
      ...s,
      photos: s.photos.map((p) => ({ fileKey: p.fileKey, fileName: p.fileName })),
    }));
    const edit = (version: number, change: Record<string, unknown> = {}) =>
      api(teacherA, 'children.updatePortfolio', {
        body: {
          id: portfolioId,
          version,
          kindergartenId: kg.id,
          title: 'Годината ни',
          sections: kept,
          ...change,
        },
      });
    const noBackground = await edit(1, { backgroundId: 'липсващ' });
    expect(noBackground.error?.errors?.[0]?.field).toBe('backgroundId');
    expect((await edit(1)).status).toBe(200);
    const stale = await edit(1);
    expect(stale.status).toBe(409);
    expect(stale.error?.errors?.[0]?.field).toBe('version');
    const again = await api(teacherA, 'children.portfolio', { path: { id: portfolioId } });
    expect(again.body).toMatchObject({ title: 'Годината ни', version: 2, backgroundId: null });
    expect(again.body.sections[0]!.photos).toHaveLength(1);
  });

  it('shows a parent only their own child’s portfolios and lets them add none', async () => {
    const mine = await api(kg.parent, 'children.portfolios', { query: { kindergartenId: kg.id } });
    expect(mine.body.result.map((r) => r.id)).toEqual([portfolioId]);
    const theirs = await create(kg.director, 1);
    expect(theirs.status).toBe(200);
    const foreign = await api(kg.parent, 'children.portfolio', {
      path: { id: String(theirs.body.entityId) },
    });
    expect(foreign.status).toBe(404);
    expect((await create(kg.parent, 0)).status).toBe(403);
  });

  it('keeps a teacher to their groups’ children', async () => {
    expect((await api(teacherB, 'children.portfolio', { path: { id: portfolioId } })).status).toBe(403);
    expect((await create(teacherB, 0)).status).toBe(403);
    const list = await api(teacherB, 'children.portfolios', { query: { kindergartenId: kg.id } });
    expect(list.body.result.every((r) => r.groupId === kg.groups[1]!.id)).toBe(true);
    expect((await api(other.director, 'children.portfolio', { path: { id: portfolioId } })).status).toBe(404);
  });

  it('exports a printable PDF with the child, the sections and the photo', async () => {
    const pdf = await download(kg.parent, `/api/StudentPortfolios/export/${portfolioId}`);
    expect(pdf.status).toBe(200);
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(pdf.bytes);
    expect(text).toContain('Годината ни');
    expect(text).toContain(`Портфолио на ${child(0).firstName} ${child(0).lastName}`);
    expect(text).toContain('Хоби: Обичам да рисувам');
    expect(text).toContain('Пътешествие: Екскурзия до Копривщица');
    expect(text).toContain('12.10.2026');
    expect(text).toContain('Страница 1 от');
  });

  it('deletes a portfolio for the managers only', async () => {
    expect((await api(teacherA, 'children.deletePortfolio', { path: { id: portfolioId } })).status).toBe(403);
    expect((await api(kg.director, 'children.deletePortfolio', { path: { id: portfolioId } })).status).toBe(
      200,
    );
    expect((await api(kg.parent, 'children.portfolio', { path: { id: portfolioId } })).status).toBe(404);
  });
});

describe('achievements', () => {
  it('adds an achievement to the child’s portfolio of the year and lists it by type', async () => {
    const add = (title: string, type: StudentAchievementType, date: string) =>
      api(teacherA, 'children.saveAchievement', {
        body: { kindergartenId: kg.id, studentId: child(1).id, type, title, date },
      });
    const first = await add('Грамота за рисунка', StudentAchievementType.Award, '2026-11-02');
    expect(first.status).toBe(200);
    const second = await add('Плуване', StudentAchievementType.Hobby, '2026-11-10');
    const portfolios = await api(kg.director, 'children.portfolios', {
      query: { kindergartenId: kg.id, studentId: child(1).id },
    });
    // The portfolio the director created above for this child is the one the achievements join.
    expect(portfolios.body.rowsCount).toBe(1);
    expect(second.body.entityId).toBe(first.body.entityId);
    const mine = await api(teacherA, 'children.childAchievements', { path: { id: child(1).id } });
    expect(mine.body.result.slice(0, 2).map((a) => a.title)).toEqual(['Плуване', 'Грамота за рисунка']);
    const awards = await api(teacherA, 'children.achievements', {
      query: { kindergartenId: kg.id, classId: kg.groups[0]!.id, type: StudentAchievementType.Award },
    });
    expect(awards.body.result.map((a) => a.title)).toEqual(['Грамота за рисунка']);
    expect((await api(teacherB, 'children.childAchievements', { path: { id: child(1).id } })).status).toBe(
      403,
    );
    expect((await api(kg.parent, 'children.childAchievements', { path: { id: child(0).id } })).status).toBe(
      403,
    );
  });
});

describe('the Master’s templates and backgrounds', () => {
  it('saves the suggested titles of a section type, which every kindergarten then reads', async () => {
    const saved = await api(master, 'children.savePortfolioSectionTitles', {
      path: { type: 'award' },
      body: { titles: ['Грамота', 'Диплом', 'Грамота'] },
    });
    expect(saved.status).toBe(200);
    const read = await api(teacherA, 'children.portfolioSectionTitles', { path: { type: 'award' } });
    expect(read.body).toEqual({ type: StudentAchievementType.Award, titles: ['Грамота', 'Диплом'] });
    expect(
      (
        await api(kg.director, 'children.savePortfolioSectionTitles', {
          path: { type: 'award' },
          body: { titles: [] },
        })
      ).status,
    ).toBe(403);
  });

  it('edits a list with the version the screen read: a second save of that version is stale (409)', async () => {
    const before = await api(master, 'children.portfolioTemplateTitles', { path: { type: 'award' } });
    expect(before.status).toBe(200);
    const body = { titles: ['Диплом'], version: before.body.version };
    const save = () => api(master, 'children.savePortfolioSectionTitles', { path: { type: 'award' }, body });
    expect((await save()).status).toBe(200);
    const stale = await save();
    expect(stale.status).toBe(409);
    expect(stale.error?.errorMessage).toContain('Презаредете');
    expect((await api(master, 'children.portfolioTemplateTitles', { path: { type: 'award' } })).body).toEqual(
      {
        type: StudentAchievementType.Award,
        titles: ['Диплом'],
        version: before.body.version + 1,
      },
    );
    // Other suites of the run (the access matrix) may have saved the platform's one list already.
    const list = await api(master, 'children.portfolioTemplateBackgrounds');
    expect(list.status).toBe(200);
    const saveList = () =>
      api(master, 'children.savePortfolioBackgrounds', {
        body: { backgrounds: list.body.backgrounds, version: list.body.version },
      });
    expect((await saveList()).status).toBe(200);
    expect((await saveList()).status).toBe(409);
    expect((await api(master, 'children.portfolioTemplateBackgrounds')).body.version).toBe(
      list.body.version + 1,
    );
    expect((await api(kg.director, 'children.portfolioTemplateBackgrounds')).status).toBe(403);
  });

  it('refuses a colour that is not #RRGGBB, naming it', async () => {
    const bad = await api(master, 'children.savePortfolioBackgrounds', {
      body: { backgrounds: [{ name: 'Червено', color: 'red' }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.error?.errorMessage).toContain('Цвят');
    const backgrounds = await api(kg.parent, 'children.portfolioBackgrounds');
    expect(backgrounds.body.map((b) => b.id)).toEqual(expect.arrayContaining(['sky', 'meadow', 'sun']));
  });
});
