import { ClassSubjectType } from '@gradina/shared';
import { subjectsMax } from '@gradina/shared/manifest/routes/kindergartens/subjects';
import { ActionIcon, Alert, Button, Group, Paper, Text } from '@mantine/core';
import { useFieldArray } from 'react-hook-form';
import { useRouteQuery } from '../../../api/query';
import { usePermissions } from '../../../app/auth/permissions';
import { useKindergartenId } from '../../../app/auth/user-data';
import { Field } from '../../../ui/fields';
import { subjectTypeLabels } from '../../../ui/format/labels';
import { Loading } from '../../../ui/Loading';
import { FormFrame, ListPage, useFormPage } from '../../../ui/page';
import { QueryError } from '../../../ui/QueryError';
import { useMessage } from '../../../ui/result-message';
import { invalidateSubjects } from './queries';
import { subjectsFormSpec, subjectsValues } from './subjects-form';

const typeOptions = Object.values(ClassSubjectType).map((t) => ({
  value: String(t),
  label: subjectTypeLabels[t],
}));

/**
 * /platform/settings/subjects: the subjects the kindergarten teaches, each of a kind (mandatory, optional,
 * facultative, specialized), edited as one list and saved with its version.
 */
export function SubjectsPage() {
  const { can } = usePermissions();
  const kindergartenId = useKindergartenId() ?? '';
  const read = useRouteQuery(
    'kindergartens.editSubjects',
    { query: { kindergartenId } },
    { enabled: Boolean(kindergartenId) },
  );
  const msg = useMessage();
  const page = useFormPage('kindergartens.updateSubjects', {
    spec: { ...subjectsFormSpec(kindergartenId), defaultValues: { version: 0, subjects: [] } },
    record: { query: read, toValues: subjectsValues },
    refresh: invalidateSubjects,
    back: '/platform/settings/subjects',
    onSaved: () => msg.ok('Направленията са записани.'),
  });
  const rows = useFieldArray({ control: page.form.control, name: 'subjects' });

  if (!kindergartenId) return <Alert color="yellow">Направленията се управляват в детска градина.</Alert>;
  const canEdit = can('Subjects', 'update');

  return (
    <ListPage
      title="Направления"
      intro="Образователните направления, които детската градина преподава, по вид."
      actions={
        canEdit && (
          <Button
            variant="default"
            disabled={rows.fields.length >= subjectsMax}
            onClick={() => rows.append({ id: '', name: '', type: '' })}
            data-testid="subject-add"
          >
            Добави направление
          </Button>
        )
      }
      msg={msg}
      maw={860}
      testId="subjects"
    >
      {read.isPending && <Loading />}
      {read.isError && <QueryError error={read.error} />}
      {read.isSuccess && (
        <Paper withBorder p="lg" radius="md">
          <FormFrame page={page} readOnly={!canEdit} onCancel={false} testId="subjects">
            {rows.fields.length === 0 && (
              <Text c="dimmed" data-testid="subjects-empty">
                Още няма направления.
              </Text>
            )}
            {rows.fields.map((row, i) => (
              <Group key={row.id} align="flex-start" wrap="wrap" data-testid="subject-row">
                <Field.Text
                  form={page}
                  name={`subjects.${i}.name`}
                  readOnly={!canEdit}
                  style={{ flex: '1 1 220px' }}
                  testId="subject-name"
                />
                <Field.Select
                  form={page}
                  name={`subjects.${i}.type`}
                  data={typeOptions}
                  readOnly={!canEdit}
                  style={{ flex: '1 1 180px' }}
                  testId="subject-type"
                />
                {canEdit && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    mt={28}
                    aria-label={`Премахни направление ${i + 1}`}
                    onClick={() => rows.remove(i)}
                    data-testid="subject-remove"
                  >
                    ×
                  </ActionIcon>
                )}
              </Group>
            ))}
          </FormFrame>
        </Paper>
      )}
    </ListPage>
  );
}
