import { Audience, Role } from '@gradina/shared';
import { MultiSelect, Radio, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../api/query';
import { useUserData } from '../../app/auth/user-data';

export type AudienceChoice = 'all' | 'groups' | 'staff';

export interface RecipientsValue {
  choice: AudienceChoice;
  groupIds: string[];
}

/** The request fields for a choice: everyone, the parents of the chosen groups' children, or the staff. */
export function recipientFields(v: RecipientsValue): { audience: Audience; groupIds?: string[] } {
  if (v.choice === 'all') return { audience: Audience.All };
  if (v.choice === 'staff') return { audience: Audience.OnlyStaff };
  return { audience: Audience.OnlyClasses, groupIds: v.groupIds };
}

/** A recipients error in Bulgarian, or undefined. */
export function recipientsError(v: RecipientsValue): string | undefined {
  return v.choice === 'groups' && v.groupIds.length === 0 ? 'Изберете поне една група' : undefined;
}

/** Parents write only to staff (the server answers 403 otherwise). */
export function useDefaultChoice(): AudienceChoice {
  const user = useUserData();
  return user.userType === Role.Parent ? 'staff' : 'all';
}

/** Audience: all / groups (chosen from the kindergarten's groups) / staff. */
export function RecipientsField({
  value,
  onChange,
  error,
}: {
  value: RecipientsValue;
  onChange: (v: RecipientsValue) => void;
  error?: string;
}) {
  const user = useUserData();
  const parent = user.userType === Role.Parent;
  // The kindergarten's groups come with the dashboard statistics (the manifest has no groups list route).
  const dashboard = useQuery({ ...apiQuery('communication.dashboard'), enabled: !parent, staleTime: 60_000 });
  const groups = (dashboard.data?.groups ?? []).map((g) => ({ value: g.groupId, label: g.groupName }));
  return (
    <Stack gap="xs">
      <Radio.Group
        label="Получатели"
        value={value.choice}
        onChange={(c) => onChange({ ...value, choice: c as AudienceChoice })}
        data-testid="recipients-choice"
      >
        <Stack gap={6} mt={6}>
          {!parent && <Radio value="all" label="Всички" data-testid="recipients-all" />}
          {!parent && <Radio value="groups" label="Групи" data-testid="recipients-groups" />}
          <Radio value="staff" label="Служители" data-testid="recipients-staff" />
        </Stack>
      </Radio.Group>
      {value.choice === 'groups' && (
        <MultiSelect
          label="Групи"
          data={groups}
          value={value.groupIds}
          onChange={(groupIds) => onChange({ ...value, groupIds })}
          error={error}
          searchable
          placeholder={dashboard.isPending ? 'Зареждане…' : 'Изберете групи'}
          data-testid="recipients-group-select"
          comboboxProps={{ withinPortal: true }}
        />
      )}
    </Stack>
  );
}
