import type { communicationBoardRoutes } from '@gradina/shared/manifest/routes/communication/board';
import type { AreaImplementations } from '../../../platform/http/area-handler';
import { boardMessages, deleteBoardMessage, markBoardSeen, orderBoard, saveBoardMessage } from './board';

/** The handler entries of the board routes: thin calls of the feature's domain functions. */
export const boardRoutes: AreaImplementations<(typeof communicationBoardRoutes)[number]['id']> = {
  'communication.boardMessages': async ({ session, query }) => boardMessages(session, query),
  'communication.saveBoardMessage': async ({ session, body }) => saveBoardMessage(session, body),
  'communication.deleteBoardMessage': async ({ session, path }) => deleteBoardMessage(session, path.id),
  'communication.orderBoardMessages': async ({ session, body }) => orderBoard(session, body),
  'communication.boardSeen': async ({ session, body }) => markBoardSeen(session, body),
};
