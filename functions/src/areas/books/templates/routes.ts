import type { booksTemplateRoutes } from '@gradina/shared/manifest/routes/books/templates';
import type { FeatureLoaders, FeatureRoutes } from '../../../platform/http/area-handler';
import { kindergartenItemAtPath, kindergartenItemOfBody } from '../../../platform/http/object-access';
import { entry } from '../../../platform/http/route-entries';
import { templateKeys } from './items';
import {
  deleteNational,
  deleteOwn,
  forCategory,
  nationalList,
  ownList,
  properties,
  saveBookTemplate,
  saveNational,
  saveOwn,
  template,
} from './templates';

/** The templates: thin entries over the feature's functions. */
export const templateRoutes: FeatureRoutes<typeof booksTemplateRoutes, typeof templateObjects> = {
  'books.templateProperties': entry.query(properties),
  'books.templatesForCategory': entry.query(forCategory),
  'books.nationalTemplates': entry.query(nationalList),
  'books.kindergartenTemplate': entry.pathId(template),
  'books.kindergartenTemplates': entry.query(ownList),
  'books.saveNationalTemplate': entry.body(saveNational),
  'books.deleteNationalTemplate': entry.pathId(deleteNational),
  'books.saveBookTemplate': entry.body(saveBookTemplate),
  'books.saveKindergartenTemplate': entry.save(saveOwn),
  'books.deleteKindergartenTemplate': entry.object(deleteOwn),
};

export const templateObjects = {
  'books.saveKindergartenTemplate': kindergartenItemOfBody(templateKeys.own),
  'books.deleteKindergartenTemplate': kindergartenItemAtPath(templateKeys.own),
} satisfies FeatureLoaders<typeof booksTemplateRoutes>;
