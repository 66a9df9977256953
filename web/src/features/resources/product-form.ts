import {
  ageGroupNames,
  ageGroups,
  educationalAreaNames,
  educationalAreas,
} from '@gradina/shared/education/education';
import {
  type ResourceKind,
  resourceKindNames,
} from '@gradina/shared/manifest/routes/kindergartens/resources';
import type { ApiReply } from '../../api/routes';
import { given, type ManifestFormSpec } from '../../ui/forms/useManifestForm';

export type Product = ApiReply<'kindergartens.partnerProduct'>;

/** The choices of the form and the list, as text values (the form keeps text) with their Bulgarian names. */
const optionsOf = (names: Record<number, string>, values: readonly number[]) =>
  values.map((v) => ({ value: String(v), label: names[v]! }));
export const kindOptions = optionsOf(resourceKindNames, Object.keys(resourceKindNames).map(Number));
export const ageGroupOptions = optionsOf(ageGroupNames, ageGroups);
export const areaOptions = optionsOf(educationalAreaNames, educationalAreas);

/** A resource as its form holds it: the choices as text. */
export interface ProductValues {
  id?: string;
  version?: number;
  name: string;
  kind: string;
  ageGroups: string[];
  areas: string[];
  description: string;
  url: string;
}

export const newProduct = (): ProductValues => ({
  name: '',
  kind: '',
  ageGroups: [],
  areas: [],
  description: '',
  url: '',
});

export const productValues = (p: Product): ProductValues => ({
  id: p.id,
  version: p.version,
  name: p.name,
  kind: String(p.kind),
  ageGroups: p.ageGroups.map(String),
  areas: p.areas.map(String),
  description: p.description,
  url: p.url,
});

/** The form on `kindergartens.savePartnerProduct`'s schema, for one partner's resource. */
export const productFormSpec = (
  kindergartenId: string,
  partnerId: string,
): ManifestFormSpec<ProductValues, 'kindergartens.savePartnerProduct'> => ({
  labels: {
    name: 'Наименование',
    kind: 'Вид',
    ageGroups: 'Възрастови групи',
    areas: 'Образователни направления',
    description: 'Описание',
    url: 'Връзка',
  },
  toBody: (v) => ({
    ...(v.id ? { id: v.id, version: v.version } : {}),
    kindergartenId,
    partnerId,
    name: given(v.name),
    kind: Number(v.kind) as ResourceKind,
    ageGroups: v.ageGroups.map(Number) as never,
    areas: v.areas.map(Number) as never,
    description: v.description.trim(),
    url: v.url.trim(),
  }),
  check: (v) => ({ kind: v.kind ? undefined : 'Изберете вида на ресурса.' }),
});
