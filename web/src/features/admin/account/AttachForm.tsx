import type { GuardianRelation, Role } from '@gradina/shared';
import { Button, Group, Paper, Select, SimpleGrid, Stack, Tabs, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { callApi } from '../../../api/client';
import { relationOptions, roleLabels } from '../../../ui/format/labels';
import { given, useManifestForm } from '../../../ui/forms/useManifestForm';
import type { Msg } from '../../../ui/result-message';
import type { AccountInfo } from '../account-lookup';
import { KindergartenPicker } from '../KindergartenPicker';
import { useRefreshAccounts } from '../queries';
import { staffRoles } from '../staff-roles';

const staffRoleOptions = staffRoles.map((r) => ({ value: String(r), label: roleLabels[r] }));

interface AttachValues {
  kindergartenId: string;
  role: string | null;
  position: string;
  childId: string;
  relation: string | null;
}

const labels = {
  kindergartenId: 'Детска градина',
  role: 'Роля',
  childId: 'Код на детето',
} as const;

const defaultValues: AttachValues = {
  kindergartenId: '',
  role: String(staffRoles[1]),
  position: '',
  childId: '',
  relation: null,
};

function useAttachStaff(userId: string) {
  return useManifestForm('identity.attachStaffToAccount', {
    labels,
    fieldOf: { userType: 'role' },
    defaultValues,
    toBody: (v: AttachValues) => ({
      userId,
      kindergartenId: given(v.kindergartenId),
      userType: (v.role ? Number(v.role) : undefined) as Role,
      ...(given(v.position) ? { position: v.position.trim() } : {}),
    }),
  });
}

function useAttachParent(userId: string) {
  return useManifestForm('identity.attachParentToAccount', {
    labels,
    defaultValues,
    toBody: (v: AttachValues) => ({
      userId,
      kindergartenId: given(v.kindergartenId),
      childId: given(v.childId),
      ...(v.relation ? { relation: Number(v.relation) as GuardianRelation } : {}),
    }),
  });
}

/** Attaching the account to a kindergarten (by its code) as staff, or as the parent of a child (by its code). */
export function AttachForm({ account, msg }: { account: AccountInfo; msg: Msg }) {
  const refresh = useRefreshAccounts();
  const [tab, setTab] = useState<string | null>('staff');
  const staff = useAttachStaff(account.id);
  const parent = useAttachParent(account.id);
  const { form, onServerError } = tab === 'staff' ? staff : parent;
  const { errors } = form.formState;
  const attach = useMutation({
    mutationFn: (v: AttachValues) =>
      tab === 'staff'
        ? callApi('identity.attachStaffToAccount', { body: staff.toBody(v) })
        : callApi('identity.attachParentToAccount', { body: parent.toBody(v) }),
    onSuccess: async (reply) => {
      msg.reply(
        reply,
        tab === 'staff' ? 'Профилът е свързан като служител.' : 'Профилът е свързан с детето.',
      );
      if (reply.isSuccessful) {
        form.setValue('childId', '');
        form.setValue('position', '');
      }
      await refresh();
    },
    onError: (e) => {
      if (!onServerError(e)) msg.fail(e);
    },
  });
  return (
    <Paper withBorder p="lg" radius="md" data-testid="account-attach">
      <Stack gap="md">
        <Title order={2} fz="h4">
          Свързване с детска градина
        </Title>
        <Tabs
          value={tab}
          onChange={(next) => {
            // Both tabs share the values; the other tab's form takes them over.
            (next === 'staff' ? staff : parent).form.reset(form.getValues());
            setTab(next);
          }}
        >
          <Tabs.List>
            <Tabs.Tab value="staff" data-testid="account-attach-staff-tab">
              Като служител
            </Tabs.Tab>
            <Tabs.Tab value="parent" data-testid="account-attach-parent-tab">
              Като родител
            </Tabs.Tab>
          </Tabs.List>
        </Tabs>
        <form
          noValidate
          onSubmit={form.handleSubmit((v) => {
            msg.clear();
            attach.mutate(v);
          })}
        >
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Controller
                control={form.control}
                name="kindergartenId"
                render={({ field }) => (
                  <KindergartenPicker
                    label={labels.kindergartenId}
                    required
                    value={field.value}
                    onChange={field.onChange}
                    error={errors.kindergartenId?.message}
                    testId="account-attach-kindergarten"
                  />
                )}
              />
              {tab === 'staff' ? (
                <>
                  <Controller
                    control={form.control}
                    name="role"
                    render={({ field }) => (
                      <Select
                        label={labels.role}
                        withAsterisk
                        data={staffRoleOptions}
                        value={field.value}
                        onChange={field.onChange}
                        allowDeselect={false}
                        error={errors.role?.message}
                        data-testid="account-attach-role"
                      />
                    )}
                  />
                  <TextInput
                    label="Длъжност"
                    maxLength={100}
                    {...form.register('position')}
                    data-testid="account-attach-position"
                  />
                </>
              ) : (
                <>
                  <TextInput
                    label={labels.childId}
                    withAsterisk
                    {...form.register('childId')}
                    error={errors.childId?.message}
                    data-testid="account-attach-child"
                  />
                  <Controller
                    control={form.control}
                    name="relation"
                    render={({ field }) => (
                      <Select
                        label="Родство"
                        placeholder="Изберете"
                        data={relationOptions}
                        value={field.value}
                        onChange={field.onChange}
                        data-testid="account-attach-relation"
                      />
                    )}
                  />
                </>
              )}
            </SimpleGrid>
            <Group>
              <Button type="submit" loading={attach.isPending} data-testid="account-attach-save">
                Свържи
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
