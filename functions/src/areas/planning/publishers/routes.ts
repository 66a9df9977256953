import type { planningPublisherRoutes } from '@gradina/shared/manifest/routes/planning/publishers';
import type { FeatureRoutes } from '../../../platform/http/area-handler';
import {
  deletePublisher,
  deleteTopicSet,
  publisherOptions,
  publisherPage,
  publisherRows,
  savePublisher,
  saveTopicSet,
  topicSet,
  topicSetPage,
  topicSetRows,
  uploadTopics,
} from './publishers';

/** National records: the Master's right decides, no kindergarten or author to check (no loaders). */
export const publisherRoutes: FeatureRoutes<typeof planningPublisherRoutes> = {
  'planning.publishers': async () => publisherRows(),
  'planning.publisherOptions': async () => publisherOptions(),
  'planning.managedPublishers': async () => publisherRows(),
  'planning.publisherOverview': async ({ query }) => publisherPage(query),
  'planning.savePublisher': async ({ body }) => savePublisher(body),
  'planning.deletePublisher': async ({ path }) => deletePublisher(path.id),
  'planning.subjectTopicSets': async ({ query }) => topicSetRows(query),
  'planning.subjectTopicsOverview': async ({ query }) => topicSetPage(query),
  'planning.subjectTopicSet': async ({ path }) => topicSet(path.id),
  'planning.saveSubjectTopicSet': async ({ body }) => saveTopicSet(body),
  'planning.deleteSubjectTopicSet': async ({ path }) => deleteTopicSet(path.id),
  'planning.uploadSubjectTopics': async ({ body }) => uploadTopics(body),
};
