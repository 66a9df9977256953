import { Alert, Anchor, Button, CopyButton, Group, Paper, Stack, Text } from '@mantine/core';
import { useParams } from 'react-router';
import { useUserData } from '../../../app/auth/user-data';
import { ListPage } from '../../../ui/page';
import { useMessage } from '../../../ui/result-message';
import { RequestList } from './RequestList';
import { RequestView } from './RequestView';

/**
 * /parents/registration-parents/{id?}: the parents' registration requests of the selected kindergarten. The
 * list shows one status at a time (pending first); a request opens with the child whose ЕГН/ЛНЧ it names, and a
 * director or administrator approves it (the parent's account, membership and link to the child are made then)
 * or rejects it with a reason. The page also shows the kindergarten's registration link for parents.
 */
export function RegistrationRequestsPage() {
  const { id } = useParams();
  const user = useUserData();
  const kindergarten = user.kindergartens.find((k) => k.isSelected);
  const msg = useMessage();

  return (
    <ListPage
      title="Заявки за регистрация на родители"
      intro="Родителите се регистрират сами; профилът им се създава, когато одобрите заявката. Одобрението свързва родителя с детето, чието ЕГН/ЛНЧ е посочил."
      msg={msg}
      testId="registrations"
    >
      {!kindergarten ? (
        <Alert color="yellow">Заявките за регистрация се разглеждат в детска градина.</Alert>
      ) : id ? (
        <RequestView key={id} id={id} msg={msg} />
      ) : (
        <>
          <RegistrationLink kindergartenId={kindergarten.id} />
          <RequestList kindergartenId={kindergarten.id} />
        </>
      )}
    </ListPage>
  );
}

/** The address parents open to register with this kindergarten (it fills in the kindergarten's code). */
function RegistrationLink({ kindergartenId }: { kindergartenId: string }) {
  const link = `${window.location.origin}/registration-parents?kindergartenId=${encodeURIComponent(kindergartenId)}`;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap={6}>
        <Text fw={600}>Връзка за регистрация</Text>
        <Text fz="sm" c="dimmed">
          Изпратете я на родителите: формулярът ѝ вече съдържа кода на детската градина ({kindergartenId}).
        </Text>
        <Group gap="sm" wrap="nowrap">
          <Anchor href={link} fz="sm" style={{ wordBreak: 'break-all' }} data-testid="registration-link">
            {link}
          </Anchor>
          <CopyButton value={link}>
            {({ copied, copy }) => (
              <Button size="xs" variant="light" onClick={copy} data-testid="registration-link-copy">
                {copied ? 'Копирано' : 'Копирай'}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </Paper>
  );
}
