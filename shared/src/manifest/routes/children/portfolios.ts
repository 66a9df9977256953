import { z } from 'zod';
import { areaResult } from '../../../education/results';
import { StudentAchievementType } from '../../../enums';
import { paged, pageQuery, saveReply } from '../../../schemas/common';
import { dateField } from '../../../schemas/dates';
import { choice, fileReplyKind, id, kindergartenGuard, nullable, sized, text } from '../../../schemas/fields';
import { childId } from '../../../schemas/ids';
import { versionField } from '../../../schemas/version';
import { defineRoutes, groupObject, needs } from '../../route';

/**
 * Portfolios and achievements: a child's portfolio has sections of the spec's achievement types (hobby,
 * award, journey) with text and photos, on a background the Master manages; the Master also keeps the
 * suggested section titles of each type. An achievement is one section seen on its own: the achievements
 * calls list them across portfolios and add one to the child's portfolio of the school year.
 */

/** The section types as the spec's path names them (`/section-type/{type}`), by their enum numbers. */
export const sectionTypeNames = {
  hobby: StudentAchievementType.Hobby,
  award: StudentAchievementType.Award,
  journey: StudentAchievementType.Journey,
} as const;
export type SectionTypeName = keyof typeof sectionTypeNames;

/** What a portfolio photo may be: what the printable PDF can show, at most this size, so many a section. */
export const portfolioPhotoLimits = {
  maxBytes: 2 * 1024 * 1024,
  contentTypes: ['image/png', 'image/jpeg'],
  perSection: 6,
  sections: 30,
} as const;

export const portfolioPhoto = z.object({
  /** The uploaded file's id: a kept photo is sent back by it. */
  fileKey: z.string(),
  fileName: z.string(),
  /** A short-lived download link. */
  url: z.string(),
});

export const portfolioSection = z.object({
  id: z.string(),
  type: z.enum(StudentAchievementType),
  title: z.string(),
  text: z.string(),
  date: z.string().nullable(),
  photos: z.array(portfolioPhoto),
});

export const portfolio = z.object({
  id: z.string(),
  studentId: z.string(),
  studentName: z.string(),
  groupId: z.string(),
  periodId: z.string(),
  title: z.string(),
  backgroundId: z.string().nullable(),
  sections: z.array(portfolioSection),
  /** The child's educational results of the portfolio's group (issue #30), by area. */
  results: z.array(areaResult),
  modifiedAt: z.string(),
  version: z.number().int(),
});
export type Portfolio = z.infer<typeof portfolio>;

export const portfolioRow = z.object({
  id: z.string(),
  studentId: z.string(),
  studentName: z.string(),
  groupId: z.string(),
  title: z.string(),
  sectionsCount: z.number().int(),
  photosCount: z.number().int(),
  modifiedAt: z.string(),
});
export type PortfolioRow = z.infer<typeof portfolioRow>;

export const portfolioBackground = z.object({ id: z.string(), name: z.string(), color: z.string() });
export type PortfolioBackground = z.infer<typeof portfolioBackground>;

export const achievementRow = z.object({
  /** The section's id. */
  id: z.string(),
  portfolioId: z.string(),
  studentId: z.string(),
  studentName: z.string(),
  type: z.enum(StudentAchievementType),
  title: z.string(),
  date: z.string().nullable(),
});

export const photoInput = z.object({
  /** A kept photo's `fileKey`, or the id `/api/files/temp/upload` answered for a new one. */
  fileKey: id('Снимка'),
  fileName: text('Име на снимката', 255),
});

export type PortfolioPhotoInput = z.infer<typeof photoInput>;

export const sectionInput = z.object({
  id: id('Раздел').optional(),
  type: choice(StudentAchievementType, 'Вид на раздела'),
  title: text('Заглавие на раздела', 200),
  text: sized('Текст', 0, 4000).default(''),
  date: nullable(dateField('Дата'), 'Дата'),
  photos: z.array(photoInput).max(portfolioPhotoLimits.perSection).default([]).meta({ title: 'Снимки' }),
});
export type SectionInput = z.input<typeof sectionInput>;

const portfolioFields = {
  kindergartenId: kindergartenGuard(),
  title: text('Заглавие', 200),
  backgroundId: nullable(id('Фон'), 'Фон'),
  sections: z.array(sectionInput).max(portfolioPhotoLimits.sections).default([]).meta({ title: 'Раздели' }),
};

const listQuery = {
  kindergartenId: kindergartenGuard(),
  classId: id('Група').optional(),
  studentId: id('Дете').optional(),
  ...pageQuery,
};

const portfolioTitle = 'Портфолио';
const sectionTypePath = z.object({
  type: z
    .enum(Object.keys(sectionTypeNames) as [SectionTypeName, ...SectionTypeName[]], {
      error: 'Полето "Вид на раздела" трябва да е hobby, award или journey',
    })
    .meta({ title: 'Вид на раздела' }),
});
const hexColor = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, { error: 'Полето "Цвят" трябва да е цвят във вида #RRGGBB' })
  .meta({ title: 'Цвят' });

export const childrenPortfolioRoutes = defineRoutes('children', {
  portfolios: {
    method: 'GET',
    path: '/api/StudentPortfolios/overview-models',
    permission: needs('StudentPortfolios', 'read'),
    request: { query: z.object(listQuery) },
    reply: { kind: 'json', schema: paged(portfolioRow), paged: true },
    summary:
      'Портфолиата, които потребителят вижда (учител: на своите групи, родител: на своите деца), по име на детето',
  },
  portfolioBackgrounds: {
    method: 'GET',
    path: '/api/StudentPortfolios/backgrounds',
    permission: needs('StudentPortfolios', 'read'),
    request: { query: z.object({ kindergartenId: kindergartenGuard() }) },
    reply: { kind: 'json', schema: z.array(portfolioBackground) },
    summary: 'Фоновете, от които портфолиото избира (поддържа ги главният администратор)',
  },
  portfolioSectionTitles: {
    method: 'GET',
    path: '/api/StudentPortfolios/section-type/{type}',
    permission: needs('StudentPortfolios', 'read'),
    request: {
      path: sectionTypePath,
      query: z.object({ kindergartenId: kindergartenGuard() }),
    },
    reply: {
      kind: 'json',
      schema: z.object({ type: z.enum(StudentAchievementType), titles: z.array(z.string()) }),
    },
    summary: 'Предложените заглавия на раздел от вид (хоби, награда, пътешествие)',
  },
  exportPortfolio: {
    method: 'GET',
    path: '/api/StudentPortfolios/export/{id}',
    permission: needs('StudentPortfolios', 'read'),
    request: { path: z.object({ id: id(portfolioTitle) }) },
    reply: fileReplyKind('application/pdf'),
    summary: 'Портфолиото за печат (PDF, A4, със снимките и фона)',
  },
  portfolio: {
    method: 'GET',
    path: '/api/StudentPortfolios/{id}',
    permission: needs('StudentPortfolios', 'read'),
    request: { path: z.object({ id: id(portfolioTitle) }) },
    reply: { kind: 'json', schema: portfolio },
    summary: 'Портфолио с разделите и връзки към снимките (с версията за редакция)',
  },
  createPortfolio: {
    method: 'POST',
    path: '/api/StudentPortfolios/{id}',
    permission: needs('StudentPortfolios', 'create'),
    // The object is the child (the path's id): its group's teachers and the managers create portfolios.
    object: groupObject,
    request: { path: z.object({ id: id('Дете') }), body: z.object(portfolioFields) },
    reply: { kind: 'json', schema: saveReply },
    summary:
      'Създава портфолио на детето {id} в учебната година на сесията; снимките се вземат от временно качените файлове (PNG/JPEG до 2 MB)',
  },
  updatePortfolio: {
    method: 'POST',
    path: '/api/StudentPortfolios/update',
    permission: needs('StudentPortfolios', 'update'),
    object: groupObject,
    request: {
      body: z.object({ id: id(portfolioTitle), version: versionField(), ...portfolioFields }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Редактира портфолио като цяло (остаряла версия: 409); премахнатите снимки се изтриват',
  },
  deletePortfolio: {
    method: 'DELETE',
    path: '/api/StudentPortfolios/{id}',
    permission: needs('StudentPortfolios', 'delete'),
    object: groupObject,
    request: { path: z.object({ id: id(portfolioTitle) }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Изтрива портфолио със снимките му',
  },
  portfolioTemplateBackgrounds: {
    method: 'GET',
    path: '/api/administration/PortfolioManagement/backgrounds',
    permission: needs('PortfolioTemplates', 'read', false),
    request: {},
    reply: {
      kind: 'json',
      schema: z.object({ backgrounds: z.array(portfolioBackground), version: z.number().int() }),
    },
    summary: 'Фоновете за редакция от главния администратор (с версията на списъка)',
  },
  portfolioTemplateTitles: {
    method: 'GET',
    path: '/api/administration/PortfolioManagement/{type}',
    permission: needs('PortfolioTemplates', 'read', false),
    request: { path: sectionTypePath },
    reply: {
      kind: 'json',
      schema: z.object({
        type: z.enum(StudentAchievementType),
        titles: z.array(z.string()),
        version: z.number().int(),
      }),
    },
    summary: 'Предложените заглавия на раздел от вид за редакция от главния администратор (с версията)',
  },
  savePortfolioBackgrounds: {
    method: 'POST',
    path: '/api/administration/PortfolioManagement/backgrounds',
    permission: needs('PortfolioTemplates', 'update', false),
    request: {
      body: z.object({
        backgrounds: z
          .array(z.object({ id: id('Фон').optional(), name: text('Име на фона', 100), color: hexColor }))
          .min(1)
          .max(30)
          .meta({ title: 'Фонове' }),
        // The version the Master's screen loaded (stale: 409); a save without one replaces the list as before.
        version: versionField().optional(),
      }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Главният администратор записва фоновете на портфолиата (целият списък)',
  },
  savePortfolioSectionTitles: {
    method: 'POST',
    path: '/api/administration/PortfolioManagement/{type}',
    permission: needs('PortfolioTemplates', 'update', false),
    // object: the platform's list of suggested titles of a section type; the Master's right alone decides
    object: 'none',
    request: {
      path: sectionTypePath,
      body: z.object({
        titles: z.array(text('Заглавие', 200)).max(50).meta({ title: 'Заглавия' }),
        version: versionField().optional(),
      }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Главният администратор записва предложените заглавия на раздел от вид (целият списък)',
  },
  achievements: {
    method: 'GET',
    path: '/api/StudentAchievements/overview-models',
    permission: needs('StudentAchievements', 'read'),
    request: {
      query: z.object({
        ...listQuery,
        // A query value arrives as text: the number is read from it, then checked against the enum.
        type: z.coerce.number().pipe(choice(StudentAchievementType, 'Вид')).optional().meta({ title: 'Вид' }),
      }),
    },
    reply: { kind: 'json', schema: paged(achievementRow), paged: true },
    summary: 'Постиженията (разделите на портфолиата) на група или дете, най-новите първи',
  },
  childAchievements: {
    method: 'GET',
    path: '/api/StudentAchievements/overview-models/{id}',
    permission: needs('StudentAchievements', 'read'),
    request: { path: z.object({ id: id('Дете') }), query: z.object(pageQuery) },
    reply: { kind: 'json', schema: paged(achievementRow), paged: true },
    summary: 'Постиженията на детето {id}, най-новите първи',
  },
  saveAchievement: {
    method: 'POST',
    path: '/api/StudentAchievements',
    permission: needs('StudentAchievements', 'create'),
    // The object is the child (studentId): its group's teachers and the managers add achievements.
    object: groupObject,
    request: {
      body: z.object({
        kindergartenId: kindergartenGuard(),
        studentId: childId(),
        type: choice(StudentAchievementType, 'Вид'),
        title: text('Заглавие', 200),
        text: sized('Текст', 0, 4000).default(''),
        date: nullable(dateField('Дата'), 'Дата'),
      }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary:
      'Добавя постижение като раздел в портфолиото на детето за учебната година (създава портфолиото, ако няма); entityId: портфолиото',
  },
});
