import { getItem, keys } from '../../../platform/db';

/**
 * The one read of this feature besides the aggregates kit: the municipality a municipality user oversees, as
 * the Master set it on their account (`jurisdiction.municipalityCode`). One GetItem of two attributes.
 */
export async function jurisdictionOf(userId: string): Promise<string | null> {
  const user = await getItem<{ jurisdiction?: { municipalityCode?: string } | null }>(keys.user(userId), {
    attributes: ['jurisdiction'],
  });
  return user?.jurisdiction?.municipalityCode || null;
}
