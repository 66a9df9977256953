import {
  Alert,
  Button,
  FileInput,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { callApi } from '../../../api/client';
import { DateField } from '../../../ui/forms/DateField';
import { useManifestForm } from '../../../ui/forms/useManifestForm';
import { requestChildrenQuery } from '../requests/queries';
import { type NoteValues, newNote, noteFormSpec, noteLabels } from './note-form';
import { invalidateNotes } from './queries';

/** A new medical notice in a modal: the child, dates, doctor and the scan (uploaded when picked). */
export function NoteFormModal({
  kindergartenId,
  opened,
  onClose,
  onSaved,
}: {
  kindergartenId: string;
  opened: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const client = useQueryClient();
  const children = useQuery({ ...requestChildrenQuery(kindergartenId), enabled: opened });
  const { form, toBody, formError, setFormError, onServerError } = useManifestForm<
    NoteValues,
    'attendance.saveMedicalNote'
  >('attendance.saveMedicalNote', { ...noteFormSpec(kindergartenId), defaultValues: newNote() });
  const upload = useMutation({
    mutationFn: async (file: File) => {
      const body = new FormData();
      body.append('file', file, file.name);
      return callApi('files.uploadTemp', { body });
    },
    onSuccess: (saved) => form.setValue('scan', { fileKey: saved.id, fileName: saved.fileName }),
    onError: (e) =>
      form.setError('scan', { message: e instanceof Error ? e.message : 'Файлът не беше качен.' }),
  });
  const save = useMutation({
    mutationFn: (v: NoteValues) => callApi('attendance.saveMedicalNote', { body: toBody(v) }),
    onSuccess: async () => {
      await invalidateNotes(client);
      form.reset(newNote());
      onSaved();
    },
    onError: onServerError,
  });
  const { errors } = form.formState;

  return (
    <Modal opened={opened} onClose={onClose} title="Нова медицинска бележка" size="lg">
      <form
        noValidate
        data-testid="note-form"
        onSubmit={form.handleSubmit((v) => {
          setFormError(undefined);
          save.mutate(v);
        })}
      >
        <Stack gap="md">
          <Controller
            control={form.control}
            name="studentId"
            render={({ field }) => (
              <Select
                label={noteLabels.studentId}
                withAsterisk
                data={(children.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
                value={field.value || null}
                onChange={(v) => field.onChange(v ?? '')}
                searchable
                error={errors.studentId?.message}
                data-testid="note-child"
              />
            )}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {(['fromDate', 'toDate'] as const).map((name) => (
              <Controller
                key={name}
                control={form.control}
                name={name}
                render={({ field }) => (
                  <DateField
                    label={noteLabels[name]}
                    withAsterisk
                    value={field.value || null}
                    onChange={(v) => field.onChange(v ?? '')}
                    error={errors[name]?.message}
                    data-testid={`note-${name === 'fromDate' ? 'from' : 'to'}`}
                  />
                )}
              />
            ))}
          </SimpleGrid>
          <TextInput
            {...form.register('doctor')}
            label={noteLabels.doctor}
            withAsterisk
            maxLength={200}
            error={errors.doctor?.message}
            data-testid="note-doctor"
          />
          <Textarea
            {...form.register('note')}
            label={noteLabels.note}
            maxLength={500}
            autosize
            minRows={2}
            error={errors.note?.message}
            data-testid="note-text"
          />
          <FileInput
            label={noteLabels.scan}
            description="PDF, PNG или JPEG до 4 MB"
            accept="application/pdf,image/png,image/jpeg"
            clearable
            onChange={(file) => {
              form.clearErrors('scan');
              if (file) upload.mutate(file);
              else form.setValue('scan', null);
            }}
            error={errors.scan?.message}
            data-testid="note-scan"
          />
          {formError && (
            <Alert color="red" variant="light" role="alert" data-testid="note-form-error">
              {formError}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={save.isPending || upload.isPending} data-testid="note-save">
              Запази
            </Button>
            <Button variant="default" onClick={onClose}>
              Откажи
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
