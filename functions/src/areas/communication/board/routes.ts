import type { communicationBoardRoutes } from '@gradina/shared/manifest/routes/communication/board';
import type { AreaImplementations } from '../../../platform/http/area-handler';
import { entry } from '../../../platform/http/route-entries';
import { boardMessages, deleteBoardMessage, markBoardSeen, orderBoard, saveBoardMessage } from './board';

/** The handler entries of the board routes: thin calls of the feature's domain functions. */
export const boardRoutes: AreaImplementations<(typeof communicationBoardRoutes)[number]['id']> = {
  'communication.boardMessages': entry.query(boardMessages),
  'communication.saveBoardMessage': entry.body(saveBoardMessage),
  'communication.deleteBoardMessage': entry.pathId(deleteBoardMessage),
  'communication.orderBoardMessages': entry.body(orderBoard),
  'communication.boardSeen': entry.body(markBoardSeen),
};
