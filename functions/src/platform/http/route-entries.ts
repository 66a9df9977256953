import { atRequestTime } from '../clock';

/** The part of a request the clocked entries read: its headers, for the clock header tests fix the day with. */
type Clocked = { event: { headers: Record<string, string | undefined> | null } };

/**
 * The thin handler entries most routes are (docs/contributing.md, "The handler entries"): the entry only
 * hands one part of the request to the feature's domain function, so it is written as which part, not as a
 * lambda of its own: `'identity.userRoles': entry.query(listUserGroups)`. Each helper is typed by the domain
 * function it wraps, and the entry's own type (`FeatureRoutes`) checks that function against the route's
 * schemas and reply, as a written-out lambda would. The `clocked…` forms run the function at the request's
 * time (`atRequestTime`: what depends on today, which tests fix with the clock header). An entry that does
 * more (two parts, a computed value) stays a lambda.
 */
export const entry = {
  /** `({ session, query }) => run(session, query)`: a read or export filtered by the query string. */
  query:
    <S, Q, R>(run: (session: S, query: Q) => Promise<R>) =>
    ({ session, query }: { session: S; query: Q }) =>
      run(session, query),

  /** `({ session, body }) => run(session, body)`: a write of the body. */
  body:
    <S, B, R>(run: (session: S, body: B) => Promise<R>) =>
    ({ session, body }: { session: S; body: B }) =>
      run(session, body),

  /**
   * `({ session, body, object }) => run(session, body, object?.item)`: a create or edit of the body, with the
   * record the route's loader read by the body's id (none: the body creates one).
   */
  save:
    <S, B, T, R>(run: (session: S, body: B, existing: T | undefined) => Promise<R>) =>
    ({ session, body, object }: { session: S; body: B; object: { item: T } | null }) =>
      run(session, body, object?.item),

  /** `({ session, path }) => run(session, path.id)`: a read or delete of the record the path names. */
  pathId:
    <S, I extends string, R>(run: (session: S, id: I) => Promise<R>) =>
    ({ session, path }: { session: S; path: { id: I } }) =>
      run(session, path.id),

  /** `({ session, path }) => run(session, path[name])`: a read of what one named path value names. */
  path:
    <K extends string, S, V, R>(name: K, run: (session: S, value: V) => Promise<R>) =>
    ({ session, path }: { session: S; path: { [P in K]: V } }) =>
      run(session, path[name]),

  /**
   * `({ session, query }) => run(session, query[name])`: a read by one named query value. The value may be
   * left out only when the function takes it as optional (`V` includes undefined); the cast is that rule,
   * which the compiler cannot follow through the conditional type.
   */
  queryValue:
    <K extends string, S, V, R>(name: K, run: (session: S, value: V) => Promise<R>) =>
    ({ session, query }: { session: S; query: undefined extends V ? { [P in K]?: V } : { [P in K]: V } }) =>
      run(session, query[name] as V),

  /** `({ session, path, query }) => run(session, query, path.type)`: a report file in the path's format. */
  queryFile:
    <S, Q, F, R>(run: (session: S, query: Q, format: F) => Promise<R>) =>
    ({ session, path, query }: { session: S; path: { type: F }; query: Q }) =>
      run(session, query, path.type),

  /** `({ session }) => run(session)`: a read of the session's own kindergarten or user. */
  session:
    <S, R>(run: (session: S) => Promise<R>) =>
    ({ session }: { session: S }) =>
      run(session),

  /** `({ session, object }) => run(session, object.item)`: a write on the record the route's loader read. */
  object:
    <S, T, R>(run: (session: S, item: T) => Promise<R>) =>
    ({ session, object }: { session: S; object: { item: T } }) =>
      run(session, object.item),

  /** `entry.query` at the request's time. */
  clockedQuery:
    <S, Q, R>(run: (session: S, query: Q) => Promise<R>) =>
    ({ session, query, event }: { session: S; query: Q } & Clocked) =>
      atRequestTime(event.headers, () => run(session, query)),

  /** `entry.body` at the request's time. */
  clockedBody:
    <S, B, R>(run: (session: S, body: B) => Promise<R>) =>
    ({ session, body, event }: { session: S; body: B } & Clocked) =>
      atRequestTime(event.headers, () => run(session, body)),

  /** `entry.session` at the request's time. */
  clockedSession:
    <S, R>(run: (session: S) => Promise<R>) =>
    ({ session, event }: { session: S } & Clocked) =>
      atRequestTime(event.headers, () => run(session)),
};
