import {
  agendaMaxItems,
  type CouncilProtocol,
} from '@gradina/shared/manifest/routes/books/pedagogical-council';
import { Alert, Button, Fieldset, Group, SimpleGrid, Stack } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { useRouteQuery } from '../../../api/query';
import { usePermissions } from '../../../app/auth/permissions';
import { useUserData } from '../../../app/auth/user-data';
import { Field } from '../../../ui/fields';
import { FormPage, useFormPage } from '../../../ui/page';
import { QuorumBadge } from './CouncilPage';
import { Decisions } from './Decisions';
import { councilPath, invalidateCouncil, lines } from './queries';

interface ProtocolValues {
  id: string;
  version: number | undefined;
  periodId: string;
  date: string;
  chair: string;
  secretary: string;
  attendees: string[];
  agenda: string;
  notes: string;
}

const protocolValues = (p: CouncilProtocol): ProtocolValues => ({
  id: p.id,
  version: p.version,
  periodId: p.periodId,
  date: p.date,
  chair: p.chair,
  secretary: p.secretary,
  attendees: p.attendees,
  agenda: p.agenda.join('\n'),
  notes: p.notes,
});

/**
 * /administration/books/pedagogical/{protocolId} (`create`: a new one): the protocol's date, chair and
 * secretary, who attended (chosen from the year's members; the quorum is counted from them), the agenda one
 * point a line and the course of the meeting, and under it the decisions numbered within it. Teachers read.
 */
export function ProtocolPage() {
  const { protocolId = 'create' } = useParams();
  const id = protocolId === 'create' ? '' : protocolId;
  const user = useUserData();
  const kindergartenId = user.kindergartens.find((k) => k.isSelected)?.id ?? '';
  const { can } = usePermissions();
  const navigate = useNavigate();
  const stored = useRouteQuery('books.councilProtocol', { path: { id } }, { enabled: Boolean(id) });
  const page = useFormPage('books.saveCouncilProtocol', {
    spec: {
      labels: {
        periodId: 'Учебна година',
        date: 'Дата',
        chair: 'Председател',
        secretary: 'Протоколчик',
        attendees: 'Присъстващи',
        agenda: 'Дневен ред (по една точка на ред)',
        notes: 'Ход на заседанието',
      },
      toBody: (v: ProtocolValues) => ({
        ...(v.id ? { id: v.id, version: v.version } : {}),
        kindergartenId,
        periodId: v.periodId,
        date: v.date,
        chair: v.chair,
        secretary: v.secretary,
        attendees: v.attendees,
        agenda: lines(v.agenda),
        notes: v.notes,
      }),
      defaultValues: {
        id: '',
        version: undefined,
        periodId: user.periodId ?? '',
        date: '',
        chair: '',
        secretary: '',
        attendees: [],
        agenda: '',
        notes: '',
      },
    },
    record: id ? { query: stored, toValues: protocolValues } : undefined,
    refresh: invalidateCouncil,
    back: councilPath,
    // A new protocol opens, for its decisions; an edit goes back to the book.
    onSaved: (reply) => navigate(id ? councilPath : `${councilPath}/${reply.entityId}`),
  });
  const periodId = page.form.watch('periodId');
  const book = useRouteQuery(
    'books.pedagogicalCouncilBook',
    { query: { kindergartenId, periodId: periodId || undefined, PageSize: 1 } },
    { enabled: Boolean(kindergartenId) },
  );
  const members = book.data?.members ?? [];
  const chosen = page.form.watch('attendees');
  const protocol = stored.data;
  const editable = id
    ? can('PedagogicalCouncil', 'update') && !protocol?.cancelled
    : can('PedagogicalCouncil', 'create');
  return (
    <FormPage
      page={page}
      title={id ? `Протокол № ${protocol?.numberText ?? ''}` : 'Нов протокол на педагогическия съвет'}
      intro={id ? protocol && <QuorumBadge protocol={protocol} /> : 'Номерът се дава при записа.'}
      readOnly={!editable}
      testId="protocol"
      aside={protocol && <Decisions protocol={protocol} />}
    >
      {book.data && members.length === 0 && (
        <Alert color="yellow" data-testid="protocol-no-members">
          Въведете членовете на съвета за учебната година на страницата на книгата: кворумът се брои от тях.
        </Alert>
      )}
      {/* Who only reads the book sees the protocol as it is. */}
      <Fieldset variant="unstyled" disabled={!editable}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Field.SchoolYear form={page} name="periodId" disabled={Boolean(id)} testId="protocol-year" />
            <Field.Date form={page} name="date" testId="protocol-date" />
            <Field.Text form={page} name="chair" testId="protocol-chair" />
            <Field.Text form={page} name="secretary" testId="protocol-secretary" />
          </SimpleGrid>
          <Field.MultiSelect
            form={page}
            name="attendees"
            data={[...new Set([...members, ...chosen])]}
            description={`Избрани ${chosen.length} от ${members.length} членове; кворум: поне ${Math.ceil((members.length * 2) / 3)}.`}
            testId="protocol-attendees"
          />
          {editable && (
            <Group>
              <Button
                variant="light"
                size="xs"
                onClick={() => page.form.setValue('attendees', members)}
                data-testid="protocol-all-present"
              >
                Всички членове присъстват
              </Button>
            </Group>
          )}
          {/* The kit reads the list's most points as the box's most characters: a point a line, up to 200 each. */}
          <Field.Textarea
            form={page}
            name="agenda"
            autosize
            minRows={3}
            maxLength={agendaMaxItems * 201}
            testId="protocol-agenda"
          />
          <Field.Textarea form={page} name="notes" autosize minRows={4} testId="protocol-notes" />
        </Stack>
      </Fieldset>
    </FormPage>
  );
}
