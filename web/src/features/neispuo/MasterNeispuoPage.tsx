import { Stack } from '@mantine/core';
import { FamilyLimitPage } from '../admin/family-limit/FamilyLimitPage';
import { MasterOverview } from './MasterOverview';

/**
 * /admin/neispuo/attendances: the national attendance rules НЕИСПУО's diary counts by (the family-reason
 * limit), then every kindergarten's sync with НЕИСПУО.
 */
export function MasterNeispuoPage() {
  return (
    <Stack gap="xl">
      <FamilyLimitPage />
      <MasterOverview />
    </Stack>
  );
}
