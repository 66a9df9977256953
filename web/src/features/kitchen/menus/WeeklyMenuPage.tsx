import { Role } from '@gradina/shared';
import { sofiaDay } from '@gradina/shared/format-dates';
import { mondayOf } from '@gradina/shared/kitchen/menu';
import { Alert, Group, Select, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useRouteQuery } from '../../../api/query';
import { usePermissions } from '../../../app/auth/permissions';
import { useKindergartenId, useUserData } from '../../../app/auth/user-data';
import { useGroupOptions } from '../../../ui/fields';
import { WeeklyMenuView, WeekSwitcher } from './WeeklyMenuView';

interface GroupChoice {
  value: string;
  label: string;
}

/**
 * A group's week with a group picker and a week switcher: the kitchen's and the teachers' view of every group
 * (a teacher sees their own groups' children flagged), a parent's of their children's groups.
 */
export function GroupWeekMenu({
  kindergartenId,
  choices,
  title,
}: {
  kindergartenId: string;
  choices: GroupChoice[];
  title?: string;
}) {
  const [chosen, setChosen] = useState<string | null>(null);
  const [monday, setMonday] = useState(() => mondayOf(sofiaDay(new Date())));
  const groupId = choices.some((c) => c.value === chosen) ? chosen : (choices[0]?.value ?? null);
  return (
    <Stack gap="md" data-testid="group-week-menu">
      {title && <Title order={2}>{title}</Title>}
      <Group align="flex-end" wrap="wrap">
        <Select
          label="Група"
          data={choices}
          value={groupId}
          onChange={setChosen}
          allowDeselect={false}
          maw={320}
          data-testid="weekly-menu-group"
          comboboxProps={{ withinPortal: true }}
        />
        <WeekSwitcher monday={monday} onChange={setMonday} />
      </Group>
      {groupId ? (
        <WeeklyMenuView kindergartenId={kindergartenId} groupId={groupId} monday={monday} />
      ) : (
        <Alert color="yellow">Няма група, за която да покажем менюто.</Alert>
      )}
    </Stack>
  );
}

function StaffWeek({ kindergartenId }: { kindergartenId: string }) {
  const groups = useGroupOptions();
  return (
    <GroupWeekMenu
      kindergartenId={kindergartenId}
      choices={groups.options.map((o) => ({ value: o.value, label: o.label }))}
    />
  );
}

/** A parent's children's groups (their own children only). */
function ParentWeek({ kindergartenId, userId }: { kindergartenId: string; userId: string }) {
  const children = useRouteQuery('children.children', { query: { kindergartenId, ParentId: userId } });
  const seen = new Set<string>();
  const choices: GroupChoice[] = [];
  for (const c of children.data ?? []) {
    if (!c.groupId || seen.has(c.groupId)) continue;
    seen.add(c.groupId);
    choices.push({ value: c.groupId, label: `${c.groupName || 'Група'} (${c.name})` });
  }
  return <GroupWeekMenu kindergartenId={kindergartenId} choices={choices} />;
}

/** /menu: the week's menu of a group with its allergens, for everyone who reads menus. */
export function WeeklyMenuPage() {
  const kindergartenId = useKindergartenId();
  const user = useUserData();
  const { is } = usePermissions();
  if (!kindergartenId) return <Alert color="yellow">Менюто е на детска градина.</Alert>;
  return (
    <Stack gap="md" maw={1100} data-testid="weekly-menu-page">
      <Title order={1}>Седмично меню</Title>
      {is(Role.Parent) ? (
        <ParentWeek kindergartenId={kindergartenId} userId={user.id} />
      ) : (
        <StaffWeek kindergartenId={kindergartenId} />
      )}
    </Stack>
  );
}
