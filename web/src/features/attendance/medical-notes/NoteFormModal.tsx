import { FileInput, Modal } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { Field } from '../../../ui/fields';
import { FormFrame, useFormPage } from '../../../ui/page';
import { PeriodFields, RequestChildField } from '../requests/request-fields';
import { newNote, noteFormSpec, noteLabels } from './note-form';
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
  const page = useFormPage('attendance.saveMedicalNote', {
    spec: { ...noteFormSpec(kindergartenId), defaultValues: newNote() },
    refresh: invalidateNotes,
    back: '/attendances/medical-notices',
    onSaved: () => {
      page.form.reset(newNote());
      onSaved();
    },
  });
  const { form } = page;
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

  return (
    <Modal opened={opened} onClose={onClose} title="Нова медицинска бележка" size="lg">
      <FormFrame page={{ ...page, saving: page.saving || upload.isPending }} onCancel={onClose} testId="note">
        <RequestChildField form={page} kindergartenId={kindergartenId} enabled={opened} testId="note" />
        <PeriodFields form={page} testId="note" />
        <Field.Text form={page} name="doctor" testId="note-doctor" />
        <Field.Textarea form={page} name="note" autosize minRows={2} testId="note-text" />
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
          error={form.formState.errors.scan?.message}
          data-testid="note-scan"
        />
      </FormFrame>
    </Modal>
  );
}
