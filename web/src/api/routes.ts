import type { ManifestRoute } from '@gradina/shared';
import type { z } from 'zod';

/** Types of the manifest's routes, by id, for the typed client (type-only: values come from `routeById`). */
export type ApiRouteId = ManifestRoute['id'];
type RouteOf<Id extends ApiRouteId> = Extract<ManifestRoute, { id: Id }>;
type RequestOf<Id extends ApiRouteId> = RouteOf<Id>['request'];

type PathArgs<R> = R extends { path: infer P extends z.ZodType }
  ? { path: z.input<P> }
  : { path?: undefined };
type QueryArgs<R> = R extends { query: infer Q extends z.ZodType }
  ? { query?: z.input<Q> }
  : { query?: undefined };
type BodyArgs<R> = R extends { body: infer B extends z.ZodType }
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

export type ApiArgs<Id extends ApiRouteId> = PathArgs<RequestOf<Id>> &
  QueryArgs<RequestOf<Id>> &
  BodyArgs<RequestOf<Id>> &
  CallOptions;

export type ApiReply<Id extends ApiRouteId> = RouteOf<Id>['reply'] extends {
  kind: 'json';
  schema: infer S extends z.ZodType;
}
  ? z.output<S>
  : DownloadedFile;

/** Callers may leave out the arguments when none is required. */
export type ApiArgsTuple<Id extends ApiRouteId> =
  object extends ApiArgs<Id> ? [args?: ApiArgs<Id>] : [args: ApiArgs<Id>];
