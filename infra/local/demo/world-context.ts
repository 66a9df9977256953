import { randomBytes } from 'node:crypto';
import type { NewUser } from '../../../functions/src/platform/auth/users';
import { makeEgn } from '../../../shared/src/egn';
import type { Gender } from '../../../shared/src/enums';
import type { DbItem } from '../../reference-data/batch-write';
import { transliterate } from './names';
import { hashSeed, seededRandom } from './random';

/** The demo's "today": dates (ages, the active school year) are relative to it. */
export const demoToday = '2026-11-21';
export const demoPassword = 'Gradina2026';

/** A user to create with `createUser` (profile, login-identifier markers and memberships in one transaction). */
export interface UserSeed extends NewUser {
  id: string;
  /** Not stored: decides the name's form and the ЕГН's gender digit. */
  gender: Gender;
}

export type SeedItem = DbItem | UserSeed;

export const isUserSeed = (item: SeedItem): item is UserSeed => !('PK' in item);
export const isDbItem = (item: SeedItem): item is DbItem => 'PK' in item;

export interface WorldOptions {
  /** Seeds names, dates and ЕГН. Default 1. */
  seed?: number;
  /** Makes ids and e-mail addresses unique to the world. Default: random. */
  namespace?: string;
  /** Domain of generated e-mail addresses. Default `<namespace>.test.gradina.bg`. */
  emailDomain?: string;
  /** When set (e.g. '+35989'), users get unique phone numbers with it; default: no phone. */
  phonePrefix?: string;
  /** Every user's password unless overridden. Default 'Gradina2026'. */
  password?: string;
  /** The date ages and the active school year are relative to. Default 2026-11-21. */
  today?: string;
}

/** The school year (by its starting year) a date falls in: 15 September to 14 September. */
export function schoolYearOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return m > 9 || (m === 9 && d >= 15) ? y : y - 1;
}

/** Whole years from `birthDate` to `date` (both 'YYYY-MM-DD'). */
export function ageOn(birthDate: string, date: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

export const dayMs = 86_400_000;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const yearsBefore = (date: string, years: number) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y - years, m - 1, d);
};

export type WorldContext = ReturnType<typeof createWorldContext>;

/** What every builder of one world shares: its PRNGs, its items, and the uniqueness of ЕГН, e-mails, phones. */
export function createWorldContext(options: WorldOptions = {}) {
  const seed = options.seed ?? 1;
  const namespace = options.namespace ?? randomBytes(6).toString('hex');
  const emailDomain = options.emailDomain ?? `${namespace}.test.gradina.bg`;
  const rnd = seededRandom(seed);
  const ids = seededRandom(hashSeed(`${namespace}#${seed}`));
  const items: SeedItem[] = [];
  const egns = new Set<string>();
  const emails = new Set<string>();
  let emailCount = 0;
  let phoneCount = 0;

  const randomDate = (fromMs: number, toMs: number) =>
    isoDate(fromMs + rnd.int(0, Math.floor((toMs - fromMs) / dayMs)) * dayMs);

  return {
    namespace,
    today: options.today ?? demoToday,
    password: options.password ?? demoPassword,
    items,
    rnd,
    ids,
    randomDate,
    add<T extends SeedItem>(item: T): T {
      items.push(item);
      return item;
    },
    /** A valid ЕГН for the date and gender, unique in this world. */
    egnFor(birthDate: string, gender: Gender) {
      const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number];
      let sequence = rnd.int(0, 999);
      for (let i = 0; i < 500; i++, sequence += 2) {
        const egn = makeEgn({ year, month, day }, sequence, gender);
        if (!egns.has(egn)) {
          egns.add(egn);
          return egn;
        }
      }
      throw new Error(`no free ЕГН left for ${birthDate}`);
    },
    nextEmail(firstName: string, lastName: string) {
      let email: string;
      do {
        emailCount += 1;
        email = `${transliterate(firstName)}.${transliterate(lastName)}.${emailCount}@${emailDomain}`;
      } while (emails.has(email));
      emails.add(email);
      return email;
    },
    nextPhone() {
      if (!options.phonePrefix) return undefined;
      phoneCount += 1;
      const width = 12 - options.phonePrefix.replace(/\D/g, '').length;
      const digits = String(phoneCount);
      if (digits.length > width) throw new Error('phone numbers exhausted for this prefix');
      return `${options.phonePrefix}${digits.padStart(width, '0')}`;
    },
  };
}
