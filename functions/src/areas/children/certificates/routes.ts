import type { childrenCertificateRoutes } from '@gradina/shared/manifest/routes/children/certificates';
import type { FeatureLoaders, FeatureRoutes } from '../../../platform/http/area-handler';
import type { LoadedObject } from '../../../platform/http/object-access';
import { entry } from '../../../platform/http/route-entries';
import { type CertificateItem, type GroupRow, getCertificate, getChild, getGroup } from './items';
import {
  applicationReceipt,
  commonProtocol,
  issueGroupPreschoolCertificates,
  issuePreschoolCertificates,
  neispuoData,
  preschoolCertificateFile,
  preschoolChildren,
  preschoolGroups,
} from './preschool';
import type { RelocationObject } from './relocation';
import { cancelCertificate, certificatesOverview, relocationCertificate } from './relocation';

/** The handler entries of the certificate routes: thin calls of the feature's domain functions. */
export const certificateRoutes: FeatureRoutes<typeof childrenCertificateRoutes, typeof certificateObjects> = {
  'children.preschoolCertificateGroups': entry.query(preschoolGroups),
  'children.preschoolCertificateChildren': entry.path('classId', preschoolChildren),
  'children.issuePreschoolCertificates': async ({ session, body, object }) =>
    issuePreschoolCertificates(session, object.item, body),
  'children.issueGroupPreschoolCertificates': async ({ session, body, object }) =>
    issueGroupPreschoolCertificates(session, object.item, body),
  'children.preschoolCertificateFile': async ({ body, object }) =>
    preschoolCertificateFile(object.item, body.format),
  'children.preschoolCertificateNeispuo': entry.query(neispuoData),
  'children.preschoolApplicationReceipt': entry.query(applicationReceipt),
  'children.preschoolCommonProtocol': entry.query(commonProtocol),
  'children.certificates': entry.query(certificatesOverview),
  'children.relocationCertificate': async ({ session, body, object }) =>
    relocationCertificate(session, body, object.item),
  'children.cancelCertificate': entry.object(cancelCertificate),
};

/** A certificate under the session's kindergarten's key (another kindergarten's: 404). */
async function certificateObject(
  kindergartenId: string,
  id: string,
): Promise<LoadedObject<CertificateItem> | undefined> {
  const item = await getCertificate(kindergartenId, id);
  return item && { kindergartenId, authorId: null, groupIds: [item.groupId], item };
}

async function groupObjectOf(
  kindergartenId: string,
  groupId: string,
): Promise<LoadedObject<GroupRow> | undefined> {
  const item = await getGroup(kindergartenId, groupId);
  return item && { kindergartenId, authorId: null, groupIds: [item.id], item };
}

/** The objects the certificate writes act on (keys from the session's kindergarten: another's is 404). */
export const certificateObjects = {
  'children.issuePreschoolCertificates': ({ session, body }) =>
    groupObjectOf(session.kindergartenId, body.classId),
  'children.issueGroupPreschoolCertificates': ({ session, path }) =>
    groupObjectOf(session.kindergartenId, path.classId),
  'children.preschoolCertificateFile': ({ session, body }) =>
    certificateObject(session.kindergartenId, body.certificateId),
  'children.relocationCertificate': async ({ session, body }) => {
    const kindergartenId = session.kindergartenId;
    if (body.certificateId) {
      const loaded = await certificateObject(kindergartenId, body.certificateId);
      return (
        loaded && {
          ...loaded,
          item: { certificate: loaded.item } satisfies RelocationObject,
        }
      );
    }
    const child = await getChild(kindergartenId, body.childId);
    return child && { kindergartenId, authorId: null, groupIds: [child.groupId], item: { child } };
  },
  'children.cancelCertificate': ({ session, query }) =>
    certificateObject(session.kindergartenId, query.certificateId),
} satisfies FeatureLoaders<typeof childrenCertificateRoutes>;
