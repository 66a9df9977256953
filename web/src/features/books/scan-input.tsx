import { FileInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { callApi } from '../../api/client';

/** What the books' forms keep of a file uploaded now (the temporary upload), null to keep the stored one. */
export type UploadedScan = { fileKey: string; fileName: string } | null;

/** The kinds the books keep (PDF, DOCX, JPEG, PNG up to 10 MB), as the file picker offers them. */
const accept =
  'application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,image/png,image/jpeg';

/**
 * A scan of a book's record (a document, a certificate): uploaded as soon as it is picked, the form's field
 * then holding the temporary upload; `stored` names the file kept, which a new one replaces. Returns the
 * input and whether an upload is under way (the save waits for it).
 */
export function useScanInput<V extends FieldValues>({
  form,
  name,
  label,
  stored,
  emptyText,
  testId,
}: {
  form: UseFormReturn<V>;
  name: Path<V>;
  label: string;
  stored: string | undefined;
  emptyText: string;
  testId: string;
}) {
  const upload = useMutation({
    mutationFn: async (file: File) => {
      const body = new FormData();
      body.append('file', file, file.name);
      return callApi('files.uploadTemp', { body });
    },
    onSuccess: (saved) =>
      form.setValue(name, { fileKey: saved.id, fileName: saved.fileName } as PathValue<V, Path<V>>),
    onError: (e) =>
      form.setError(name, { message: e instanceof Error ? e.message : 'Файлът не беше качен.' }),
  });
  const input = (
    <FileInput
      label={label}
      description={stored ? `Качен: ${stored}. Нов файл го заменя.` : emptyText}
      accept={accept}
      clearable
      onChange={(file) => {
        form.clearErrors(name);
        if (file) upload.mutate(file);
        else form.setValue(name, null as PathValue<V, Path<V>>);
      }}
      error={form.getFieldState(name, form.formState).error?.message}
      data-testid={testId}
    />
  );
  return { input, uploading: upload.isPending };
}
