import { AdministrationBook } from '../enums';

/**
 * The six official books of a kindergarten (Наредба № 8/2016, Приложение № 2) as the screens, the prints and
 * the API name them. Each book is numbered from 1 every school year; the web's paths use the slug.
 */

export interface BookInfo {
  /** The title printed on the book's cover and on its page. */
  title: string;
  /** The path of its list under /administration/books/. */
  slug: string;
  /** What one entry is called („Заповед“, „Протокол“…), for messages. */
  entry: string;
}

export const bookInfo: Record<AdministrationBook, BookInfo> = {
  [AdministrationBook.PedagogicalCouncilBook]: {
    title: 'Книга с протоколите от заседанията на педагогическия съвет',
    slug: 'pedagogical',
    entry: 'Протокол',
  },
  [AdministrationBook.IncomingCorrespondenceBook]: {
    title: 'Дневник за входяща кореспонденция',
    slug: 'incoming-correspondence',
    entry: 'Входящ документ',
  },
  [AdministrationBook.DirectorOrderBook]: {
    title: 'Книга за регистриране на заповедите на директора',
    slug: 'director',
    entry: 'Заповед',
  },
  [AdministrationBook.ControlActivityBook]: {
    title: 'Книга за контролната дейност на директора',
    slug: 'control',
    entry: 'Проверка',
  },
  [AdministrationBook.OutgoingCorrespondenceBook]: {
    title: 'Дневник за изходяща кореспонденция',
    slug: 'outgoing-correspondence',
    entry: 'Изходящ документ',
  },
  [AdministrationBook.ControlActivityDeputyDirectorBook]: {
    title: 'Книга за контролната дейност на заместник-директора',
    slug: 'deputy-director',
    entry: 'Проверка',
  },
};

export const bookTypes = Object.values(AdministrationBook) as AdministrationBook[];

/** A number as the book shows it: the kindergarten's prefix for the book, then the number („РД-07-12“). */
export const bookNumberText = (prefix: string | null | undefined, number: number) =>
  `${prefix ?? ''}${number}`;

/** The template categories the Master keeps national templates in (not in the spec: docs/decisions.md). */
export const TemplateCategory = {
  Order: 1,
  Protocol: 2,
  Letter: 3,
  Certificate: 4,
  EducationalResults: 5,
} as const;
export type TemplateCategory = (typeof TemplateCategory)[keyof typeof TemplateCategory];

export const templateCategoryNames: Record<TemplateCategory, string> = {
  [TemplateCategory.Order]: 'Заповеди',
  [TemplateCategory.Protocol]: 'Протоколи',
  [TemplateCategory.Letter]: 'Писма',
  [TemplateCategory.Certificate]: 'Удостоверения и служебни бележки',
  [TemplateCategory.EducationalResults]: 'Образователни резултати',
};

/** The kinds of documents the correspondence registers and the documents list file (`/document-types`). */
export const documentTypes = [
  { id: 1, name: 'Писмо' },
  { id: 2, name: 'Заявление' },
  { id: 3, name: 'Молба' },
  { id: 4, name: 'Жалба' },
  { id: 5, name: 'Сигнал' },
  { id: 6, name: 'Покана' },
  { id: 7, name: 'Докладна записка' },
  { id: 8, name: 'Справка' },
  { id: 9, name: 'Договор' },
  { id: 10, name: 'Удостоверение' },
  { id: 11, name: 'Служебна бележка' },
  { id: 12, name: 'Протокол' },
  { id: 13, name: 'Заповед' },
  { id: 14, name: 'Друг документ' },
] as const;
export const documentTypeIds = documentTypes.map((t) => t.id) as number[];
export const documentTypeName = (id: number) => documentTypes.find((t) => t.id === id)?.name ?? '';
