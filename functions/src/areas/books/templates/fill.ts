import { Role } from '@gradina/shared';
import type { TemplateCategory } from '@gradina/shared/books/books';
import { fillPlaceholders, placeholderText, unknownPlaceholders } from '@gradina/shared/books/placeholders';
import { formatDate } from '@gradina/shared/format-dates';
import { getItem, keys, queryAll } from '../../../platform/db';
import { invalidField } from '../../../platform/http/errors';

/**
 * Filling a template with a record: the kindergarten, its director, the document's date, school year and
 * number, and the child or group it is about. Reads: the kindergarten, its staff's directors, the child and
 * the group (those named), in parallel.
 */

export interface FillSubject {
  kindergartenId: string;
  date: string;
  schoolYear?: string | undefined;
  number?: string | undefined;
  childId?: string | undefined;
  groupId?: string | undefined;
}

/** The kindergarten's name and its director's names (the staff member with the director's role). */
export async function kindergartenHeading(kindergartenId: string) {
  const [kindergarten, staff] = await Promise.all([
    getItem<{ name?: string }>(keys.kindergarten(kindergartenId), { attributes: ['name'] }),
    queryAll<{ role: number; firstName: string; lastName: string }>({
      partition: keys.staffMember(kindergartenId, '').PK,
      beginsWith: 'USER#',
      attributes: ['role', 'firstName', 'lastName'],
    }),
  ]);
  const director = staff.find((s) => s.role === Role.Director);
  return {
    kindergarten: kindergarten?.name ?? '',
    director: director ? `${director.firstName} ${director.lastName}` : '',
  };
}

/** The placeholders' values for a record. */
export async function fillValues(subject: FillSubject): Promise<Record<string, string>> {
  const [heading, child, group] = await Promise.all([
    kindergartenHeading(subject.kindergartenId),
    subject.childId
      ? getItem<{ firstName: string; lastName: string; birthDate?: string; groupId?: string }>(
          keys.child(subject.kindergartenId, subject.childId),
        )
      : undefined,
    subject.groupId
      ? getItem<{ name: string }>(keys.group(subject.kindergartenId, subject.groupId), {
          attributes: ['name'],
        })
      : undefined,
  ]);
  const childGroup =
    !group && child?.groupId
      ? await getItem<{ name: string }>(keys.group(subject.kindergartenId, child.groupId), {
          attributes: ['name'],
        })
      : undefined;
  return {
    'Детска градина': heading.kindergarten,
    Директор: heading.director,
    Дата: formatDate(subject.date),
    'Учебна година': subject.schoolYear ?? '',
    Номер: subject.number ?? '',
    Дете: child ? `${child.firstName} ${child.lastName}` : '',
    'Дата на раждане': child?.birthDate ? formatDate(child.birthDate) : '',
    Група: (group ?? childGroup)?.name ?? '',
  };
}

/** Refuses (400 naming `field`) a text whose placeholders its category does not know. */
export function checkPlaceholders(text: string, category: TemplateCategory, field = 'text') {
  const unknown = unknownPlaceholders(text, category);
  if (unknown.length > 0)
    throw invalidField(
      field,
      `Полето "Текст" съдържа непознато поле за попълване ${unknown.map(placeholderText).join(', ')}; ` +
        'изберете полетата от списъка.',
    );
}

export { fillPlaceholders };
