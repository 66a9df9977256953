import { StaffAccount } from '@gradina/shared/manifest/routes/staff/records';
import { SimpleGrid, Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { useRouteQuery } from '../../../api/query';
import { usePermissions } from '../../../app/auth/permissions';
import { useUserData } from '../../../app/auth/user-data';
import { Field, ReadOnlyFields } from '../../../ui/fields';
import { FormPage, useFormPage } from '../../../ui/page';
import { invalidateStaff } from './queries';
import { identifierTypeLabels, newStaff, staffFormSpec, staffValues, workingTimeLabels } from './staff-form';

const options = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));
const identifierTypes = options(identifierTypeLabels);
const workingTimes = options(workingTimeLabels);

const accountText: Record<number, string> = {
  [StaffAccount.None]: 'Няма профил в „Градина“. С имейл и длъжност с роля в платформата ще получи покана.',
  [StaffAccount.Invited]: 'Поканата е изпратена; профилът ще бъде свързан със записа, когато я приеме.',
  [StaffAccount.Member]: 'Има профил в „Градина“, свързан с този запис.',
};

/**
 * /staff/pedagogical/create and /staff/pedagogical/{id}/{kindergartenId?}: a staff record (names, ЕГН/ЛНЧ,
 * position, working time, groups of this kindergarten's school year, qualification, the director flag, the
 * contacts and the dates); a record with an e-mail and no account is invited on save. An edit that meets a
 * newer version offers to reload it.
 */
export function StaffEditPage() {
  const { id } = useParams();
  const editing = Boolean(id && id !== 'create');
  const user = useUserData();
  const { can } = usePermissions();
  const kindergartenId = user.kindergartens.find((k) => k.isSelected)?.id ?? '';
  const existing = useRouteQuery(
    'staff.staffMember',
    { path: { id: id ?? '', kindergartenId } },
    { enabled: editing },
  );
  const enabled = { enabled: Boolean(kindergartenId) };
  const occupations = useRouteQuery('staff.occupations', { query: { kindergartenId } }, enabled);
  const groups = useRouteQuery('kindergartens.groupList', { query: { kindergartenId } }, enabled);
  const page = useFormPage('staff.saveStaff', {
    spec: { ...staffFormSpec(kindergartenId), defaultValues: newStaff() },
    record: editing ? { query: existing, toValues: staffValues } : undefined,
    refresh: invalidateStaff,
    back: '/staff/pedagogical',
  });
  const canSave = can('Teachers', editing ? 'update' : 'create');
  const occupation = occupations.data?.find((o) => String(o.id) === page.form.watch('occupationId'));
  const pedagogical = occupation?.isPedagogical ?? true;
  const text = (
    name: 'firstName' | 'middleName' | 'lastName' | 'identifier' | 'email' | 'phone',
    testId: string,
  ) => <Field.Text form={page} name={name} testId={testId} />;
  const select = (name: 'identifierType' | 'workingTime', data: typeof workingTimes, testId: string) => (
    <Field.Select form={page} name={name} data={data} testId={testId} />
  );
  const date = (name: 'hiredOn' | 'leftOn', testId: string) => (
    <Field.Date
      form={page}
      name={name}
      clearable
      clearButtonProps={{ 'aria-label': `Изчисти полето „${page.fieldInfo(name).label}“` }}
      testId={testId}
    />
  );

  return (
    <FormPage
      page={page}
      title={editing ? 'Служител' : 'Нов служител'}
      intro={existing.data && <span data-testid="staff-account">{accountText[existing.data.account]}</span>}
      readOnly={!canSave}
      testId="staff"
    >
      <ReadOnlyFields.Provider value={!canSave}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {text('firstName', 'staff-first-name')}
            {text('middleName', 'staff-middle-name')}
            {text('lastName', 'staff-last-name')}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {select('identifierType', identifierTypes, 'staff-identifier-type')}
            {text('identifier', 'staff-identifier')}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Field.Select
              form={page}
              name="occupationId"
              data={(occupations.data ?? []).map((o) => ({ value: String(o.id), label: o.name }))}
              searchable
              testId="staff-occupation"
            />
            {select('workingTime', workingTimes, 'staff-working-time')}
          </SimpleGrid>
          <Field.MultiSelect
            form={page}
            name="groupIds"
            description={
              pedagogical
                ? 'Групите на тази детска градина в текущата учебна година, които служителят води.'
                : 'Групи водят само служители на педагогическа длъжност.'
            }
            data={(groups.data ?? []).map((g) => ({ value: g.id, label: g.name }))}
            disabled={!pedagogical && page.form.watch('groupIds').length === 0}
            testId="staff-groups"
          />
          <Field.Textarea
            form={page}
            name="qualification"
            autosize
            minRows={2}
            testId="staff-qualification"
          />
          <Field.Checkbox
            form={page}
            name="isDirector"
            label="Директор на детската градина"
            testId="staff-director"
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {text('email', 'staff-email')}
            {text('phone', 'staff-phone')}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {date('hiredOn', 'staff-hired')}
            {date('leftOn', 'staff-left')}
          </SimpleGrid>
        </Stack>
      </ReadOnlyFields.Provider>
    </FormPage>
  );
}
