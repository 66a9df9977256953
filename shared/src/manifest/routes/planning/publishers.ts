import { z } from 'zod';
import { AgeGroup, EducationalArea } from '../../../education/education';
import { paged, pageQuery, saveReply } from '../../../schemas/common';
import { choice, id, optionalText, text } from '../../../schemas/fields';
import { versionField } from '../../../schemas/version';
import { defineRoutes, needs } from '../../route';
import { uploadedFile } from '../files';

/**
 * The national publishers and their topics (issue #30): the Master keeps the publishers (издателства) and,
 * per publisher, age group and educational area, the ordered topics with their expected results; a
 * kindergarten's teachers plan their year from them. A set of topics is one record (`<publisherId>.<age>.
 * <area>`), edited whole; the spreadsheet upload replaces a publisher's sets in one transaction.
 */

export const topicsPerSetMax = 120;

export const publisher = z.object({ id: z.string(), name: z.string() });
export type Publisher = z.infer<typeof publisher>;
export const publisherRow = publisher.extend({
  /** Sets (age group × area) with topics. */
  topicSets: z.number().int(),
  version: z.number().int(),
});
export type PublisherRow = z.infer<typeof publisherRow>;

export const topic = z.object({
  id: z.string(),
  title: z.string(),
  expectedResults: z.string(),
});
export type Topic = z.infer<typeof topic>;

export const topicSetRow = z.object({
  id: z.string(),
  publisherId: z.string(),
  publisherName: z.string(),
  ageGroup: z.enum(AgeGroup),
  area: z.enum(EducationalArea),
  topicsCount: z.number().int(),
});
export type TopicSetRow = z.infer<typeof topicSetRow>;
export const topicSet = topicSetRow.omit({ topicsCount: true }).extend({
  topics: z.array(topic),
  version: z.number().int(),
});
export type TopicSet = z.infer<typeof topicSet>;

const topicInput = z.object({
  id: id('Тема').optional(),
  title: text('Тема', 300),
  expectedResults: optionalText('Очаквани резултати', 2000),
});

const setFilters = z.object({
  publisherId: id('Издателство').optional(),
  ageGroup: z.coerce.number().pipe(choice(AgeGroup, 'Възрастова група')).optional(),
  area: z.coerce.number().pipe(choice(EducationalArea, 'Направление')).optional(),
});

const catalogue = (action: 'read' | 'create' | 'update' | 'delete') =>
  needs('EducationCatalogue', action, false);

export const planningPublisherRoutes = defineRoutes('planning', {
  publishers: {
    method: 'GET',
    path: '/api/Publishers',
    permission: needs('Publishers', 'read', false),
    request: {},
    reply: { kind: 'json', schema: z.array(publisherRow) },
    summary: 'Издателствата с броя на наборите им от теми (възрастова група × направление)',
  },
  publisherOptions: {
    method: 'GET',
    path: '/api/Publisher',
    permission: needs('Publishers', 'read', false),
    request: {},
    reply: { kind: 'json', schema: z.array(publisher) },
    summary: 'Издателствата за избор в годишния план (име и идентификатор, по азбучен ред)',
  },
  managedPublishers: {
    method: 'GET',
    path: '/api/administration/PublisherManagement',
    permission: catalogue('read'),
    request: {},
    reply: { kind: 'json', schema: z.array(publisherRow) },
    summary: 'Издателствата за главния администратор',
  },
  publisherOverview: {
    method: 'GET',
    path: '/api/administration/PublisherManagement/overview-models',
    permission: catalogue('read'),
    request: { query: z.object({ name: optionalText('Име', 100), ...pageQuery }) },
    reply: { kind: 'json', schema: paged(publisherRow), paged: true },
    summary: 'Издателствата на страници, с търсене по име',
  },
  savePublisher: {
    method: 'POST',
    path: '/api/administration/PublisherManagement',
    permission: catalogue('create'),
    // National records of the Master: the right decides, there is no kindergarten or author to check.
    object: 'none',
    request: {
      body: z.object({
        id: id('Издателство').optional(),
        name: text('Име', 150),
        version: versionField().optional(),
      }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Добавя или преименува издателство (едно име веднъж; остаряла версия: 409)',
  },
  deletePublisher: {
    method: 'DELETE',
    path: '/api/administration/PublisherManagement/{id}',
    permission: catalogue('delete'),
    object: 'none',
    request: { path: z.object({ id: id('Издателство') }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Изтрива издателство заедно с темите му (плановете на градините пазят своето копие)',
  },
  subjectTopicSets: {
    method: 'GET',
    path: '/api/administration/SubjectTopicsManagement',
    permission: catalogue('read'),
    request: { query: setFilters },
    reply: { kind: 'json', schema: z.array(topicSetRow) },
    summary: 'Наборите от теми по издателство, възрастова група и направление',
  },
  subjectTopicsOverview: {
    method: 'GET',
    path: '/api/administration/SubjectTopicsManagement/overview-models',
    permission: catalogue('read'),
    request: { query: setFilters.extend(pageQuery) },
    reply: { kind: 'json', schema: paged(topicSetRow), paged: true },
    summary: 'Наборите от теми на страници, с филтри',
  },
  subjectTopicSet: {
    method: 'GET',
    path: '/api/administration/SubjectTopicsManagement/{id}',
    // Teachers read a set too: the year plan shows the publisher's topics before it is made.
    permission: needs('Publishers', 'read', false),
    request: { path: z.object({ id: id('Набор от теми') }) },
    reply: { kind: 'json', schema: topicSet },
    summary:
      'Темите на издателство за една възрастова група и направление, подредени, с очакваните резултати',
  },
  saveSubjectTopicSet: {
    method: 'POST',
    path: '/api/administration/SubjectTopicsManagement',
    permission: catalogue('create'),
    object: 'none',
    request: {
      body: z.object({
        publisherId: id('Издателство'),
        ageGroup: choice(AgeGroup, 'Възрастова група'),
        area: choice(EducationalArea, 'Направление'),
        topics: z.array(topicInput).min(1).max(topicsPerSetMax).meta({ title: 'Теми' }),
        version: versionField().optional(),
      }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Записва целия подреден набор от теми на издателство за една възрастова група и направление',
  },
  deleteSubjectTopicSet: {
    method: 'DELETE',
    path: '/api/administration/SubjectTopicsManagement/{id}',
    permission: catalogue('delete'),
    object: 'none',
    request: { path: z.object({ id: id('Набор от теми') }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Изтрива набор от теми',
  },
  uploadSubjectTopics: {
    method: 'POST',
    path: '/api/administration/SubjectTopicsManagement/upload',
    permission: catalogue('create'),
    object: 'none',
    request: {
      // The file first: a refusal of both names the file, which is what the upload is about.
      body: z.object({ file: uploadedFile('Файл'), publisherId: id('Издателство') }),
      encoding: 'multipart',
    },
    reply: { kind: 'json', schema: saveReply.extend({ topics: z.number().int(), sets: z.number().int() }) },
    summary:
      'Качва темите на издателство от Excel (.xlsx; колони: Възрастова група, Направление, Тема, Очаквани резултати): заменя наборите от файла наведнъж; грешен ред: 400 с номера му, нищо не се записва',
  },
});
