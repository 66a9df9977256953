/**
 * Measurements and portfolios demo data of the main demo kindergarten: every child of its active school
 * year measured every six months over the last two years (plausible for the age: the WHO median moved by a
 * z-score of the child's own, so each child keeps its percentile), and portfolios with photos for the demo
 * parent's two children and a child of the demo teacher's group. Written through the features' own domain
 * functions, so the items, indexes and S3 objects are exactly what the product writes.
 *
 *   await seedMeasurementsPortfoliosDemo(demo);   // after the world is saved (db() / TABLE_NAME, FILES_BUCKET)
 */
import { deflateSync } from 'node:zlib';
import { saveMeasurement } from '../../../functions/src/areas/children/anthropometrics/anthropometrics';
import { createPortfolio } from '../../../functions/src/areas/children/portfolios/portfolios';
import { upload } from '../../../functions/src/platform/files/s3';
import type { TenantRouteSession } from '../../../functions/src/platform/http/route-session';
import { Role, StudentAchievementType } from '../../../shared/src/enums';
import { ageInMonths, lmsAt, valueAtZ } from '../../../shared/src/growth/growth';
import type { Child, Guardian } from './people-builders';
import { seededRandom } from './random';
import type { DemoWorld } from './seed';

/** The demo data's today (as the builders use it): measurements lie before it. */
const today = '2026-11-21';
const dayMs = 86_400_000;

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length);
  return out;
};

/** A 160×120 PNG: a sky-to-meadow picture with a sun of the given colour, so the photos look like photos. */
export function demoPicture(sun: [number, number, number]): Buffer {
  const [w, h] = [160, 120];
  const rows: Buffer[] = [];
  for (let y = 0; y < h; y++) {
    const row = Buffer.alloc(1 + w * 3);
    for (let x = 0; x < w; x++) {
      const inSun = (x - 120) ** 2 + (y - 30) ** 2 < 18 ** 2;
      const sky = y < 80;
      const rgb = inSun ? sun : sky ? [120 + y, 180 + y / 2, 250] : [70, 160 - (y - 80), 60];
      row.set(
        rgb.map((v) => Math.max(0, Math.min(255, Math.round(v)))),
        1 + x * 3,
      );
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(w, 0);
  header.writeUInt32BE(h, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Every six months back from a week before today, not before the child was three months old. */
function measurementDates(child: Child): string[] {
  const end = Date.parse(`${today}T00:00:00Z`) - 7 * dayMs;
  const first = Date.parse(`${child.birthDate}T00:00:00Z`) + 91 * dayMs;
  return [0, 1, 2, 3]
    .map((i) => end - i * 182 * dayMs)
    .filter((ms) => ms >= first)
    .map(isoDay)
    .reverse();
}

async function addPortfolio(
  session: TenantRouteSession,
  child: Child,
  title: string,
  sun: [number, number, number],
) {
  const fileKey = crypto.randomUUID();
  const fileName = 'рисунка.png';
  await upload('files', `temp/${session.userId}/${fileKey}`, demoPicture(sun), {
    contentType: 'image/png',
    fileName,
    metadata: { filename: encodeURIComponent(fileName) },
  });
  await createPortfolio(session, child, {
    title,
    backgroundId: 'meadow',
    sections: [
      {
        type: StudentAchievementType.Hobby,
        title: 'Обичам да рисувам',
        text: 'Рисува слънца, цветя и цялото семейство.',
        photos: [{ fileKey, fileName }],
      },
      {
        type: StudentAchievementType.Award,
        title: 'Грамота от конкурса „Есенни листа“',
        date: '2026-10-20',
      },
      {
        type: StudentAchievementType.Journey,
        title: 'Екскурзия до Копривщица',
        text: 'Разгледахме родната къща на Тодор Каблешков.',
        date: '2026-10-09',
      },
    ],
  });
}

export async function seedMeasurementsPortfoliosDemo(
  demo: DemoWorld,
): Promise<{ measurements: number; portfolios: number }> {
  const { main } = demo.kindergartens;
  const director: TenantRouteSession = {
    userId: demo.accounts.director.id,
    sessionId: 'demo-seed',
    role: Role.Director,
    kindergartenId: main.id,
    periodId: main.activePeriodId,
    can: () => true,
  };
  const random = seededRandom(20261121);
  const children = demo.children.filter(
    (c) => c.kindergartenId === main.id && c.periodId === main.activePeriodId,
  );
  const writes = children.flatMap((child) => {
    // The child's own percentiles, kept over time with a little noise.
    const zHeight = random.next() * 3 - 1.5;
    const zWeight = zHeight * 0.6 + random.next() * 1.4 - 0.7;
    // Past seven years the WHO tables end: such dates are left out.
    const measurable = measurementDates(child).filter((d) =>
      lmsAt('height', child.gender, ageInMonths(child.birthDate, d)),
    );
    return measurable.map((date) => {
      const months = ageInMonths(child.birthDate, date);
      const value = (indicator: 'height' | 'weight', z: number) =>
        Math.round(valueAtZ(lmsAt(indicator, child.gender, months)!, z + random.next() * 0.2 - 0.1) * 10) /
        10;
      return () =>
        saveMeasurement(
          director,
          { studentId: child.id, date, height: value('height', zHeight), weight: value('weight', zWeight) },
          child,
        );
    });
  });
  for (let i = 0; i < writes.length; i += 25) await Promise.all(writes.slice(i, i + 25).map((w) => w()));

  const parentsKidIds = new Set(
    demo.world.items
      .filter((i): i is Guardian => 'type' in i && i.type === 'Guardian')
      .filter((g) => g.parentUserId === demo.accounts.parent.id)
      .map((g) => g.childId),
  );
  const parentsKids = children.filter((c) => parentsKidIds.has(c.id));
  const teacherGroup = demo.groups.find(
    (g) => g.kindergartenId === main.id && g.periodId === main.activePeriodId,
  );
  const teachersKid = children.find((c) => c.groupId === teacherGroup?.id);
  const portfolios = [...parentsKids, ...(teachersKid ? [teachersKid] : [])];
  const suns: [number, number, number][] = [
    [255, 200, 40],
    [255, 150, 60],
    [250, 220, 90],
  ];
  for (const [i, child] of portfolios.entries())
    await addPortfolio(director, child, `Годината на ${child.firstName}`, suns[i % suns.length]!);
  return { measurements: writes.length, portfolios: portfolios.length };
}
