import type { booksPedagogicalCouncilRoutes } from '@gradina/shared/manifest/routes/books/pedagogical-council';
import type { FeatureLoaders, FeatureRoutes } from '../../../platform/http/area-handler';
import { kindergartenItemAtPath, kindergartenItemOfBody } from '../../../platform/http/object-access';
import { entry } from '../../../platform/http/route-entries';
import {
  councilBook,
  decision,
  deleteDecision,
  deleteProtocol,
  protocol,
  protocolKey,
  saveDecision,
  saveMembers,
  saveProtocol,
} from './council';
import { councilKeys } from './items';

/** The pedagogical council's book: thin entries over the feature's functions. */
export const councilRoutes: FeatureRoutes<typeof booksPedagogicalCouncilRoutes, typeof councilObjects> = {
  'books.pedagogicalCouncilBook': entry.query(councilBook),
  'books.saveCouncilMembers': entry.body(saveMembers),
  'books.saveCouncilProtocol': entry.save(saveProtocol),
  'books.deleteCouncilProtocol': entry.object(deleteProtocol),
  'books.councilProtocol': entry.pathId(protocol),
  'books.councilDecision': async ({ session, path }) => decision(session, path),
  'books.saveCouncilDecision': entry.save(saveDecision),
  'books.deleteCouncilDecision': entry.object(deleteDecision),
};

export const councilObjects = {
  'books.saveCouncilProtocol': kindergartenItemOfBody(protocolKey),
  'books.deleteCouncilProtocol': kindergartenItemAtPath(protocolKey),
  'books.saveCouncilDecision': kindergartenItemOfBody(councilKeys.decision),
  'books.deleteCouncilDecision': kindergartenItemAtPath(councilKeys.decision),
} satisfies FeatureLoaders<typeof booksPedagogicalCouncilRoutes>;
