import { Button, Modal } from '@mantine/core';
import { useState } from 'react';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import type { ApiReply } from '../../../api/routes';
import { deleteWords } from '../../../ui/delete/useConfirmDelete';
import { Field } from '../../../ui/fields';
import { given } from '../../../ui/forms/useManifestForm';
import { FormFrame, ListPage, useFormPage, useListActions } from '../../../ui/page';
import type { Msg } from '../../../ui/result-message';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { invalidateActivityTypes } from './queries';

type ActivityType = ApiReply<'activities.activityTypes'>['result'][number];
type ActivityTypes = ApiReply<'activities.activityTypes'>;

interface Values {
  id: string;
  version: number;
  name: string;
}
const blank: Values = { id: '', version: 0, name: '' };
const listPath = '/admin/activities/activities';

const columns: EntityColumn<ActivityType>[] = [
  { id: 'name', header: 'Наименование', cell: (t) => t.name, sortText: (t) => t.name, td: { fw: 600 } },
  { id: 'usedBy', header: 'Дейности', cell: (t) => t.usedBy },
];

/** The Master's national activity types (the list is small: one page of them all). */
const useActivityTypes = () => useRouteQuery('activities.activityTypes', { query: { PageSize: 500 } });

/**
 * /admin/activities/activities: the country's activity types (танци, английски език…), which every
 * kindergarten's activity form offers. The Master adds and renames them in a modal form; a type an activity
 * uses is not deleted (the API's refusal shows in the result line).
 */
export function ActivityTypesPage() {
  const types = useActivityTypes();
  const actions = useListActions<ActivityType>('ActivityCatalogue', {
    create: { label: 'Нов вид', onClick: () => open(null), testId: 'activity-type-add' },
    remove: (t) => callApi('activities.deleteActivityType', { path: { id: t.id } }),
    refresh: invalidateActivityTypes,
    ...deleteWords({ the: 'видът', a: 'вид дейност', deleted: 'изтрит' }, (t) => t.name),
    testId: 'activity-type',
    rowData: (t) => ({ 'data-name': t.name }),
  });
  const { msg, remove } = actions;
  // undefined: the form is closed; null: a new type.
  const [editing, setEditing] = useState<ActivityType | null>();
  const open = (t: ActivityType | null) => {
    msg.clear();
    setEditing(t);
  };

  return (
    <ListPage
      title="Видове дейности"
      intro="Видовете допълнителни дейности, от които избират всички детски градини."
      {...actions.page}
      maw={860}
      testId="activity-types"
    >
      <EntityTable<ActivityType>
        query={types}
        columns={columns}
        {...actions.table}
        rowActions={(t) => (
          <>
            <Button size="xs" variant="subtle" onClick={() => open(t)} data-testid="activity-type-edit">
              Преименувай
            </Button>
            {remove.button(t, 'activity-type-delete-button')}
          </>
        )}
        empty="Още няма видове дейности."
        minWidth={360}
      />
      <Modal
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={editing ? 'Преименуване на вид' : 'Нов вид дейност'}
        centered
        closeButtonProps={{ 'aria-label': 'Затвори' }}
      >
        {editing !== undefined && (
          <ActivityTypeForm type={editing} msg={msg} onClose={() => setEditing(undefined)} />
        )}
      </Modal>
    </ListPage>
  );
}

/**
 * The type's name. A rename that meets a newer version ("Презареди") starts again from the type as the
 * list now has it.
 */
function ActivityTypeForm({
  type,
  msg,
  onClose,
}: {
  type: ActivityType | null;
  msg: Msg;
  onClose: () => void;
}) {
  const types = useActivityTypes();
  const page = useFormPage('activities.saveActivityType', {
    spec: {
      labels: { name: 'Наименование' },
      toBody: (v: Values) => ({ ...(v.id ? { id: v.id, version: v.version } : {}), name: given(v.name) }),
      defaultValues: type ? { id: type.id, version: type.version, name: type.name } : blank,
    },
    record: type
      ? {
          query: types,
          toValues: (list: ActivityTypes) => {
            const stored = list.result.find((t) => t.id === type.id) ?? type;
            return { id: stored.id, version: stored.version, name: stored.name };
          },
        }
      : undefined,
    refresh: invalidateActivityTypes,
    back: listPath,
    onSaved: (_reply, v) => {
      onClose();
      msg.ok(v.id ? `Видът „${v.name.trim()}“ е преименуван.` : `Видът „${v.name.trim()}“ е добавен.`);
    },
  });
  return (
    <FormFrame page={page} onCancel={onClose} testId="activity-type">
      <Field.Text form={page} name="name" data-autofocus testId="activity-type-name" />
    </FormFrame>
  );
}
