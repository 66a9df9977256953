import { type ModuleName, modules } from '@gradina/shared';
import { mealTypeNames } from '@gradina/shared/kitchen/meals';
import { Anchor, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useRouteQuery } from '../../../api/query';
import { useKindergartenId } from '../../../app/auth/user-data';
import { Field } from '../../../ui/fields';
import { sofiaWallClock } from '../../../ui/format/calendar';
import { FormPage, useFormPage } from '../../../ui/page';
import { MessageAlert, useMessage } from '../../../ui/result-message';
import { configurationSpec, configurationValues, emptyConfiguration } from './configuration-form';
import { invalidateConfiguration } from './queries';

/** A setting kept by its own module: its value here, changed on the module's page. */
function Setting({
  label,
  value,
  to,
  testId,
}: {
  label: string;
  value: ReactNode;
  to: string;
  testId: string;
}) {
  return (
    <Table.Tr data-testid={testId}>
      <Table.Th scope="row" fw={500} w="35%">
        {label}
      </Table.Th>
      <Table.Td>{value}</Table.Td>
      <Table.Td ta="right">
        <Anchor component={Link} to={to} fz="sm">
          Промени
        </Anchor>
      </Table.Td>
    </Table.Tr>
  );
}

/** The meals served, the attendance's automatic lock day, the locked modules and the kindergarten fees. */
function ModuleSettings({
  kindergartenId,
  fees,
  locked,
}: {
  kindergartenId: string;
  fees: boolean;
  locked: string[];
}) {
  const meals = useRouteQuery('kitchen.menuConfiguration', { query: { kindergartenId } }).data;
  const [year, month] = sofiaWallClock(Date.now()).date.split('-').map(Number);
  const lock = useRouteQuery('attendance.kindergartenMonthLock', {
    path: { year: year!, month: month! },
    query: { kindergartenId },
  }).data;
  const lockedNames = locked.map((m) => modules[m as ModuleName]?.title ?? m);
  return (
    <Paper withBorder p="lg" radius="md">
      <Title order={2} size="h4" mb="sm">
        Настройки на модулите
      </Title>
      <Table>
        <Table.Tbody>
          <Setting
            label="Хранения през деня"
            value={meals ? meals.mealTypes.map((m) => mealTypeNames[m as 1 | 2 | 3 | 4]).join(', ') : '…'}
            to="/kitchen/menu"
            testId="configuration-meals"
          />
          <Setting
            label="Автоматично заключване на присъствията"
            value={
              lock
                ? lock.autoLockDay
                  ? `на ${lock.autoLockDay}-о число на следващия месец`
                  : 'изключено'
                : '…'
            }
            to="/attendances/management"
            testId="configuration-lock-day"
          />
          <Setting
            label="Заключени модули"
            value={lockedNames.length > 0 ? lockedNames.join(', ') : 'няма'}
            to="/platform/settings/lock"
            testId="configuration-locked"
          />
          <Setting
            label="Такси за детската градина"
            value={fees ? 'включен' : 'изключен'}
            to="/platform/settings/fees-types_depricated"
            testId="configuration-fees"
          />
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

/**
 * /platform/settings/configuration: the kindergarten's own data that the director keeps (address, ЕИК,
 * contacts, working hours, medical notes), what the register says of it (the Master's to change), and the
 * settings each module keeps where it is used, gathered here.
 */
export function ConfigurationPage() {
  const kindergartenId = useKindergartenId() ?? '';
  const data = useRouteQuery(
    'kindergartens.kindergartenData',
    { query: { kindergartenId } },
    { enabled: Boolean(kindergartenId) },
  );
  const msg = useMessage();
  const k = data.data;
  const page = useFormPage('kindergartens.updateKindergarten', {
    spec: { ...configurationSpec(kindergartenId, k), defaultValues: emptyConfiguration },
    record: { query: data, toValues: configurationValues },
    refresh: invalidateConfiguration,
    back: '/platform/settings/configuration',
    onSaved: () => msg.ok('Данните на детската градина са записани.'),
  });
  return (
    <FormPage
      page={page}
      title="Конфигурация"
      intro="Данните на детската градина и настройките ѝ."
      notice={<MessageAlert msg={msg} testId="configuration-message" />}
      aside={
        k && (
          <ModuleSettings
            kindergartenId={kindergartenId}
            fees={k.kindergartenFees}
            locked={k.lockedModules}
          />
        )
      }
      maw={900}
      testId="configuration"
    >
      {k && (
        <Stack gap={2} data-testid="configuration-register">
          <Text fw={600}>{k.name}</Text>
          <Text fz="sm" c="dimmed">
            {[
              k.town,
              k.municipalityName && `общ. ${k.municipalityName}`,
              k.institutionCode && `код по НЕИСПУО ${k.institutionCode}`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          <Text fz="xs" c="dimmed">
            Наименованието, населеното място и кодът се променят от главния администратор.
          </Text>
        </Stack>
      )}
      <Field.Text form={page} name="adress" testId="configuration-address" />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Field.Text form={page} name="eik" description="9 или 13 цифри" testId="configuration-eik" />
        <Field.Text form={page} name="phone" type="tel" testId="configuration-phone" />
        <Field.Text form={page} name="email" type="email" testId="configuration-email" />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Field.Text form={page} name="openingTime" placeholder="07:00" testId="configuration-opening" />
        <Field.Text form={page} name="closingTime" placeholder="18:30" testId="configuration-closing" />
      </SimpleGrid>
      <Field.Checkbox
        form={page}
        name="automaticExcuseWithMedicalNote"
        description="Отсъствията в дните на приета медицинска бележка се отбелязват като уважителни."
        testId="configuration-medical-note"
      />
    </FormPage>
  );
}
