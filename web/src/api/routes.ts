import type { ManifestRoute } from '@gradina/shared';
import type { z } from 'zod';

/** Types of the manifest's routes, by id, for the typed client (type-only: values come from `routeById`). */
export type ApiRouteId = ManifestRoute['id'];
/** Routes by id as a map: indexed access per id keeps TypeScript from multiplying unions across 100+ routes. */
type RouteMap = { [R in ManifestRoute as R['id']]: R };
type RouteOf<Id extends ApiRouteId> = RouteMap[Id];
type RequestOf<Id extends ApiRouteId> = RouteOf<Id>['request'];

type PathArgs<R> = R extends { path: infer P extends z.ZodType }
  ? { path: z.input<P> }
  : { path?: undefined };
type QueryArgs<R> = R extends { query: infer Q extends z.ZodType }
  ? { query?: z.input<Q> }
  : { query?: undefined };
/** A multipart route takes the browser's FormData (its field names are the schema's keys). */
type BodyArgs<R> = R extends { encoding: 'multipart' }
  ? { body: FormData }
  : R extends { body: infer B extends z.ZodType }
    ? { body: z.input<B> }
    : { body?: undefined };

/** A downloaded file: saved by the browser unless `download: false`, and returned either way. */
export interface DownloadedFile {
  fileName: string;
  contentType: string;
  blob: Blob;
}

export interface CallOptions {
  signal?: AbortSignal;
  /** For file replies: save the file (default) or only return it, e.g. to show an image. */
  download?: boolean;
}

type ArgsMap = {
  [Id in ApiRouteId]: PathArgs<RequestOf<Id>> &
    QueryArgs<RequestOf<Id>> &
    BodyArgs<RequestOf<Id>> &
    CallOptions;
};
/**
 * Through an interface: indexing the mapped type with a generic id makes TypeScript substitute its template, and
 * the constraint of that intersection is the cross product of every route's path, query and body shapes (TS2590
 * once the manifest passed 300 routes). An interface's members are resolved per route instead.
 */
interface ArgsIndex extends ArgsMap {}
export type ApiArgs<Id extends ApiRouteId> = ArgsIndex[Id];

export type ApiReply<Id extends ApiRouteId> = RouteOf<Id>['reply'] extends {
  kind: 'json';
  schema: infer S extends z.ZodType;
}
  ? z.output<S>
  : DownloadedFile;

/** Callers may leave out the arguments when none is required. */
type ArgsTupleMap = {
  [Id in ApiRouteId]: object extends ArgsMap[Id] ? [args?: ArgsMap[Id]] : [args: ArgsMap[Id]];
};
interface ArgsTupleIndex extends ArgsTupleMap {}
export type ApiArgsTuple<Id extends ApiRouteId> = ArgsTupleIndex[Id];
