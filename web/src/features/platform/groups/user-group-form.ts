import type { ApiReply } from '../../../api/routes';
import { given, type ManifestFormSpec } from '../../../ui/forms/useManifestForm';
import { accessList, type Rights, rightsOf } from './access-matrix';

export type UserGroupDetail = ApiReply<'identity.userRole'>;

/** A user group as its form holds it: the rights as the matrix's boxes. */
export interface UserGroupValues {
  id?: string;
  version?: number;
  name: string;
  isPedagogical: boolean;
  rights: Rights;
  memberIds: string[];
}

export const newUserGroup = (): UserGroupValues => ({
  name: '',
  isPedagogical: false,
  rights: {},
  memberIds: [],
});

export const userGroupValues = (g: UserGroupDetail): UserGroupValues => ({
  id: g.id,
  version: g.version,
  name: g.name,
  isPedagogical: g.isPedagogical,
  rights: rightsOf(g.access),
  memberIds: (g.members ?? []).map((m) => m.id),
});

/** The form on `identity.saveUserRole`'s schema: the API's own messages for the name. */
export const userGroupFormSpec = (
  kindergartenId: string,
): ManifestFormSpec<UserGroupValues, 'identity.saveUserRole'> => ({
  labels: { name: 'Наименование', isPedagogical: 'Педагогическа група', memberIds: 'Членове' },
  toBody: (v) => ({
    ...(v.id ? { id: v.id, version: v.version } : {}),
    kindergartenId,
    name: given(v.name),
    isPedagogical: v.isPedagogical,
    access: accessList(v.rights),
    memberIds: v.memberIds,
  }),
});
