import { TemplateCategory } from './books';

/**
 * The placeholders a template may hold, written `{{Детска градина}}` in its text. They are inserted from the
 * list `GET /api/templates/available-properties` gives, never typed; a template naming one that is not on
 * its category's list is refused. Filling a template with a record replaces each with the record's value.
 */

export interface Placeholder {
  /** The name between the braces, Bulgarian as the reader sees it. */
  name: string;
  /** Where its value comes from, shown beside it in the picker. */
  description: string;
  /** The categories it may be used in. */
  categories: readonly TemplateCategory[];
}

const all = Object.values(TemplateCategory) as TemplateCategory[];
const aboutChild = [
  TemplateCategory.Order,
  TemplateCategory.Letter,
  TemplateCategory.Certificate,
  TemplateCategory.EducationalResults,
];

export const placeholders: readonly Placeholder[] = [
  { name: 'Детска градина', description: 'Наименованието на детската градина', categories: all },
  { name: 'Директор', description: 'Имената на директора', categories: all },
  { name: 'Дата', description: 'Датата на документа (ДД.ММ.ГГГГ)', categories: all },
  { name: 'Учебна година', description: 'Учебната година, напр. 2026/2027', categories: all },
  { name: 'Номер', description: 'Номерът на документа в книгата', categories: all },
  { name: 'Дете', description: 'Имената на детето', categories: aboutChild },
  { name: 'Дата на раждане', description: 'Датата на раждане на детето', categories: aboutChild },
  { name: 'Група', description: 'Групата на детето или групата на документа', categories: aboutChild },
];

/** `{{Name}}` as it stands in a template's text. */
export const placeholderText = (name: string) => `{{${name}}}`;

const pattern = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The placeholders a text names, in order of first use. Pure. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(pattern)].map((m) => m[1] ?? ''))];
}

/** The placeholders of a category's templates. */
export const placeholdersOf = (category: TemplateCategory) =>
  placeholders.filter((p) => p.categories.includes(category));

/** The names a text uses that its category does not know (empty: the template is good). Pure. */
export function unknownPlaceholders(text: string, category: TemplateCategory): string[] {
  const known = new Set(placeholdersOf(category).map((p) => p.name));
  return placeholdersIn(text).filter((name) => !known.has(name));
}

/** The text with every known placeholder replaced by its value (a missing value leaves dots to fill by hand). */
export function fillPlaceholders(text: string, values: Partial<Record<string, string>>): string {
  return text.replace(pattern, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : value || '……………';
  });
}
