import { useRouteQuery } from '../../../api/query';
import { SelectFilter } from '../../../ui/table/list-controls';

const forever = { staleTime: Number.POSITIVE_INFINITY };

/** The national list's region and, within it, municipality (ЕКАТТЕ codes); a new region clears the municipality. */
export function PlaceFilter({
  regionCode,
  municipalityCode,
  onChange,
}: {
  regionCode: string;
  municipalityCode: string;
  onChange: (place: { regionCode: string; municipalityCode: string }) => void;
}) {
  const regions = useRouteQuery('lookups.regions', undefined, forever);
  const municipalities = useRouteQuery(
    'lookups.areas',
    { query: { regionId: regionCode } },
    { ...forever, enabled: Boolean(regionCode) },
  );
  return (
    <>
      <SelectFilter
        label="Област"
        placeholder="Цялата страна"
        searchable
        data={(regions.data?.result ?? []).map((r) => ({ value: r.id, label: r.name }))}
        value={regionCode || null}
        onChange={(v) => onChange({ regionCode: v ?? '', municipalityCode: '' })}
        maw={190}
        testId="kindergartens-region"
      />
      <SelectFilter
        label="Община"
        placeholder={regionCode ? 'Всички общини' : 'Изберете област'}
        searchable
        disabled={!regionCode}
        data={(municipalities.data?.result ?? []).map((m) => ({ value: m.id, label: m.name }))}
        value={municipalityCode || null}
        onChange={(v) => onChange({ regionCode, municipalityCode: v ?? '' })}
        maw={190}
        testId="kindergartens-municipality"
      />
    </>
  );
}
