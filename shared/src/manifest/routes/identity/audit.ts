import { z } from 'zod';
import { paged, pageQuery } from '../../../schemas/common';
import { dateField } from '../../../schemas/dates';
import { id, kindergartenGuard } from '../../../schemas/fields';
import { defineRoutes, needs } from '../../route';

/**
 * Security events kept as audit items (docs/security.md, "Security log"). `payment.notification-refused` is
 * written by the payments area when it is built: a payment provider's notification with a bad signature.
 */
export const auditEvents = [
  'login.locked',
  'membership.role-changed',
  'membership.deactivated',
  'account.deactivated',
  'membership.accepted',
  'payment.notification-refused',
  // The kindergarten's attendance month lock (issue #24): the unlock keeps its reason.
  'attendance.month-locked',
  'attendance.month-unlocked',
  'attendance.auto-lock-changed',
  // The director excused a medical notice's locked days (issue #24): the notice, the child, the dates.
  'attendance.locked-days-excused',
  // A document series (receipts, invoices, …) moved forward past its next number (issue #25): the reason.
  'payments.series-moved-forward',
] as const;
export type AuditEvent = (typeof auditEvents)[number];

/** Details carry codes, counts and ids only, never personal data. */
export const auditDetails = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));

export const auditItem = z.object({
  id: z.string(),
  /** When it happened (ISO instant). */
  at: z.string(),
  event: z.enum(auditEvents),
  kindergartenId: z.string().nullable(),
  /** Who did it (null: the platform itself, e.g. a lockout after wrong passwords). */
  actorUserId: z.string().nullable(),
  /** Whom it concerns (null: an identifier no account has). */
  subjectUserId: z.string().nullable(),
  details: auditDetails,
});

const eventFilter = z.enum(auditEvents).optional().meta({ title: 'Събитие' });

export const identityAuditRoutes = defineRoutes('identity', {
  kindergartenAudit: {
    method: 'GET',
    path: '/api/Users/audit',
    permission: needs('Users', 'read'),
    request: {
      query: z
        .object({
          kindergartenId: kindergartenGuard(),
          event: eventFilter,
          from: dateField('От дата').optional(),
          to: dateField('До дата').optional(),
          ...pageQuery,
        })
        .refine((q) => !q.from || !q.to || q.from <= q.to, {
          message: '„До дата“ трябва да е след „От дата“.',
          path: ['to'],
        }),
    },
    reply: { kind: 'json', schema: paged(auditItem), paged: true },
    summary:
      'Събитията по сигурността в детската градина (блокирани входове, смяна на роля, деактивиране, приети членства), най-новите първи (добавен от нас)',
  },
  platformAudit: {
    method: 'GET',
    path: '/api/administration/AccountManagement/audit',
    permission: needs('AccountManagement', 'read', false),
    request: {
      query: z.object({
        month: z
          .string()
          .trim()
          .regex(/^(19|20)\d\d-(0[1-9]|1[0-2])$/, 'Месецът трябва да е във вида ГГГГ-ММ.')
          .optional()
          .meta({ title: 'Месец' }),
        event: eventFilter,
        kindergartenId: id('Детска градина').optional(),
        ...pageQuery,
      }),
    },
    reply: { kind: 'json', schema: paged(auditItem), paged: true },
    summary: 'Събитията по сигурността в цялата платформа за един месец, най-новите първи (добавен от нас)',
  },
});
