import { RequestStatus } from '@gradina/shared';
import { Alert, Anchor, Button, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import type { ApiReply } from '../../../api/routes';
import { usePermissions } from '../../../app/auth/permissions';
import { formatDateTime } from '../../../ui/format/dates';
import { relationLabel, relationOptions } from '../../../ui/format/labels';
import { saveErrorText } from '../../../ui/forms/form-errors';
import { Loading } from '../../../ui/Loading';
import { Fact, RecordCard } from '../../../ui/page/RecordCard';
import { QueryError } from '../../../ui/QueryError';
import { ReasonModal } from '../../../ui/ReasonModal';
import type { Msg } from '../../../ui/result-message';
import { FailureAlert } from '../../../ui/result-message';
import { invalidateRegistrationRequests } from './queries';
import { childId, childName, requestsPath, StatusBadge } from './request-parts';

type RequestDetail = ApiReply<'identity.registrationRequest'>;

/** One request: its data, and approval (with the relation) or rejection (with a reason). */
export function RequestView({ id, msg }: { id: string; msg: Msg }) {
  const request = useRouteQuery('identity.registrationRequest', { path: { id } });
  return (
    <Stack gap="md">
      <Anchor component={Link} to={requestsPath} data-testid="registration-back">
        ← Към заявките
      </Anchor>
      {request.isPending ? (
        <Loading />
      ) : request.isError ? (
        <QueryError error={request.error} testId="registration-load-error" />
      ) : (
        <RequestDetails request={request.data} msg={msg} />
      )}
    </Stack>
  );
}

function RequestDetails({ request: r, msg }: { request: RequestDetail; msg: Msg }) {
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
    await invalidateRegistrationRequests(queryClient);
    msg.ok(text);
    navigate(requestsPath);
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
    <RecordCard
      name={name}
      nameTestId="registration-name"
      about={
        <Text c="dimmed" fz="sm">
          Подадена на {formatDateTime(r.createdAt)}
        </Text>
      }
      state={<StatusBadge status={r.status} />}
      gap="lg"
      testId="registration-detail"
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Fact label="Имейл" testId="registration-email">
          {r.email}
        </Fact>
        <Fact label="Телефон">{r.phone}</Fact>
        <Fact label="Родство (по заявката)">{relationLabel(r.relation)}</Fact>
        <Fact label="Дете (по заявката)">{childName(r)}</Fact>
        <Fact label="Идентификатор на детето">{childId(r)}</Fact>
        {r.decidedAt && <Fact label="Решение">{formatDateTime(r.decidedAt)}</Fact>}
        {r.rejectionReason && <Fact label="Причина за отказ">{r.rejectionReason}</Fact>}
      </SimpleGrid>
      {r.matchedChild ? (
        <Alert color="garden" variant="light" data-testid="registration-child">
          Дете в детската градина с този идентификатор: <strong>{r.matchedChild.name}</strong>
        </Alert>
      ) : (
        pending && (
          <Alert color="yellow" variant="light" data-testid="registration-no-child">
            В детската градина няма дете с този идентификатор. Добавете детето и отворете заявката отново или
            я отхвърлете.
          </Alert>
        )
      )}
      <FailureAlert text={error} testId="registration-error" />
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
                msg.clear();
                setRejecting(true);
              }}
              data-testid="registration-reject"
            >
              Отхвърли
            </Button>
          )}
        </Group>
      )}
      <ReasonModal
        opened={rejecting}
        onClose={() => setRejecting(false)}
        title="Отхвърляне на заявка"
        reason={{
          label: 'Причина (по избор)',
          value: reason,
          onChange: setReason,
          testId: 'registration-reject-reason',
        }}
        action={{
          label: 'Отхвърли',
          pending: reject.isPending,
          onClick: () => reject.mutate(),
          testId: 'registration-reject-confirm',
        }}
      >
        Родителят ще получи писмо, че заявката му не е одобрена.
      </ReasonModal>
    </RecordCard>
  );
}
