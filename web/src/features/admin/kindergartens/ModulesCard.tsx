import { type ModuleName, modules } from '@gradina/shared';
import { Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useRouteMutation } from '../../../api/query';
import { FailureAlert } from '../../../ui/result-message';
import type { KindergartenData } from './kindergarten-form';
import { invalidateKindergartens } from './queries';

/**
 * The kindergarten's modules: the kindergarten fees (off until switched on: a module of private
 * kindergartens) and the modules its director has locked for changes, which only the director unlocks.
 */
export function ModulesCard({ data }: { data: KindergartenData }) {
  const fees = useRouteMutation('payments.switchKindergartenFees', { refresh: invalidateKindergartens });
  const locked = data.lockedModules.map((m) => modules[m as ModuleName]?.title ?? m);
  return (
    <Paper withBorder p="lg" radius="md" data-testid="kindergarten-modules">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Модули
        </Title>
        <Switch
          label="Такси за детската градина"
          description="Месечните такси на частните детски градини и плащането им онлайн."
          checked={data.kindergartenFees}
          disabled={fees.isPending}
          onChange={(e) =>
            fees.mutate({ path: { kindergartenId: data.id }, body: { enabled: e.currentTarget.checked } })
          }
          data-testid="kindergarten-fees-module"
        />
        <FailureAlert text={fees.error?.message} testId="kindergarten-modules-error" />
        <Text fz="sm">
          {locked.length > 0
            ? `Заключени за промени от директора: ${locked.join(', ')}.`
            : 'Няма модули, заключени за промени.'}
        </Text>
      </Stack>
    </Paper>
  );
}
