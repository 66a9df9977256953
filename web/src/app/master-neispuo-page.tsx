import { Stack } from '@mantine/core';
import { FamilyLimitPage } from '../features/admin/family-limit/FamilyLimitPage';
import { MasterOverview } from '../features/neispuo/MasterOverview';

/**
 * /admin/neispuo/attendances, where two areas meet (so the app, not a feature, puts them together): the
 * national attendance rules НЕИСПУО's diary counts by (the admin feature's family-reason limit), then every
 * kindergarten's sync with НЕИСПУО (the НЕИСПУО feature, issue #31).
 */
export function MasterNeispuoPage() {
  return (
    <Stack gap="xl">
      <FamilyLimitPage />
      <MasterOverview />
    </Stack>
  );
}
