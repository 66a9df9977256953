import {
  ActionIcon,
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  Stack,
  Table,
  VisuallyHidden,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import { PageHeader } from '../../../ui/page';
import { MessageAlert, useMessage } from '../../../ui/result-message';
import { invalidateFamilyLimitRules } from './queries';

interface Rule {
  fromSchoolYear: number;
  days: number;
}

/** A rule's two numbers, each in its own cell (the school year's also shows its name under it). */
const ruleInputs = [
  { key: 'fromSchoolYear', label: 'От учебна година (първата ѝ година)', min: 2000, max: 2099, maw: 160 },
  { key: 'days', label: 'Дни по семейни причини', min: 1, max: 60, maw: 100 },
] as const;

const schoolYearName = (y: number) => `${y}/${String((y + 1) % 100).padStart(2, '0')}`;

/**
 * /admin/neispuo/attendances: the Master's national rules of attendance that НЕИСПУО's diary counts by, the
 * family-reason limit (Наредба № 5 чл. 10, ал. 2): from which school year how many days a child of compulsory
 * age may be absent for family reasons. The grid, the parents' requests and their approval follow the rule
 * in force for the school year (issue #24).
 */
export function FamilyLimitPage() {
  const client = useQueryClient();
  const msg = useMessage();
  const read = useRouteQuery('attendance.familyLimitRules', {});
  const [rules, setRules] = useState<Rule[]>([]);
  useEffect(() => {
    if (read.data) setRules(read.data.rules);
  }, [read.data]);
  const save = useMutation({
    mutationFn: () =>
      callApi('attendance.saveFamilyLimitRules', {
        body: { rules, version: read.data?.version ?? 0 },
      }),
    onSuccess: async () => {
      msg.ok('Правилата са записани.');
      await invalidateFamilyLimitRules(client);
    },
    onError: async (e) => {
      msg.fail(e);
      await invalidateFamilyLimitRules(client);
    },
  });
  const change = (i: number, part: Partial<Rule>) =>
    setRules((all) => all.map((r, j) => (j === i ? { ...r, ...part } : r)));
  const nextYear = Math.max(read.data?.currentSchoolYear ?? 2026, ...rules.map((r) => r.fromSchoolYear)) + 1;

  return (
    <Stack gap="lg" maw={720} data-testid="family-limit-page">
      <PageHeader
        title="Отсъствия по семейни причини"
        intro="Колко дни в учебната година дете в задължителна предучилищна възраст може да отсъства по семейни причини (Наредба № 5 за предучилищното образование, чл. 10, ал. 2). Правилото важи от посочената учебна година нататък, за всички детски градини."
      />
      {read.data && (
        <Alert color="blue" data-testid="family-limit-current">
          {`Учебна ${schoolYearName(read.data.currentSchoolYear)} г.: до ${read.data.currentLimit} дни.`}
        </Alert>
      )}
      <MessageAlert msg={msg} testId="family-limit-message" />
      <Paper withBorder p="md">
        <Table data-testid="family-limit-rules">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>От учебна година</Table.Th>
              <Table.Th>Дни</Table.Th>
              <Table.Th>
                <VisuallyHidden>Премахване</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rules.map((r, i) => (
              <Table.Tr key={`${i}-${r.fromSchoolYear}`} data-testid="family-limit-rule">
                {ruleInputs.map((input) => (
                  <Table.Td key={input.key}>
                    <NumberInput
                      aria-label={input.label}
                      value={r[input.key]}
                      min={input.min}
                      max={input.max}
                      onChange={(v) => change(i, { [input.key]: Number(v) })}
                      description={
                        input.key === 'fromSchoolYear' ? schoolYearName(r.fromSchoolYear) : undefined
                      }
                      maw={input.maw}
                    />
                  </Table.Td>
                ))}
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label="Премахни правилото"
                    disabled={rules.length === 1}
                    onClick={() => setRules((all) => all.filter((_, j) => j !== i))}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group mt="md">
          <Button
            variant="default"
            onClick={() => setRules((all) => [...all, { fromSchoolYear: nextYear, days: 15 }])}
            data-testid="family-limit-add"
          >
            Ново правило
          </Button>
          <Button loading={save.isPending} onClick={() => save.mutate()} data-testid="family-limit-save">
            Запиши
          </Button>
        </Group>
      </Paper>
    </Stack>
  );
}
