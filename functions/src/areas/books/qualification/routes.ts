import type { booksQualificationRoutes } from '@gradina/shared/manifest/routes/books/qualification';
import type { FeatureLoaders, FeatureRoutes } from '../../../platform/http/area-handler';
import { kindergartenItemAtPath, kindergartenItemOfBody } from '../../../platform/http/object-access';
import { entry } from '../../../platform/http/route-entries';
import {
  deleteQualification,
  qualification,
  qualificationCertificate,
  qualificationKeys,
  qualificationRecord,
  saveQualification,
} from './qualification';

/** The staff's qualification record: thin entries over the feature's functions. */
export const qualificationRoutes: FeatureRoutes<
  typeof booksQualificationRoutes,
  typeof qualificationObjects
> = {
  'books.qualificationActivities': entry.query(qualificationRecord),
  'books.qualificationActivity': entry.pathId(qualification),
  'books.saveQualificationActivity': entry.save(saveQualification),
  'books.deleteQualificationActivity': entry.object(deleteQualification),
  'books.qualificationCertificate': entry.pathId(qualificationCertificate),
};

export const qualificationObjects = {
  'books.saveQualificationActivity': kindergartenItemOfBody(qualificationKeys.activity),
  'books.deleteQualificationActivity': kindergartenItemAtPath(qualificationKeys.activity),
} satisfies FeatureLoaders<typeof booksQualificationRoutes>;
