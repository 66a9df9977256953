import type { PortfolioBackground } from '@gradina/shared/manifest/routes/children/portfolios';
import { Button, ColorInput, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { Field, useBoundField } from '../../../ui/fields';
import { given, useManifestForm } from '../../../ui/forms/useManifestForm';

interface Values {
  name: string;
  color: string;
}
const labels = { name: 'Име на фона', color: 'Цвят' } as const;

/** A background being added (`index` undefined) or edited, in the list the page read at `version`. */
export interface BackgroundEdit {
  list: PortfolioBackground[];
  version: number;
  index?: number;
}

/** The list with the edited background in its place, or the new one last; the rest as they were read. */
export const withBackground = (edit: BackgroundEdit, v: Values) => {
  const next = { name: given(v.name), color: v.color.trim() };
  return edit.index === undefined
    ? [...edit.list, next]
    : edit.list.map((b, i) => (i === edit.index ? { ...next, id: b.id } : b));
};

/** The form's spec: the body is the read list with this background in it, at the list's version. */
export const backgroundFormSpec = (edit: BackgroundEdit) => ({
  labels,
  // The body's paths of every background: only the edited one can be wrong, the rest were saved before.
  fieldOf: { 'backgrounds.*.name': 'name', 'backgrounds.*.color': 'color' } as const,
  toBody: (v: Values) => ({ backgrounds: withBackground(edit, v), version: edit.version }),
});

interface ModalProps {
  edit: BackgroundEdit | undefined;
  onClose: () => void;
  onSaved: (name: string) => Promise<unknown>;
  /** A stale save goes back to the page, which offers to reload the list. */
  onStale: (error: unknown) => boolean;
}

/** Adds (`index` undefined) or edits one background; the API takes the list whole. */
export function BackgroundModal(props: ModalProps) {
  const { edit, onClose } = props;
  const current = edit?.index === undefined ? undefined : edit.list[edit.index];
  return (
    <Modal
      opened={edit !== undefined}
      onClose={onClose}
      title={current ? 'Редакция на фон' : 'Нов фон'}
      data-testid="background-modal"
    >
      {/* Mounted per edit: the form's checks are built once, from the list this edit started with. */}
      {edit && <BackgroundForm {...props} edit={edit} current={current} />}
    </Modal>
  );
}

function BackgroundForm({
  edit,
  current,
  onClose,
  onSaved,
  onStale,
}: ModalProps & { edit: BackgroundEdit; current: PortfolioBackground | undefined }) {
  const manifest = useManifestForm<Values, 'children.savePortfolioBackgrounds'>(
    'children.savePortfolioBackgrounds',
    {
      ...backgroundFormSpec(edit),
      defaultValues: { name: current?.name ?? '', color: current?.color ?? '' },
    },
  );
  const { toBody, formError, onServerError, submitTo } = manifest;
  const color = useBoundField({ form: manifest, name: 'color', testId: 'background-color' });
  const save = useMutation({
    mutationFn: (v: Values) => callApi('children.savePortfolioBackgrounds', { body: toBody(v) }),
    onSuccess: async (_reply, v) => {
      await onSaved(v.name.trim());
      onClose();
    },
    onError: (error) => {
      if (onStale(error)) onClose();
      else onServerError(error);
    },
  });

  return (
    <form noValidate onSubmit={submitTo(save.mutate)}>
      <Stack gap="md">
        <Field.Text form={manifest} name="name" testId="background-name" />
        <ColorInput
          {...color.labelProps}
          description="Във вида #RRGGBB; отпечатва се зад всяка страница на портфолиото"
          format="hex"
          // Kept as typed on leaving, so a wrong colour is named instead of silently undone.
          fixOnBlur={false}
          placeholder="#E3F2FD"
          value={color.value}
          onChange={color.onChange}
          onBlur={color.onBlur}
          error={color.error}
        />
        {formError && <Text c="red">{formError}</Text>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Отказ
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="background-save">
            Запиши
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
