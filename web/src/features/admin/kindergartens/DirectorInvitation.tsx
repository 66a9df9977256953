import { Role } from '@gradina/shared';
import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { Field } from '../../../ui/fields';
import { given } from '../../../ui/forms/useManifestForm';
import { FormFrame, useFormPage } from '../../../ui/page';
import { MessageAlert, useMessage } from '../../../ui/result-message';
import { PersonFields, personLabels } from '../person-form';

interface InvitationValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  userType: string;
}

const blank: InvitationValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  userType: String(Role.Director),
};
const roles = [
  { value: String(Role.Director), label: 'Директор' },
  { value: String(Role.Administrator), label: 'Администратор' },
];

const invitationBody = (v: InvitationValues) => ({
  firstName: given(v.firstName),
  lastName: given(v.lastName),
  email: given(v.email),
  ...(v.phone.trim() ? { phone: v.phone.trim() } : {}),
  userType: Number(v.userType) as typeof Role.Director | typeof Role.Administrator,
});

/**
 * An invitation to the kindergarten (create-admin-account): its director, or an administrator, gets a mail
 * with the link that sets their password. Also the way to invite again when the first mail went astray.
 */
export function DirectorInvitation({ kindergartenId }: { kindergartenId: string }) {
  const msg = useMessage();
  const page = useFormPage('identity.createAdminAccount', {
    spec: {
      labels: { ...personLabels, userType: 'Роля' },
      defaultValues: blank,
      toBody: invitationBody,
    },
    toArgs: (v) => ({ path: { id: kindergartenId }, body: invitationBody(v) }),
    back: `/admin/kindergartens/${kindergartenId}`,
    onSaved: (_reply, v) => {
      msg.ok(`Поканата е изпратена на ${v.email.trim()}.`);
      page.form.reset(blank);
    },
  });
  return (
    <Paper withBorder p="lg" radius="md">
      <Title order={2} size="h4" mb={4}>
        Покана за директор или администратор
      </Title>
      <Text fz="sm" c="dimmed" mb="sm">
        Поканеният получава писмо с връзка, с която задава паролата си и влиза в детската градина.
      </Text>
      <MessageAlert msg={msg} testId="kindergarten-invitation" />
      <FormFrame page={page} onCancel={false} saveLabel="Изпрати поканата" testId="kindergarten-invitation">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PersonFields form={page.form} testId="kindergarten-invitation" />
          <Field.Select form={page} name="userType" data={roles} testId="kindergarten-invitation-role" />
        </SimpleGrid>
      </FormFrame>
    </Paper>
  );
}
