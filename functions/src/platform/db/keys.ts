import type { Key } from './item';

/**
 * Key builders. Every tenant-owned partition key starts with `KG#<kindergartenId>` and is built from the
 * session's kindergarten, never from a request value; global items (users, login identifiers, sessions,
 * connections, lookups) have prefixes of their own. docs/data-model.md lists the access pattern of each.
 */
export const tenantPrefix = (kindergartenId: string) => `KG#${kindergartenId}`;

/** A key builder of one kind of a kindergarten's record, by the kindergarten and the record's id. */
export type RecordKey<T = unknown> = ((kindergartenId: string, id: string) => Key) & { readonly record?: T };

/**
 * Names the record a key builder's items hold, once, where the key is defined: what reads by the builder
 * (the routes' object loaders) is typed by it without restating the item.
 * `asset: recordKey<AssetItem>((kindergartenId, id) => ({ PK: …, SK: `ASSET#${id}` }))`.
 */
export const recordKey = <T>(build: (kindergartenId: string, id: string) => Key): RecordKey<T> => build;

export const keys = {
  // Users and sign-in (global)
  user: (userId: string) => ({ PK: `USER#${userId}`, SK: 'PROFILE' }),
  /** Membership of a user in a kindergarten, with the role there. GSI1 lists a kindergarten's members. */
  membership: (userId: string, kindergartenId: string) => ({
    PK: `USER#${userId}`,
    SK: `MEMBER#${kindergartenId}`,
  }),
  membershipByKindergarten: (kindergartenId: string, userId: string) => ({
    GSI1PK: `${tenantPrefix(kindergartenId)}#MEMBERS`,
    GSI1SK: `USER#${userId}`,
  }),
  /** Unique marker for a login identifier: e-mail, ЕГН/ЛНЧ or phone. */
  loginIdentifier: (kind: number, normalized: string) => ({ PK: `LOGIN#${kind}#${normalized}`, SK: 'LOGIN' }),
  /** Failed sign-ins with an identifier no account has (an account's are counted on the account). */
  loginThrottle: (kind: number, normalized: string) => ({
    PK: `LOGIN#${kind}#${normalized}`,
    SK: 'THROTTLE',
  }),
  /** Failed sign-ins of one account, whichever identifier (e-mail, ЕГН/ЛНЧ, phone) was typed. */
  accountLoginThrottle: (userId: string) => ({ PK: `USER#${userId}`, SK: 'LOGIN_THROTTLE' }),
  /** Requests of one source address (SHA-256, never the address) to a rate-limited route group in a minute. */
  rateWindow: (group: string, addressHash: string, windowStart: number) => ({
    PK: `RATE#${group}#${addressHash}`,
    SK: `WINDOW#${windowStart}`,
  }),
  session: (sessionId: string) => ({ PK: `SESSION#${sessionId}`, SK: 'SESSION' }),
  /** GSI1 on a session: a user's open sessions, so deactivation can end them all. */
  sessionsOfUser: (userId: string, sessionId?: string) => ({
    GSI1PK: `USER#${userId}#SESSIONS`,
    GSI1SK: sessionId ? `SESSION#${sessionId}` : 'SESSION#',
  }),
  realtimeTicket: (ticket: string) => ({ PK: `TICKET#${ticket}`, SK: 'TICKET' }),
  connection: (connectionId: string) => ({ PK: `CONN#${connectionId}`, SK: 'CONN' }),
  /** GSI1 on a connection: a user's open WebSocket connections, for fan-out by user. */
  connectionsOfUser: (userId: string, connectionId?: string) => ({
    GSI1PK: `USER#${userId}#CONNS`,
    GSI1SK: connectionId ? `CONN#${connectionId}` : 'CONN#',
  }),

  // Kindergartens (tenant roots)
  kindergarten: (kindergartenId: string) => ({ PK: tenantPrefix(kindergartenId), SK: 'PROFILE' }),
  /** GSI1 on a kindergarten profile: every kindergarten of a municipality (MON and municipality views). */
  kindergartensOfMunicipality: (municipalityCode: string, kindergartenId?: string) => ({
    GSI1PK: `MUNICIPALITY#${municipalityCode}#KGS`,
    GSI1SK: kindergartenId ? `KG#${kindergartenId}` : 'KG#',
  }),
  /** GSI2 on a kindergarten profile: every kindergarten of the country by name (national jobs, Master). */
  kindergartenDirectory: (name?: string, kindergartenId?: string) => ({
    GSI2PK: 'KINDERGARTENS',
    GSI2SK: name !== undefined ? `${name}#${kindergartenId ?? ''}` : '',
  }),
  demoMarker: () => ({ PK: 'CONFIG#DEMO', SK: 'SEEDED' }),
  schoolYear: (kindergartenId: string, periodId: string) => ({
    PK: `${tenantPrefix(kindergartenId)}#PERIODS`,
    SK: `PERIOD#${periodId}`,
  }),
  group: (kindergartenId: string, groupId: string) => ({
    PK: `${tenantPrefix(kindergartenId)}#GROUPS`,
    SK: `GROUP#${groupId}`,
  }),
  child: (kindergartenId: string, childId: string) => ({
    PK: `${tenantPrefix(kindergartenId)}#CHILD#${childId}`,
    SK: 'PROFILE',
  }),
  /** An extra activity (domain/activities/keys.ts keeps the rest of the activities' keys). */
  activity: (kindergartenId: string, activityId: string) => ({
    PK: `${tenantPrefix(kindergartenId)}#ACTIVITIES`,
    SK: `ACTIVITY#${activityId}`,
  }),
  /** GSI1 on a child: the children of a group, sorted by name. */
  childrenOfGroup: (kindergartenId: string, groupId: string, sortName?: string, childId?: string) => ({
    GSI1PK: `${tenantPrefix(kindergartenId)}#GROUP#${groupId}#CHILDREN`,
    GSI1SK: sortName !== undefined ? `${sortName}#${childId}` : '',
  }),
  /** Unique marker: one child per ЕГН/ЛНЧ in a kindergarten. */
  childIdentifier: (kindergartenId: string, identifierType: number, identifier: string) => ({
    PK: `${tenantPrefix(kindergartenId)}#CHILD_ID#${identifierType}#${identifier}`,
    SK: 'CHILD_ID',
  }),
  /** A guardian link: child -> parent user (on the child's partition) ... */
  guardianOfChild: (kindergartenId: string, childId: string, parentUserId: string) => ({
    PK: `${tenantPrefix(kindergartenId)}#CHILD#${childId}`,
    SK: `GUARDIAN#${parentUserId}`,
  }),
  /** ... and on GSI1 parent -> children, so a parent reaches only their own children. */
  childrenOfParent: (parentUserId: string, kindergartenId?: string, childId?: string) => ({
    GSI1PK: `USER#${parentUserId}#CHILDREN`,
    GSI1SK: kindergartenId ? `KG#${kindergartenId}#CHILD#${childId ?? ''}` : 'KG#',
  }),
  staffMember: (kindergartenId: string, userId: string) => ({
    PK: `${tenantPrefix(kindergartenId)}#STAFF`,
    SK: `USER#${userId}`,
  }),
  /** The kindergarten's subjects (образователни направления): one list item, edited as a whole. */
  subjectList: (kindergartenId: string) => ({ PK: tenantPrefix(kindergartenId), SK: 'SUBJECTS' }),

  // Lookups (global reference data)
  lookup: (list: 'REGIONS' | 'AREAS' | 'COUNTRIES' | 'DISTRICTS' | 'PAYMENT_TYPES', id: string) => ({
    PK: `LOOKUP#${list}`,
    SK: id,
  }),
  /** Settlements partitioned by oblast; the sort key starts with the municipality for "cities of an area". */
  city: (regionId: string, areaId: string, cityId: string) => ({
    PK: `LOOKUP#CITIES#${regionId}`,
    SK: `${areaId}#${cityId}`,
  }),
  /** GSI1 on a settlement: every settlement by name, for search across the country. */
  cityByName: (searchName: string, cityId: string) => ({
    GSI1PK: 'LOOKUP#CITIES_BY_NAME',
    GSI1SK: `${searchName}#${cityId}`,
  }),

  // Mail outbox (local) and idempotency
  idempotency: (scope: string, key: string) => ({ PK: `IDEMPOTENCY#${scope}#${key}`, SK: 'DONE' }),

  // Access: user groups, module locks, sessions of a kindergarten; partners (resources menu)
  /** A user group (spec: UserRoles) of a kindergarten with its rights and members. */
  userGroup: (kindergartenId: string, groupId: string) => ({
    PK: `${tenantPrefix(kindergartenId)}#USER_GROUPS`,
    SK: `GROUP#${groupId}`,
  }),
  /** Unique marker: one user group per name (lower-case) in a kindergarten. */
  userGroupName: (kindergartenId: string, normalizedName: string) => ({
    PK: `${tenantPrefix(kindergartenId)}#USER_GROUPS`,
    SK: `NAME#${normalizedName}`,
  }),
  /** Which modules of a kindergarten are locked (read-only for everyone but the director). */
  moduleSettings: (kindergartenId: string) => ({ PK: tenantPrefix(kindergartenId), SK: 'MODULE_SETTINGS' }),
  /** GSI2 on a session: the open sessions in a kindergarten, so changed rights reach them at once. */
  sessionsOfKindergarten: (kindergartenId: string, sessionId?: string) => ({
    GSI2PK: `${tenantPrefix(kindergartenId)}#SESSIONS`,
    GSI2SK: sessionId ? `SESSION#${sessionId}` : 'SESSION#',
  }),
  partner: (kindergartenId: string, partnerId: string) => ({
    PK: `${tenantPrefix(kindergartenId)}#PARTNERS`,
    SK: `PARTNER#${partnerId}`,
  }),

  // Accounts (identity area): one-time tokens, login locks, parent registration requests
  /** A single-use link token (activation, recovery), stored by the SHA-256 of the token; `ttl` = expiry. */
  oneTimeToken: (tokenHash: string) => ({ PK: `TOKEN#${tokenHash}`, SK: 'TOKEN' }),
  /** Password-recovery mails sent to one identifier in the current hour (ADD counter, `ttl`). */
  recoveryThrottle: (kind: number, normalized: string) => ({
    PK: `LOGIN#${kind}#${normalized}`,
    SK: 'RECOVERY',
  }),
  /** A locked login of a member, listed for the administrators of each kindergarten the user belongs to. */
  loginLock: (kindergartenId: string, userId?: string, kind?: number, normalized?: string) => ({
    PK: `${tenantPrefix(kindergartenId)}#LOGIN_LOCKS`,
    SK:
      userId === undefined
        ? 'USER#'
        : kind === undefined
          ? `USER#${userId}#`
          : `USER#${userId}#${kind}#${normalized ?? ''}`,
  }),
  /** GSI2 on a MON or municipality user's profile: the Master's lists of those accounts, by name. */
  accountsOfRole: (role: number, sortName?: string, userId?: string) => ({
    GSI2PK: `ACCOUNTS#${role}`,
    GSI2SK: sortName !== undefined ? `${sortName}#${userId ?? ''}` : '',
  }),
  /** A parent's self-registration, waiting for the kindergarten's decision. */
  registrationRequest: (kindergartenId: string, requestId: string) => ({
    PK: `${tenantPrefix(kindergartenId)}#REGISTRATIONS`,
    SK: `REQUEST#${requestId}`,
  }),
  /** GSI1 on a registration request: the kindergarten's requests of one status, oldest first. */
  registrationsByStatus: (
    kindergartenId: string,
    status: number,
    createdAt?: string,
    requestId?: string,
  ) => ({
    GSI1PK: `${tenantPrefix(kindergartenId)}#REGISTRATIONS#${status}`,
    GSI1SK: createdAt !== undefined ? `${createdAt}#${requestId ?? ''}` : '',
  }),
  /**
   * An invitation into a kindergarten: what the inviter typed, until the invitee accepts. It is no membership,
   * so no members index, recipient list or avatar check sees the invitee before they accept.
   */
  invitation: (kindergartenId: string, invitationId?: string) => ({
    PK: `${tenantPrefix(kindergartenId)}#INVITATIONS`,
    SK: `INVITE#${invitationId ?? ''}`,
  }),
  /** Unique marker: one open invitation per address and kindergarten. */
  invitationOfAddress: (kindergartenId: string, normalizedEmail: string) => ({
    PK: `${tenantPrefix(kindergartenId)}#INVITATIONS`,
    SK: `EMAIL#${normalizedEmail}`,
  }),
  /** GSI1 on an invitation: the open invitations of an address (the sign-in prompt of its account). */
  invitationsOfAddress: (normalizedEmail: string, kindergartenId?: string, invitationId?: string) => ({
    GSI1PK: `INVITED#${normalizedEmail}`,
    GSI1SK: kindergartenId ? `KG#${kindergartenId}#${invitationId ?? ''}` : 'KG#',
  }),
  /**
   * A membership the kindergarten deactivated: moved off `MEMBER#` so sign-in, the switch, recipients and
   * rights no longer see it; GSI1 keeps it in the kindergarten's user list for reactivation.
   */
  suspendedMembership: (userId: string, kindergartenId: string) => ({
    PK: `USER#${userId}`,
    SK: `SUSPENDED#${kindergartenId}`,
  }),
  suspendedOfKindergarten: (kindergartenId: string, userId?: string) => ({
    GSI1PK: `${tenantPrefix(kindergartenId)}#SUSPENDED`,
    GSI1SK: `USER#${userId ?? ''}`,
  }),
  // Security audit (platform/audit): one item per event, `ttl` two years
  /** A kindergarten's security events, sorted by time (`<ISO instant>#<id>`); the director reads them. */
  auditOfKindergarten: (kindergartenId: string, at?: string, auditId?: string) => ({
    PK: `${tenantPrefix(kindergartenId)}#AUDIT`,
    SK: at !== undefined ? `${at}#${auditId ?? ''}` : '',
  }),
  /** Every security event of the platform, one partition per month (`AUDIT#2026-11`), for the Master. */
  auditOfMonth: (month: string, at?: string, auditId?: string) => ({
    PK: `AUDIT#${month}`,
    SK: at !== undefined ? `${at}#${auditId ?? ''}` : '',
  }),
} as const;

const storageAttributes = ['PK', 'SK', 'GSI1PK', 'GSI1SK', 'GSI2PK', 'GSI2SK', 'GSI3PK', 'GSI3SK', 'type'];

/**
 * An item as its feature knows it: without the table's key and index attributes and the item type, which
 * only say where it is stored. Replies map records, never keys.
 */
export function withoutKeys<T extends object>(item: T): T {
  const record = { ...item } as Record<string, unknown>;
  for (const attribute of storageAttributes) delete record[attribute];
  return record as T;
}
