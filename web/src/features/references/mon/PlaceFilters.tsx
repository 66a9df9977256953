import { Role } from '@gradina/shared';
import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useUserData } from '../../../app/auth/user-data';
import { municipalitiesQuery, type Place, regionsQuery } from './queries';

/**
 * The region and municipality selects of МОН (the whole country by default). A municipality user sees only
 * their own municipality, so they get no place filter at all.
 */
export function PlaceFilters({ value, onChange }: { value: Place; onChange: (p: Place) => void }) {
  const user = useUserData();
  const national = user.userType === Role.MON;
  const regions = useQuery({ ...regionsQuery(), enabled: national });
  const municipalities = useQuery({
    ...municipalitiesQuery(value.regionCode ?? ''),
    enabled: national && Boolean(value.regionCode),
  });
  if (!national) return null;
  return (
    <>
      <Select
        label="Област"
        placeholder="Цялата страна"
        data={(regions.data?.result ?? []).map((r) => ({ value: r.id, label: r.name }))}
        value={value.regionCode ?? null}
        onChange={(v) => onChange({ regionCode: v ?? undefined, municipalityCode: undefined })}
        searchable
        clearable
        w={200}
        data-testid="references-region"
      />
      <Select
        label="Община"
        placeholder={value.regionCode ? 'Всички общини' : 'Изберете област'}
        data={(municipalities.data?.result ?? []).map((m) => ({ value: m.id, label: m.name }))}
        value={value.municipalityCode ?? null}
        onChange={(v) => onChange({ ...value, municipalityCode: v ?? undefined })}
        disabled={!value.regionCode}
        searchable
        clearable
        w={200}
        data-testid="references-municipality"
      />
    </>
  );
}
