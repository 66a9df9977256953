import type { GuardianRelation, Role } from '@gradina/shared';
import { Button, Group, SimpleGrid, Stack, Tabs } from '@mantine/core';
import { useState } from 'react';
import { callApi } from '../../../api/client';
import { Field, type FieldHost } from '../../../ui/fields';
import { relationOptions, roleLabels } from '../../../ui/format/labels';
import { given, useManifestForm } from '../../../ui/forms/useManifestForm';
import { KindergartenField } from '../../../ui/KindergartenPicker';
import { PageSection } from '../../../ui/page/PageSection';
import type { Msg } from '../../../ui/result-message';
import { useAccountForm } from '../account-form';
import type { AccountInfo } from '../account-lookup';
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
  const manifest = tab === 'staff' ? staff : parent;
  const { form } = manifest;
  const fields: FieldHost<AttachValues> = manifest;
  const attach = useAccountForm<AttachValues>(manifest, {
    send: (v) =>
      tab === 'staff'
        ? callApi('identity.attachStaffToAccount', { body: staff.toBody(v) })
        : callApi('identity.attachParentToAccount', { body: parent.toBody(v) }),
    msg,
    okText: () => (tab === 'staff' ? 'Профилът е свързан като служител.' : 'Профилът е свързан с детето.'),
    onSaved: () => {
      form.setValue('childId', '');
      form.setValue('position', '');
    },
    refresh,
  });
  return (
    <PageSection title="Свързване с детска градина" card gap="md" testId="account-attach">
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
      <form noValidate onSubmit={attach.submit}>
        <Stack gap="sm">
          {/* Keyed by the tab: its fields bind to that tab's form. */}
          <SimpleGrid key={tab} cols={{ base: 1, sm: 3 }}>
            <KindergartenField form={fields} name="kindergartenId" testId="account-attach-kindergarten" />
            {tab === 'staff' ? (
              <>
                <Field.Select
                  form={fields}
                  name="role"
                  data={staffRoleOptions}
                  testId="account-attach-role"
                />
                <Field.Text form={fields} name="position" label="Длъжност" testId="account-attach-position" />
              </>
            ) : (
              <>
                <Field.Text form={fields} name="childId" testId="account-attach-child" />
                <Field.Select
                  form={fields}
                  name="relation"
                  label="Родство"
                  placeholder="Изберете"
                  data={relationOptions}
                  allowDeselect
                  testId="account-attach-relation"
                />
              </>
            )}
          </SimpleGrid>
          <Group>
            <Button type="submit" loading={attach.pending} data-testid="account-attach-save">
              Свържи
            </Button>
          </Group>
        </Stack>
      </form>
    </PageSection>
  );
}
