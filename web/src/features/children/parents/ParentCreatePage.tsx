import {
  Alert,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { callApi } from '../../../api/client';
import { useUserData } from '../../../app/auth/user-data';
import { relationOptions } from '../../../ui/format/labels';
import { useManifestForm } from '../../../ui/forms/useManifestForm';
import { newParent, type ParentValues, parentFormSpec, parentLabels } from './parent-form';
import { childOptionsQuery, invalidateParents } from './queries';

/**
 * /parents/management/create (?childId= from a child's page): a parent for a child. An address that is
 * already a member of the kindergarten is linked at once; any other gets an invitation by e-mail, and the
 * child is linked when it is accepted.
 */
export function ParentCreatePage() {
  useDocumentTitle('Нов родител | Градина');
  const user = useUserData();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const kindergartenId = user.kindergartens.find((k) => k.isSelected)?.id ?? '';
  const children = useQuery({ ...childOptionsQuery(kindergartenId), enabled: Boolean(kindergartenId) });
  const { form, toBody, formError, setFormError, onServerError } = useManifestForm<
    ParentValues,
    'children.createParent'
  >('children.createParent', {
    ...parentFormSpec(kindergartenId),
    defaultValues: newParent(params.get('childId') ?? ''),
  });
  const save = useMutation({
    mutationFn: (v: ParentValues) => callApi('children.createParent', { body: toBody(v) }),
    onSuccess: async (reply) => {
      await invalidateParents(client);
      navigate(`/parents/management/${reply.entityId}`);
    },
    onError: onServerError,
  });
  const { errors } = form.formState;

  return (
    <Stack gap="lg" maw={860} data-testid="parent-create-page">
      <Stack gap={4}>
        <Title order={1}>Нов родител</Title>
        <Text c="dimmed">
          Родителят получава покана по имейл. Ако вече има профил в детската градина, детето се добавя към
          него веднага.
        </Text>
      </Stack>
      <Paper withBorder p="lg" radius="md">
        <form
          noValidate
          data-testid="parent-form"
          onSubmit={form.handleSubmit((v) => {
            setFormError(undefined);
            save.mutate(v);
          })}
        >
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Controller
                control={form.control}
                name="childId"
                render={({ field }) => (
                  <Select
                    label={parentLabels.childId}
                    withAsterisk
                    searchable
                    data={(children.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
                    value={field.value || null}
                    onChange={(v) => field.onChange(v ?? '')}
                    error={errors.childId?.message}
                    nothingFoundMessage="Няма такова дете"
                    data-testid="parent-child"
                  />
                )}
              />
              <Controller
                control={form.control}
                name="relation"
                render={({ field }) => (
                  <Select
                    label={parentLabels.relation}
                    withAsterisk
                    data={relationOptions}
                    value={field.value || null}
                    onChange={(v) => field.onChange(v ?? '')}
                    error={errors.relation?.message}
                    data-testid="parent-relation"
                  />
                )}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                {...form.register('firstName')}
                label={parentLabels.firstName}
                withAsterisk
                maxLength={100}
                error={errors.firstName?.message}
                data-testid="parent-first-name"
              />
              <TextInput
                {...form.register('lastName')}
                label={parentLabels.lastName}
                withAsterisk
                maxLength={100}
                error={errors.lastName?.message}
                data-testid="parent-last-name"
              />
              <TextInput
                {...form.register('email')}
                type="email"
                label={parentLabels.email}
                withAsterisk
                maxLength={254}
                error={errors.email?.message}
                data-testid="parent-email"
              />
              <TextInput
                {...form.register('phone')}
                type="tel"
                label={parentLabels.phone}
                maxLength={20}
                error={errors.phone?.message}
                data-testid="parent-phone"
              />
            </SimpleGrid>
            {formError && (
              <Alert color="red" variant="light" role="alert" data-testid="parent-form-error">
                {formError}
              </Alert>
            )}
            <Group>
              <Button type="submit" loading={save.isPending} data-testid="parent-save">
                Покани и свържи
              </Button>
              <Button variant="default" onClick={() => navigate('/parents/management')}>
                Откажи
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
