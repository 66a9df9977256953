import { Audience, Role } from '@gradina/shared';
import { MultiSelect, Radio, Stack } from '@mantine/core';
import { useRouteQuery } from '../../api/query';
import { useUserData } from '../../app/auth/user-data';
import { roleLabels } from '../../ui/format/labels';

/** Everyone, the parents of chosen groups, the parents of chosen children, all staff, or chosen staff. */
export type AudienceChoice = 'all' | 'groups' | 'children' | 'staff' | 'people';

export interface RecipientsValue {
  /** null until the author chooses: a message never goes to everyone by default. */
  choice: AudienceChoice | null;
  groupIds: string[];
  childIds?: string[];
  userIds?: string[];
}

type RecipientRequest = { audience?: Audience; groupIds?: string[]; childIds?: string[]; userIds?: string[] };

/** The request fields for a choice (the API's audience, groupIds, childIds, userIds). */
export function recipientFields(v: RecipientsValue): RecipientRequest {
  switch (v.choice) {
    case null:
      return {};
    case 'all':
      return { audience: Audience.All };
    case 'staff':
      return { audience: Audience.OnlyStaff };
    case 'groups':
      return { audience: Audience.OnlyClasses, groupIds: v.groupIds };
    case 'children':
      return { childIds: v.childIds ?? [] };
    case 'people':
      return { userIds: v.userIds ?? [] };
  }
}

/** A recipients error in Bulgarian, or undefined. */
export function recipientsError(v: RecipientsValue): string | undefined {
  if (v.choice === null) return 'Изберете получателите';
  if (v.choice === 'groups' && v.groupIds.length === 0) return 'Изберете поне една група';
  if (v.choice === 'children' && !v.childIds?.length) return 'Изберете поне едно дете';
  if (v.choice === 'people' && !v.userIds?.length) return 'Изберете поне един служител';
  return undefined;
}

/**
 * What a new form starts with: nothing chosen, so the author decides who receives it (issue #12: "Всички"
 * preselected sent to everyone by mistake). A parent has one choice only (chosen staff: the server refuses
 * anything else from a parent), so it is made for them.
 */
export function useDefaultChoice(): AudienceChoice | null {
  const user = useUserData();
  return user.userType === Role.Parent ? 'people' : null;
}

const choiceLabels: Record<AudienceChoice, string> = {
  all: 'Всички',
  groups: 'Родителите на избрани групи',
  children: 'Родителите на избрани деца',
  staff: 'Всички служители',
  people: 'Избрани служители',
};

/** Audience, groups, children or staff of the kindergarten, from GET /api/Messages/recipient-options. */
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
  const options = useRouteQuery('communication.recipientOptions', undefined, { staleTime: 60_000 });
  const loading = options.isPending ? 'Зареждане…' : undefined;
  const groups = (options.data?.groups ?? []).map((g) => ({ value: g.id, label: g.name }));
  const children = (options.data?.groups ?? [])
    .filter((g) => g.children.length > 0)
    .map((g) => ({ group: g.name, items: g.children.map((c) => ({ value: c.id, label: c.name })) }));
  const staff = (options.data?.staff ?? []).map((s) => ({
    value: s.id,
    label: `${s.name} (${s.position || roleLabels[s.role as Role] || ''})`,
  }));
  const choices: AudienceChoice[] = parent ? ['people'] : ['all', 'groups', 'children', 'staff', 'people'];
  return (
    <Stack gap="xs">
      {/* One possible choice (a parent's) is no choice: only its picker shows. */}
      {choices.length > 1 && (
        <Radio.Group
          label="Получатели"
          required
          value={value.choice}
          onChange={(c) => onChange({ ...value, choice: c as AudienceChoice })}
          error={value.choice === null ? error : undefined}
          data-testid="recipients-choice"
        >
          <Stack gap={6} mt={6}>
            {choices.map((c) => (
              <Radio key={c} value={c} label={choiceLabels[c]} data-testid={`recipients-${c}`} />
            ))}
          </Stack>
        </Radio.Group>
      )}
      {value.choice === 'groups' && (
        <MultiSelect
          label="Групи"
          data={groups}
          value={value.groupIds}
          onChange={(groupIds) => onChange({ ...value, groupIds })}
          error={error}
          searchable
          placeholder={loading ?? 'Изберете групи'}
          data-testid="recipients-group-select"
          comboboxProps={{ withinPortal: true }}
        />
      )}
      {value.choice === 'children' && (
        <MultiSelect
          label="Деца (съобщението получават техните родители)"
          data={children}
          value={value.childIds ?? []}
          onChange={(childIds) => onChange({ ...value, childIds })}
          error={error}
          searchable
          placeholder={loading ?? 'Въведете име на дете'}
          data-testid="recipients-child-select"
          comboboxProps={{ withinPortal: true }}
        />
      )}
      {value.choice === 'people' && (
        <MultiSelect
          label={choices.length > 1 ? 'Служители' : 'До служители'}
          required={choices.length === 1}
          data={staff}
          value={value.userIds ?? []}
          onChange={(userIds) => onChange({ ...value, userIds })}
          error={error}
          searchable
          placeholder={loading ?? 'Въведете име на служител'}
          data-testid="recipients-staff-select"
          comboboxProps={{ withinPortal: true }}
        />
      )}
    </Stack>
  );
}
