import { Role } from '../../../enums';
import { choice } from '../../../schemas/fields';
import { bgMessages } from '../../../validation';

/** The roles of a kindergarten: the only ones a kindergarten grants (never MON, municipality or Master). */
export const kindergartenRoles: readonly Role[] = [
  Role.Director,
  Role.Teacher,
  Role.Parent,
  Role.Administrator,
  Role.ResourceSpecialist,
  Role.Manciple,
];

/**
 * Who may grant which role (docs/permissions.md, "Granting roles"). A kindergarten invites with
 * `POST /api/Users/invite` (Users create); the Master through account management. A director may name
 * another director (a deputy during a leave); an administrator everyone but a director; staff whom a user
 * group gives Users create invite parents only. MON, municipality and Master accounts come from the Master.
 */
export const rolesGrantedBy: Readonly<Record<Role, readonly Role[]>> = {
  [Role.Director]: kindergartenRoles,
  [Role.Administrator]: kindergartenRoles.filter((r) => r !== Role.Director),
  [Role.Teacher]: [Role.Parent],
  [Role.ResourceSpecialist]: [Role.Parent],
  [Role.Manciple]: [Role.Parent],
  [Role.Parent]: [],
  [Role.MON]: [],
  [Role.Municipality]: [],
  [Role.Master]: [...kindergartenRoles, Role.MON, Role.Municipality],
};

export const staffRoles: readonly Role[] = [
  Role.Director,
  Role.Teacher,
  Role.Administrator,
  Role.ResourceSpecialist,
  Role.Manciple,
];

/** A role field that takes only the `allowed` roles. */
export const roleOf = (title: string, allowed: readonly Role[]) =>
  choice(Role, title)
    .refine((r) => allowed.includes(r), { message: bgMessages.oneOf(title) })
    .meta({ title });
