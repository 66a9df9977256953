import { z } from 'zod';
import { Role } from '../../../enums';
import { saveReply } from '../../../schemas/common';
import { email, id, kindergartenGuard, linkToken, phone, text } from '../../../schemas/fields';
import { defineRoutes, kindergartenObject, needs, publicRoute, signedIn } from '../../route';
import { kindergartenRoles, roleOf } from './roles';

/**
 * Invitations: a kindergarten invites by e-mail; the membership exists only once the invitee accepts (in
 * the prompt after sign-in, or by the link in the e-mail).
 */

/** An open invitation of the signed-in user's address, as the prompt after sign-in lists it. */
export const invitationOfMine = z.object({
  id: z.string(),
  kindergartenId: z.string(),
  kindergartenName: z.string(),
  userType: z.enum(Role),
  createdAt: z.string(),
  expiresAt: z.string(),
});

/** Whom an invitation is for, as the inviter types it. */
export const personBody = {
  email: email(),
  firstName: text('Име', 100),
  lastName: text('Фамилия', 100),
  phone: phone().optional(),
};

export const identityInvitationRoutes = defineRoutes('identity', {
  inviteUser: {
    method: 'POST',
    path: '/api/Users/invite',
    permission: needs('Users', 'create'),
    request: {
      body: z.object({
        ...personBody,
        userType: roleOf('Роля', kindergartenRoles),
        kindergartenId: kindergartenGuard(),
      }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary:
      'Покана по имейл в детската градина на сесията: същият отговор, има ли адресът профил; членство едва след приемане',
  },
  sendInvitation: {
    method: 'POST',
    path: '/api/Mails/send-invitation',
    permission: needs('Users', 'create'),
    object: kindergartenObject,
    request: { body: z.object({ userId: id('Потребител') }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Изпраща отново поканата на неактивиран потребител (новата връзка обезсилва старите)',
  },
  myInvitations: {
    method: 'GET',
    path: '/api/Identity/invitations',
    permission: signedIn,
    request: {},
    reply: { kind: 'json', schema: z.array(invitationOfMine) },
    summary: 'Отворените покани до имейл адреса на влезлия потребител (подкана след вход; добавен от нас)',
  },
  acceptInvitation: {
    method: 'POST',
    path: '/api/Identity/invitations/{id}/accept',
    permission: signedIn,
    // object: only an invitation to the caller's own address is found (through the address, not the id)
    object: 'none',
    request: { path: z.object({ id: id('Покана') }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Приема покана: членството в детската градина се създава едва сега (добавен от нас)',
  },
  declineInvitation: {
    method: 'POST',
    path: '/api/Identity/invitations/{id}/decline',
    permission: signedIn,
    // object: only an invitation to the caller's own address is found (through the address, not the id)
    object: 'none',
    request: { path: z.object({ id: id('Покана') }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Отказва покана: тя изчезва, без следа в профила (добавен от нас)',
  },
  answerInvitation: {
    method: 'POST',
    path: '/api/Identity/invitation-answer',
    permission: publicRoute,
    request: {
      body: z.object({ token: linkToken(), accept: z.boolean().meta({ title: 'Отговор' }) }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary:
      'Приема или отказва покана по връзката от писмото, когато адресът вече има профил (/account-activation)',
  },
});
