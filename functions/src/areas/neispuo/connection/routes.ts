import type { neispuoIntegrationRoutes } from '@gradina/shared/manifest/routes/neispuo/integration';
import type { FeatureRoutes } from '../../../platform/http/area-handler';
import { conflict } from '../../../platform/http/errors';
import { entry } from '../../../platform/http/route-entries';
import { NeispuoError } from '../../../platform/neispuo/client';
import { connect, connectionOf, createClassBooks, deleteClassBook, finalizeClassBook } from './connection';

type Ids =
  | 'neispuo.connection'
  | 'neispuo.connect'
  | 'neispuo.createClassBooks'
  | 'neispuo.deleteClassBook'
  | 'neispuo.finalizeClassBook';

/** A НЕИСПУО refusal or outage during a director's action: a 409 with НЕИСПУО's words, never a 500. */
export async function speakingForNeispuo<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (!(e instanceof NeispuoError)) throw e;
    throw conflict(
      e.retryable ? `НЕИСПУО не е достъпно в момента: ${e.message}` : `НЕИСПУО отказа: ${e.message}`,
    );
  }
}

export const connectionImplementations: FeatureRoutes<
  readonly Extract<(typeof neispuoIntegrationRoutes)[number], { id: Ids }>[]
> = {
  'neispuo.connection': entry.session(connectionOf),
  'neispuo.connect': entry.body(connect),
  'neispuo.createClassBooks': async ({ session }) => speakingForNeispuo(() => createClassBooks(session)),
  'neispuo.deleteClassBook': async ({ session, path }) =>
    speakingForNeispuo(() => deleteClassBook(session, path.id)),
  'neispuo.finalizeClassBook': async ({ session, path }) =>
    speakingForNeispuo(() => finalizeClassBook(session, path.id)),
};
