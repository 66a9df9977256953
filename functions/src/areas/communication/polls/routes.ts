import type { communicationPollRoutes } from '@gradina/shared/manifest/routes/communication/polls';
import type { AreaImplementations } from '../../../platform/http/area-handler';
import { entry } from '../../../platform/http/route-entries';
import type { communicationObjects } from '../objects';
import { pollToExcel, pollToWord } from './poll-export';
import { deletePoll, getPoll, listPolls, pollForExport, savePoll } from './polls';
import { vote } from './votes';

/** The handler entries of the polls routes: thin calls of the feature's domain functions. */
export const pollRoutes: AreaImplementations<
  (typeof communicationPollRoutes)[number]['id'],
  typeof communicationObjects
> = {
  'communication.polls': entry.query(listPolls),
  'communication.getPoll': entry.pathId(getPoll),
  'communication.createPoll': entry.body(savePoll),
  'communication.updatePoll': async ({ session, path, body, object }) =>
    savePoll(session, body, path.id, object.item),
  'communication.deletePoll': entry.pathId(deletePoll),
  'communication.vote': entry.body(vote),
  'communication.exportPollWord': async ({ session, path }) => {
    const { poll, votes } = await pollForExport(session, path.id);
    return pollToWord(poll, votes);
  },
  'communication.exportPollExcel': async ({ session, path }) => {
    const { poll, votes } = await pollForExport(session, path.id);
    return pollToExcel(poll, votes);
  },
};
