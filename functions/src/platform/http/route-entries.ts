/**
 * The thin handler entries most routes are (docs/contributing.md, "The handler entries"): the entry only
 * hands one part of the request to the feature's domain function, so it is written as which part, not as a
 * lambda of its own: `'identity.userRoles': entry.query(listUserGroups)`. Each helper is typed by the domain
 * function it wraps, and the entry's own type (`FeatureRoutes`) checks that function against the route's
 * schemas and reply, as a written-out lambda would. An entry that does more (the clock, two parts, a
 * computed value) stays a lambda.
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

  /** `({ session, path }) => run(session, path.id)`: a read or delete of the record the path names. */
  pathId:
    <S, I extends string, R>(run: (session: S, id: I) => Promise<R>) =>
    ({ session, path }: { session: S; path: { id: I } }) =>
      run(session, path.id),

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
};
