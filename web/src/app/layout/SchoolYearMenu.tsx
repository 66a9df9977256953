import { Role } from '@gradina/shared';
import { Button, Menu, ScrollArea, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, isApiError } from '../../api/client';
import { invalidateEverything } from '../../api/shared-keys';
import { useSchoolYears } from '../../ui/fields/options';
import { useUserData } from '../auth/user-data';

const title = 'Избор на учебна година';

/**
 * The header's 'Избор на учебна година' (spec "Header"): every school year as yearFrom/yearTo with a check
 * mark on the current one (the session's year). Choosing another stores the preference on the server and
 * refetches everything shown, which now reads that year. Hidden for Master; below the md breakpoint it is not
 * in the header but at the top of the side menu (`inMenu`, test ids with a `phone-` prefix).
 */
export function SchoolYearMenu({ inMenu = false }: { inMenu?: boolean }) {
  const user = useUserData();
  const queryClient = useQueryClient();
  const kindergartenId = user.kindergartens.find((k) => k.isSelected)?.id;
  const isMaster = user.userType === Role.Master;
  const years = useSchoolYears(!isMaster);
  const change = useMutation({
    mutationFn: (id: string) => callApi('identity.changeSchoolYear', { path: { id } }),
    onSuccess: async (reply) => {
      if (!reply.isSuccessful) throw new Error(reply.errorMessage ?? '');
      await invalidateEverything(queryClient);
    },
    onError: async (error) => {
      const { notifications } = await import('@mantine/notifications');
      notifications.show({
        color: 'red',
        title,
        message:
          (isApiError(error) && error.status > 0) || (error instanceof Error && error.message)
            ? error.message
            : 'Неуспешна смяна на учебната година!',
      });
    },
  });

  if (isMaster || !kindergartenId) return null;
  const list = years.data?.result ?? [];
  if (list.length === 0) return null;
  const current =
    list.find((y) => user.periodId !== null && y.id === user.periodId) ??
    list.find((y) => y.isSelected) ??
    list.find((y) => y.active) ??
    list[0]!;
  const label = (y: (typeof list)[number]) => `${y.yearFrom}/${y.yearTo}`;
  const prefix = inMenu ? 'phone-' : '';

  return (
    <Menu
      position={inMenu ? 'bottom-start' : 'bottom-end'}
      width={200}
      withinPortal
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <Button
          variant="default"
          size="xs"
          visibleFrom={inMenu ? undefined : 'md'}
          fullWidth={inMenu}
          justify={inMenu ? 'flex-start' : undefined}
          loading={change.isPending}
          // Starts with what it shows (the year), as speech input users say it.
          aria-label={inMenu ? undefined : `${label(current)}, ${title.toLowerCase()}`}
          title={title}
          data-testid={`${prefix}school-year-button`}
        >
          {/* One text: the button's label is a flex box, where a space between two parts would be lost. */}
          <span>
            {inMenu && 'Учебна година: '}
            <span data-testid={`${prefix}school-year-current`}>{label(current)}</span>
          </span>
        </Button>
      </Menu.Target>
      <Menu.Dropdown data-testid="school-year-menu">
        <Menu.Label>{title}</Menu.Label>
        <ScrollArea.Autosize mah={250} type="auto">
          {list.map((y) => {
            const isCurrent = y.id === current.id;
            return (
              <Menu.Item
                key={y.id}
                onClick={() => {
                  if (!isCurrent) change.mutate(y.id);
                }}
                aria-current={isCurrent ? 'true' : undefined}
                data-testid={`school-year-option-${label(y)}`}
                data-current={isCurrent || undefined}
                leftSection={
                  <Text component="span" w={14} aria-hidden="true" c="garden.7">
                    {isCurrent ? '✓' : ''}
                  </Text>
                }
              >
                {label(y)}
              </Menu.Item>
            );
          })}
        </ScrollArea.Autosize>
      </Menu.Dropdown>
    </Menu>
  );
}
