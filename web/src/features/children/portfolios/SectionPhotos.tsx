import { portfolioPhotoLimits } from '@gradina/shared/manifest/routes/children/portfolios';
import { Button, CloseButton, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../../api/client';
import { fileSize } from '../../../ui/format/numbers';
import type { PhotoValue } from './portfolio-form';

/**
 * A section's photos: each picked file is uploaded at once to the temporary uploads (the save claims it);
 * only PNG and JPEG up to 2 MB, checked here first and again by the API.
 */
export function SectionPhotos({
  value,
  onChange,
  error,
  index,
  readOnly,
}: {
  value: PhotoValue[];
  onChange: (next: PhotoValue[]) => void;
  error?: string;
  index: number;
  readOnly: boolean;
}) {
  const [refusal, setRefusal] = useState<string>();
  const upload = useMutation({
    mutationFn: async (files: File[]) => {
      const added: PhotoValue[] = [];
      for (const file of files) {
        const form = new FormData();
        form.append('file', file, file.name);
        const saved = await callApi('files.uploadTemp', { body: form });
        added.push({ fileKey: saved.id, fileName: saved.fileName });
      }
      return added;
    },
    onSuccess: (added) => onChange([...value, ...added]),
    onError: (e) => setRefusal(e instanceof Error ? e.message : 'Снимката не беше качена.'),
  });
  const pick = (files: File[]) => {
    setRefusal(undefined);
    const wrong = files.find(
      (f) => !(portfolioPhotoLimits.contentTypes as readonly string[]).includes(f.type),
    );
    if (wrong) return setRefusal(`Файлът „${wrong.name}“ не е снимка (позволени са PNG и JPEG).`);
    const big = files.find((f) => f.size > portfolioPhotoLimits.maxBytes);
    if (big)
      return setRefusal(`Снимката „${big.name}“ е по-голяма от ${fileSize(portfolioPhotoLimits.maxBytes)}.`);
    if (value.length + files.length > portfolioPhotoLimits.perSection)
      return setRefusal(`Разделът може да има най-много ${portfolioPhotoLimits.perSection} снимки.`);
    upload.mutate(files);
  };
  return (
    <Stack gap={6} data-testid="section-photos">
      <Group gap="sm">
        {value.map((p) => (
          <Stack key={p.fileKey} gap={2} align="center" data-testid="section-photo">
            {p.url ? (
              <Image src={p.url} alt={p.fileName} w={96} h={72} fit="cover" radius="sm" />
            ) : (
              <Text fz="xs" w={96} ta="center">
                {p.fileName}
              </Text>
            )}
            {!readOnly && (
              <CloseButton
                size="sm"
                aria-label={`Премахни снимката ${p.fileName}`}
                onClick={() => onChange(value.filter((x) => x.fileKey !== p.fileKey))}
              />
            )}
          </Stack>
        ))}
      </Group>
      {!readOnly && (
        <FileButton onChange={pick} multiple accept="image/png,image/jpeg">
          {(props) => (
            <Button
              {...props}
              variant="default"
              size="xs"
              w="fit-content"
              loading={upload.isPending}
              data-testid={`section-photos-add-${index}`}
            >
              Добави снимки
            </Button>
          )}
        </FileButton>
      )}
      {(refusal ?? error) && (
        <Text fz="sm" c="red.9" role="alert" data-testid="section-photos-error">
          {refusal ?? error}
        </Text>
      )}
    </Stack>
  );
}
