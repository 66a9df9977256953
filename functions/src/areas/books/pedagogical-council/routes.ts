import type { booksPedagogicalCouncilRoutes } from '@gradina/shared/manifest/routes/books/pedagogical-council';
import type { FeatureLoaders, FeatureRoutes } from '../../../platform/http/area-handler';
import { kindergartenItemAtPath, kindergartenItemOfBody } from '../../../platform/http/object-access';
import { entry } from '../../../platform/http/route-entries';
import { bookKeys } from '../register/items';
import {
  councilBook,
  decision,
  deleteDecision,
  deleteProtocol,
  protocol,
  saveDecision,
  saveMembers,
  saveProtocol,
} from './council';
import { councilKeys, type DecisionItem, type ProtocolItem } from './items';

/** The pedagogical council's book: thin entries over the feature's functions. */
export const councilRoutes: FeatureRoutes<typeof booksPedagogicalCouncilRoutes, typeof councilObjects> = {
  'books.pedagogicalCouncilBook': entry.query(councilBook),
  'books.saveCouncilMembers': entry.body(saveMembers),
  'books.saveCouncilProtocol': async ({ session, body, object }) => saveProtocol(session, body, object?.item),
  'books.deleteCouncilProtocol': entry.object(deleteProtocol),
  'books.councilProtocol': entry.pathId(protocol),
  'books.councilDecision': async ({ session, path }) => decision(session, path),
  'books.saveCouncilDecision': async ({ session, body, object }) => saveDecision(session, body, object?.item),
  'books.deleteCouncilDecision': entry.object(deleteDecision),
};

export const councilObjects = {
  'books.saveCouncilProtocol': kindergartenItemOfBody<ProtocolItem>(bookKeys.entry),
  'books.deleteCouncilProtocol': kindergartenItemAtPath<ProtocolItem>(bookKeys.entry),
  'books.saveCouncilDecision': kindergartenItemOfBody<DecisionItem>(councilKeys.decision),
  'books.deleteCouncilDecision': kindergartenItemAtPath<DecisionItem>(councilKeys.decision),
} satisfies FeatureLoaders<typeof booksPedagogicalCouncilRoutes>;
