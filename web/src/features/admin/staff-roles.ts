import { Role } from '@gradina/shared';

/** The roles a kindergarten's staff can have (attach-staff-to-account, update-staff-info). */
export const staffRoles = [
  Role.Director,
  Role.Teacher,
  Role.Administrator,
  Role.ResourceSpecialist,
  Role.Manciple,
] as const;
export const staffRoleSet: ReadonlySet<number> = new Set(staffRoles);
