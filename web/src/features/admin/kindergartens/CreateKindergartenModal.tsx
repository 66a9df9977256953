import { Divider, Modal, SimpleGrid, Text } from '@mantine/core';
import { callApi } from '../../../api/client';
import { Field } from '../../../ui/fields';
import { FormFrame, useFormPage } from '../../../ui/page';
import type { Msg } from '../../../ui/result-message';
import { KindergartenPlaceFields } from './KindergartenPlaceFields';
import {
  directorInvitation,
  type NewKindergartenValues,
  newKindergarten,
  newKindergartenSpec,
} from './kindergarten-form';
import { invalidateKindergartens } from './queries';

/**
 * A new, empty kindergarten (with the school year today falls in) and its director's invitation: the
 * kindergarten is opened first, then the director is invited to it (create-admin-account) and gets a mail
 * with the link that sets their password. A refused invitation leaves the kindergarten opened: its page
 * offers the invitation again.
 */
export function CreateKindergartenModal({
  opened,
  onClose,
  msg,
}: {
  opened: boolean;
  onClose: () => void;
  msg: Msg;
}) {
  const page = useFormPage('kindergartens.createEmptyKindergarten', {
    spec: { ...newKindergartenSpec, defaultValues: newKindergarten() },
    refresh: invalidateKindergartens,
    back: '/admin/kindergartens',
    onSaved: async (reply, v: NewKindergartenValues) => {
      const id = String(reply.entityId);
      const invited = await callApi('identity.createAdminAccount', {
        path: { id },
        body: directorInvitation(v),
      }).then(
        () => true,
        () => false,
      );
      page.form.reset(newKindergarten());
      onClose();
      msg.ok(
        invited
          ? `Детската градина „${v.name.trim()}“ е открита; поканата е изпратена на ${v.directorEmail.trim()}.`
          : `Детската градина „${v.name.trim()}“ е открита, но поканата не беше изпратена: изпратете я от страницата ѝ.`,
      );
    },
  });
  return (
    <Modal opened={opened} onClose={onClose} title="Нова детска градина" size="xl">
      <FormFrame
        page={page}
        onCancel={onClose}
        saveLabel="Открий и покани директора"
        testId="new-kindergarten"
      >
        <KindergartenPlaceFields form={page} testId="new-kindergarten" />
        <Divider label="Директор" labelPosition="left" />
        <Text fz="sm" c="dimmed">
          Директорът получава писмо с връзка, с която задава паролата си и влиза в детската градина.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Field.Text form={page} name="firstName" required testId="new-kindergarten-director-first-name" />
          <Field.Text form={page} name="lastName" required testId="new-kindergarten-director-last-name" />
          <Field.Text
            form={page}
            name="directorEmail"
            type="email"
            required
            testId="new-kindergarten-director-email"
          />
          <Field.Text form={page} name="directorPhone" type="tel" testId="new-kindergarten-director-phone" />
        </SimpleGrid>
      </FormFrame>
    </Modal>
  );
}
