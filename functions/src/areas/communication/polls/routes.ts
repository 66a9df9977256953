import type { communicationPollRoutes } from '@gradina/shared/manifest/routes/communication/polls';
import type { AreaImplementations } from '../../../platform/http/area-handler';
import type { communicationObjects } from '../objects';
import { pollToExcel, pollToWord } from './poll-export';
import { deletePoll, getPoll, listPolls, pollForExport, savePoll } from './polls';
import { vote } from './votes';

/** The handler entries of the polls routes: thin calls of the feature's domain functions. */
export const pollRoutes: AreaImplementations<
  (typeof communicationPollRoutes)[number]['id'],
  typeof communicationObjects
> = {
  'communication.polls': async ({ session, query }) => listPolls(session, query),
  'communication.getPoll': async ({ session, path }) => getPoll(session, path.id),
  'communication.createPoll': async ({ session, body }) => savePoll(session, body),
  'communication.updatePoll': async ({ session, path, body, object }) =>
    savePoll(session, body, path.id, object.item),
  'communication.deletePoll': async ({ session, path }) => deletePoll(session, path.id),
  'communication.vote': async ({ session, body }) => vote(session, body),
  'communication.exportPollWord': async ({ session, path }) => {
    const { poll, votes } = await pollForExport(session, path.id);
    return pollToWord(poll, votes);
  },
  'communication.exportPollExcel': async ({ session, path }) => {
    const { poll, votes } = await pollForExport(session, path.id);
    return pollToExcel(poll, votes);
  },
};
