import { councilMaxMembers } from '@gradina/shared/manifest/routes/books/pedagogical-council';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { usePermissions } from '../../../app/auth/permissions';
import { Field } from '../../../ui/fields';
import { FormFrame, useFormPage } from '../../../ui/page';
import { councilPath, invalidateCouncil, lines } from './queries';

interface MembersValues {
  members: string;
}

/**
 * The council's members of the school year, one a line: the quorum of every protocol is counted against
 * them, and a protocol's attendees are chosen from them. Who may not change the book reads the list.
 */
export function MembersCard({
  kindergartenId,
  periodId,
  members,
  version,
}: {
  kindergartenId: string;
  periodId: string;
  members: readonly string[];
  version: number;
}) {
  const { can } = usePermissions();
  const page = useFormPage('books.saveCouncilMembers', {
    spec: {
      labels: { members: 'Членове (по един на ред)' },
      toBody: (v: MembersValues) => ({ kindergartenId, periodId, members: lines(v.members), version }),
      defaultValues: { members: members.join('\n') },
    },
    refresh: invalidateCouncil,
    back: councilPath,
    onSaved: () => undefined,
  });
  return (
    <Paper withBorder p="lg" radius="md" data-testid="council-members">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Членове на педагогическия съвет ({members.length})
        </Title>
        {can('PedagogicalCouncil', 'update') ? (
          <FormFrame page={page} onCancel={false} saveLabel="Запази членовете" testId="council-members">
            {/* The kit reads the list's most members as the box's most characters: a name a line. */}
            <Field.Textarea
              form={page}
              name="members"
              autosize
              minRows={3}
              maxRows={12}
              maxLength={councilMaxMembers * 201}
              testId="council-members-text"
            />
          </FormFrame>
        ) : (
          <Text>{members.join(', ') || 'Членовете още не са въведени.'}</Text>
        )}
      </Stack>
    </Paper>
  );
}
