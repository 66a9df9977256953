import { z } from 'zod';
import { saveReply } from '../../../schemas/common';
import { dateField } from '../../../schemas/dates';
import { id, kindergartenGuard, optionalText, text } from '../../../schemas/fields';
import { schoolYearId } from '../../../schemas/ids';
import { editNamesVersion, versionField, versionRequired } from '../../../schemas/version';
import { defineRoutes, kindergartenObject, needs } from '../../route';
import { bookQuery, entryBody, entryHead, versioned } from './common';

/**
 * The pedagogical council's book (Наредба № 8/2016, Приложение № 2): the council's members of the school
 * year, its protocols numbered per school year (date, who attended and whether there was a quorum, the
 * agenda) and the decisions under each protocol, numbered within it, each with who carries it out and by
 * when. Teachers read the book; the director and the administrator write it.
 */

/** The most members a council may have, and the longest agenda. */
export const councilMaxMembers = 120;
export const agendaMaxItems = 30;

const names = (title: string, itemTitle: string, max: number) =>
  z.array(text(itemTitle, 200)).max(max).meta({ title });

export const councilDecision = z.object({
  id: z.string(),
  protocolId: z.string(),
  /** Its number within the protocol (1, 2, …). */
  number: z.number().int(),
  text: z.string(),
  responsible: z.string(),
  dueDate: z.string().nullable(),
  cancelled: z.boolean(),
  version: z.number().int(),
});
export type CouncilDecision = z.infer<typeof councilDecision>;

export const councilProtocol = z.object({
  ...entryHead,
  chair: z.string(),
  secretary: z.string(),
  membersCount: z.number().int(),
  attendees: z.array(z.string()),
  /** More than two thirds of the members present. */
  quorum: z.boolean(),
  agenda: z.array(z.string()),
  notes: z.string(),
  decisions: z.array(councilDecision),
});
export type CouncilProtocol = z.infer<typeof councilProtocol>;

export const councilBook = z.object({
  periodId: z.string(),
  /** The council's members in the school year: the pedagogical staff and the director. */
  members: z.array(z.string()),
  membersVersion: z.number().int(),
  protocols: z.array(councilProtocol),
  rowsCount: z.number().int(),
});

export const protocolBody = versioned(
  z.object({
    ...entryBody,
    date: dateField('Дата'),
    chair: text('Председател', 200),
    secretary: optionalText('Протоколчик', 200),
    attendees: names('Присъстващи', 'Присъстващ', councilMaxMembers).min(1),
    agenda: names('Дневен ред', 'Точка от дневния ред', agendaMaxItems).min(1),
    notes: optionalText('Ход на заседанието', 20_000),
  }),
);

export const decisionBody = z
  .object({
    kindergartenId: kindergartenGuard(),
    id: id('Решение').optional(),
    version: versionField().optional(),
    protocolId: id('Протокол'),
    text: text('Решение', 5000),
    responsible: text('Отговорник', 200),
    dueDate: dateField('Срок').optional(),
  })
  .refine(editNamesVersion, versionRequired);

export const booksPedagogicalCouncilRoutes = defineRoutes('books', {
  pedagogicalCouncilBook: {
    method: 'GET',
    path: '/api/AdministrationBooks/pedagogical-council-book',
    permission: needs('PedagogicalCouncil', 'read'),
    request: { query: bookQuery },
    reply: { kind: 'json', schema: councilBook },
    summary: 'Членовете на съвета и протоколите на учебната година с решенията им (страница от 50)',
  },
  saveCouncilMembers: {
    method: 'POST',
    path: '/api/AdministrationBooks/pedagogical-council-book',
    permission: needs('PedagogicalCouncil', 'update'),
    object: 'none', // the council of the session's kindergarten's school year, read by its key
    request: {
      body: z.object({
        kindergartenId: kindergartenGuard(),
        periodId: schoolYearId(),
        members: names('Членове', 'Член', councilMaxMembers).min(1),
        version: versionField(),
      }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Членовете на педагогическия съвет за учебната година (кворумът се брои от тях)',
  },
  saveCouncilProtocol: {
    method: 'POST',
    path: '/api/AdministrationBooks/pedagogical-council-book/protocol',
    permission: needs('PedagogicalCouncil', 'create'),
    object: kindergartenObject,
    request: { body: protocolBody },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Нов протокол със следващия номер за годината или редакция',
  },
  deleteCouncilProtocol: {
    method: 'DELETE',
    path: '/api/AdministrationBooks/pedagogical-council-book/protocol/{id}',
    permission: needs('PedagogicalCouncil', 'delete'),
    object: kindergartenObject,
    request: { path: z.object({ id: id('Протокол') }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Анулира протокол без решения (номерът остава); протокол с решения: 409',
  },
  councilProtocol: {
    method: 'GET',
    path: '/api/AdministrationBooks/pedagogical-council-book/protocol/edit/{id}',
    permission: needs('PedagogicalCouncil', 'read'),
    request: { path: z.object({ id: id('Протокол') }) },
    reply: { kind: 'json', schema: councilProtocol },
    summary: 'Един протокол с решенията му',
  },
  councilDecision: {
    method: 'GET',
    path: '/api/AdministrationBooks/pedagogical-council-book/decision/edit/{protocolId}/{decisionId}',
    permission: needs('PedagogicalCouncil', 'read'),
    request: { path: z.object({ protocolId: id('Протокол'), decisionId: id('Решение') }) },
    reply: { kind: 'json', schema: councilDecision },
    summary: 'Едно решение на протокол',
  },
  saveCouncilDecision: {
    method: 'POST',
    path: '/api/AdministrationBooks/pedagogical-council-book/decision',
    permission: needs('PedagogicalCouncil', 'create'),
    object: kindergartenObject,
    request: { body: decisionBody },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Ново решение със следващия номер в протокола (само при кворум) или редакция',
  },
  deleteCouncilDecision: {
    method: 'DELETE',
    path: '/api/AdministrationBooks/pedagogical-council-book/decision/{id}',
    permission: needs('PedagogicalCouncil', 'delete'),
    object: kindergartenObject,
    request: { path: z.object({ id: id('Решение') }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Анулира решение (номерът му в протокола остава)',
  },
});
