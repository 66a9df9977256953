import { RequestStatus } from '@gradina/shared';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  CopyButton,
  Group,
  Modal,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { callApi } from '../../api/client';
import { apiQuery } from '../../api/query';
import type { ApiReply } from '../../api/routes';
import { usePermissions } from '../../app/auth/permissions';
import { useUserData } from '../../app/auth/user-data';
import { sofiaDate, sofiaDateTime } from '../../ui/format/dates';
import {
  identifierTypeLabels,
  relationLabel,
  relationOptions,
  requestStatusLabels,
  requestStatusOptions,
} from '../../ui/format/labels';
import { saveErrorText } from '../../ui/forms/form-errors';
import { Loading } from '../../ui/Loading';
import { Pager } from '../../ui/Pager';
import { QueryError } from '../../ui/QueryError';

type RequestItem = ApiReply<'identity.registrationRequests'>['result'][number];
type RequestDetail = ApiReply<'identity.registrationRequest'>;
interface Message {
  ok: boolean;
  text: string;
}

const pageSize = 20;
const base = '/parents/registration-parents';

function invalidate(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['api', 'identity.registrationRequests'] }),
    queryClient.invalidateQueries({ queryKey: ['api', 'identity.registrationRequest'] }),
  ]);
}

const childName = (r: RequestItem) => [r.childFirstName, r.childLastName].filter(Boolean).join(' ') || '—';
const childId = (r: RequestItem) =>
  `${identifierTypeLabels[r.childIdentifierType] ?? 'ЕГН'} ${r.childIdentifier}`;

/**
 * /parents/registration-parents/{id?}: the parents' registration requests of the selected kindergarten. The
 * list shows one status at a time (pending first); a request opens with the child whose ЕГН/ЛНЧ it names, and a
 * director or administrator approves it (the parent's account, membership and link to the child are made then)
 * or rejects it with a reason. The page also shows the kindergarten's registration link for parents.
 */
export function RegistrationRequestsPage() {
  useDocumentTitle('Заявки за регистрация на родители | Градина');
  const { id } = useParams();
  const user = useUserData();
  const kindergarten = user.kindergartens.find((k) => k.isSelected);
  const [message, setMessage] = useState<Message>();

  return (
    <Stack gap="lg" maw={1100} data-testid="registrations-page">
      <Stack gap={4}>
        <Title order={1}>Заявки за регистрация на родители</Title>
        <Text c="dimmed">
          Родителите се регистрират сами; профилът им се създава, когато одобрите заявката. Одобрението
          свързва родителя с детето, чието ЕГН/ЛНЧ е посочил.
        </Text>
      </Stack>
      {message && (
        <Alert
          color={message.ok ? 'garden' : 'red'}
          variant="light"
          role={message.ok ? 'status' : 'alert'}
          withCloseButton
          closeButtonLabel="Затвори"
          onClose={() => setMessage(undefined)}
          data-testid={message.ok ? 'registrations-message' : 'registrations-error'}
        >
          {message.text}
        </Alert>
      )}
      {!kindergarten ? (
        <Alert color="yellow">Заявките за регистрация се разглеждат в детска градина.</Alert>
      ) : id ? (
        <RequestView key={id} id={id} onMessage={setMessage} />
      ) : (
        <>
          <RegistrationLink kindergartenId={kindergarten.id} />
          <RequestList kindergartenId={kindergarten.id} />
        </>
      )}
    </Stack>
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

function RequestList({ kindergartenId }: { kindergartenId: string }) {
  const [params, setParams] = useSearchParams();
  const status = Number(params.get('status') ?? RequestStatus.Pending) as RequestStatus;
  const page = Math.max(1, Number(params.get('page') ?? 1) || 1);
  const list = useQuery(
    apiQuery('identity.registrationRequests', {
      query: { kindergartenId, status, PageNumber: page, PageSize: pageSize },
    }),
  );
  const rows = list.data?.result ?? [];
  const search = (next: Record<string, string>) => setParams({ ...Object.fromEntries(params), ...next });

  return (
    <Stack gap="md">
      <SegmentedControl
        w="fit-content"
        aria-label="Статус на заявките"
        data-testid="registrations-status"
        value={String(status)}
        onChange={(v) => search({ status: v, page: '1' })}
        data={requestStatusOptions}
      />
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <QueryError error={list.error} />
      ) : rows.length === 0 ? (
        <Text data-testid="registrations-empty">Няма заявки в този списък.</Text>
      ) : (
        <>
          <Table.ScrollContainer minWidth={760}>
            <Table striped highlightOnHover data-testid="registrations-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Подадена</Table.Th>
                  <Table.Th>Родител</Table.Th>
                  <Table.Th>Телефон</Table.Th>
                  <Table.Th>Дете</Table.Th>
                  <Table.Th>Родство</Table.Th>
                  <Table.Th>Статус</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={r.id} data-testid="registrations-row" data-email={r.email}>
                    <Table.Td>{sofiaDate(r.createdAt)}</Table.Td>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={`${base}/${encodeURIComponent(r.id)}`}
                        fw={600}
                        data-testid="registrations-row-open"
                      >
                        {r.firstName} {r.lastName}
                      </Anchor>
                      <Text fz="sm" c="dimmed">
                        {r.email}
                      </Text>
                    </Table.Td>
                    <Table.Td>{r.phone ?? '—'}</Table.Td>
                    <Table.Td>
                      <Text fz="sm">{childName(r)}</Text>
                      <Text fz="sm" c="dimmed">
                        {childId(r)}
                      </Text>
                    </Table.Td>
                    <Table.Td>{relationLabel(r.relation)}</Table.Td>
                    <Table.Td>
                      <StatusBadge status={r.status} />
                      {r.decidedAt && (
                        <Text fz="xs" c="dimmed">
                          {sofiaDate(r.decidedAt)}
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Pager
            page={page}
            pageSize={pageSize}
            rowsCount={list.data.rowsCount}
            onChange={(p) => search({ page: String(p) })}
          />
        </>
      )}
    </Stack>
  );
}

function StatusBadge({ status }: { status: RequestStatus }) {
  const color =
    status === RequestStatus.Approved ? 'garden' : status === RequestStatus.Rejected ? 'red' : 'gray';
  return (
    <Badge
      variant="light"
      color={color}
      c={status === RequestStatus.Pending ? 'dark.6' : undefined}
      data-testid="registration-status"
    >
      {requestStatusLabels[status]}
    </Badge>
  );
}

function Field({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <Stack gap={2}>
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
      <Text data-testid={testId}>{children}</Text>
    </Stack>
  );
}

function RequestView({ id, onMessage }: { id: string; onMessage: (m: Message | undefined) => void }) {
  const request = useQuery(apiQuery('identity.registrationRequest', { path: { id } }));
  return (
    <Stack gap="md">
      <Anchor component={Link} to={base} data-testid="registration-back">
        ← Към заявките
      </Anchor>
      {request.isPending ? (
        <Loading />
      ) : request.isError ? (
        <QueryError error={request.error} testId="registration-load-error" />
      ) : (
        <RequestDetails request={request.data} onMessage={onMessage} />
      )}
    </Stack>
  );
}

function RequestDetails({
  request: r,
  onMessage,
}: {
  request: RequestDetail;
  onMessage: (m: Message | undefined) => void;
}) {
  const { can } = usePermissions();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [relation, setRelation] = useState<string | null>(r.relation === null ? null : String(r.relation));
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const pending = r.status === RequestStatus.Pending;
  const name = `${r.firstName} ${r.lastName}`;

  const done = async (text: string) => {
    await invalidate(queryClient);
    onMessage({ ok: true, text });
    navigate(base);
  };
  const approve = useMutation({
    mutationFn: () =>
      callApi('identity.approveRegistration', {
        path: { id: r.id },
        body: relation ? { relation: Number(relation) as 1 | 2 | 3 | 99 } : {},
      }),
    onSuccess: async (reply) => {
      if (!reply.isSuccessful) return setError(reply.errorMessage || 'Заявката не беше одобрена.');
      await done(`Заявката на ${name} е одобрена. Родителят може да влезе в платформата.`);
    },
    onError: (e) => setError(saveErrorText(e)),
  });
  const reject = useMutation({
    mutationFn: () =>
      callApi('identity.rejectRegistration', {
        path: { id: r.id },
        body: reason.trim() ? { reason: reason.trim() } : {},
      }),
    onSuccess: async (reply) => {
      setRejecting(false);
      if (!reply.isSuccessful) return setError(reply.errorMessage || 'Заявката не беше отхвърлена.');
      await done(`Заявката на ${name} е отхвърлена.`);
    },
    onError: (e) => {
      setRejecting(false);
      setError(saveErrorText(e));
    },
  });

  return (
    <Paper withBorder p="lg" radius="md" data-testid="registration-detail">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={2} fz="h3" data-testid="registration-name">
              {name}
            </Title>
            <Text c="dimmed" fz="sm">
              Подадена на {sofiaDateTime(r.createdAt)}
            </Text>
          </Stack>
          <StatusBadge status={r.status} />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Field label="Имейл" testId="registration-email">
            {r.email}
          </Field>
          <Field label="Телефон">{r.phone ?? '—'}</Field>
          <Field label="Родство (по заявката)">{relationLabel(r.relation)}</Field>
          <Field label="Дете (по заявката)">{childName(r)}</Field>
          <Field label="Идентификатор на детето">{childId(r)}</Field>
          {r.decidedAt && <Field label="Решение">{sofiaDateTime(r.decidedAt)}</Field>}
          {r.rejectionReason && <Field label="Причина за отказ">{r.rejectionReason}</Field>}
        </SimpleGrid>
        {r.matchedChild ? (
          <Alert color="garden" variant="light" data-testid="registration-child">
            Дете в детската градина с този идентификатор: <strong>{r.matchedChild.name}</strong>
          </Alert>
        ) : (
          pending && (
            <Alert color="yellow" variant="light" data-testid="registration-no-child">
              В детската градина няма дете с този идентификатор. Добавете детето и отворете заявката отново
              или я отхвърлете.
            </Alert>
          )
        )}
        {error && (
          <Alert color="red" variant="light" role="alert" data-testid="registration-error">
            {error}
          </Alert>
        )}
        {pending && (can('Users', 'create') || can('Users', 'update')) && (
          <Group align="flex-end" justify="space-between">
            {can('Users', 'create') && (
              <Group align="flex-end">
                <Select
                  label="Родство"
                  placeholder="Изберете"
                  data={relationOptions}
                  value={relation}
                  onChange={setRelation}
                  w={200}
                  data-testid="registration-relation"
                />
                <Button
                  onClick={() => {
                    setError(undefined);
                    approve.mutate();
                  }}
                  loading={approve.isPending}
                  disabled={!r.matchedChild}
                  data-testid="registration-approve"
                >
                  Одобри
                </Button>
              </Group>
            )}
            {can('Users', 'update') && (
              <Button
                color="red"
                variant="light"
                onClick={() => {
                  setError(undefined);
                  onMessage(undefined);
                  setRejecting(true);
                }}
                data-testid="registration-reject"
              >
                Отхвърли
              </Button>
            )}
          </Group>
        )}
      </Stack>
      <Modal
        opened={rejecting}
        onClose={() => setRejecting(false)}
        title="Отхвърляне на заявка"
        closeButtonProps={{ 'aria-label': 'Затвори' }}
      >
        <Stack gap="md">
          <Text>Родителят ще получи писмо, че заявката му не е одобрена.</Text>
          <Textarea
            label="Причина (по избор)"
            value={reason}
            maxLength={500}
            autosize
            minRows={2}
            onChange={(e) => setReason(e.currentTarget.value)}
            data-testid="registration-reject-reason"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRejecting(false)}>
              Откажи
            </Button>
            <Button
              color="red"
              loading={reject.isPending}
              onClick={() => reject.mutate()}
              data-testid="registration-reject-confirm"
            >
              Отхвърли
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
