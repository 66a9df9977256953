import { PaymentMethod } from '@gradina/shared';
import { paymentMethodLabels } from '@gradina/shared/manifest/routes/payments/cash';
import type { PaymentReportQuery } from '@gradina/shared/manifest/routes/payments/references';
import { Fieldset, Group, SegmentedControl, Select } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useRouteQuery } from '../../../api/query';
import { usePermissions } from '../../../app/auth/permissions';
import { useActivityOptions } from '../../../ui/fields';
import { MonthFilter, monthKey, parseMonth, useMonthChoice } from '../../../ui/forms/MonthFilter';
import { moveRangeEnd, type PeriodChoice, paymentPeriod, rangeOf } from './period';
import { useKindergartenId } from './ReportLayout';

/**
 * The reports' filter bar: the period (a month, or the months from…to, kept in the address so a reload keeps
 * it) and the provider, method, cashier, group and activity where the report's route takes them. A select
 * whose options the user may not read is left out.
 */

/** A payment report's query: the period and the filters, with the kindergarten the screen shows. */
export type PaymentReportFilters = PaymentReportQuery & { kindergartenId: string };

const methodOptions = Object.values(PaymentMethod)
  .filter((m) => m !== PaymentMethod.Undefined && m !== PaymentMethod.APSPO)
  .map((m) => ({ value: String(m), label: paymentMethodLabels[m] }));

/** The period of the address: `?month=YYYY-MM`, or `?from=YYYY-MM&to=YYYY-MM`; else this month. */
export function usePeriodChoice(): [PeriodChoice, (p: PeriodChoice) => void] {
  const [params, setParams] = useSearchParams();
  const [month] = useMonthChoice();
  const from = parseMonth(params.get('from'));
  const to = parseMonth(params.get('to'));
  const choice: PeriodChoice =
    from && to && monthKey(from) <= monthKey(to) ? { kind: 'range', from, to } : { kind: 'month', month };
  const choose = (p: PeriodChoice) =>
    setParams(
      (q) => {
        if (p.kind === 'month') {
          q.set('month', monthKey(p.month));
          q.delete('from');
          q.delete('to');
        } else {
          q.set('from', monthKey(p.from));
          q.set('to', monthKey(p.to));
          q.delete('month');
        }
        return q;
      },
      { replace: true },
    );
  return [choice, choose];
}

/** A month, or (`Период`) the months from…to; `rangeOnly`: always from…to. */
export function PeriodFilter({
  value,
  onChange,
  testId,
  rangeOnly = false,
}: {
  value: PeriodChoice;
  onChange: (p: PeriodChoice) => void;
  testId: string;
  rangeOnly?: boolean;
}) {
  const range = rangeOf(value);
  if (value.kind === 'month' && !rangeOnly)
    return (
      <Group gap="sm" wrap="wrap" align="flex-end">
        <PeriodKind value={value} onChange={onChange} testId={testId} />
        <MonthFilter
          value={value.month}
          onChange={(m) => onChange({ kind: 'month', month: m })}
          testId={`${testId}-month`}
        />
      </Group>
    );
  return (
    <Group gap="sm" wrap="wrap" align="flex-end">
      {!rangeOnly && <PeriodKind value={value} onChange={onChange} testId={testId} />}
      {(['from', 'to'] as const).map((end) => (
        <Fieldset key={end} legend={end === 'from' ? 'От' : 'До'} variant="unstyled" p={0}>
          <MonthFilter
            value={range[end]}
            onChange={(m) => onChange({ kind: 'range', ...moveRangeEnd(range, end, m) })}
            testId={`${testId}-${end}`}
          />
        </Fieldset>
      ))}
    </Group>
  );
}

function PeriodKind({
  value,
  onChange,
  testId,
}: {
  value: PeriodChoice;
  onChange: (p: PeriodChoice) => void;
  testId: string;
}) {
  const range = rangeOf(value);
  return (
    <SegmentedControl
      data={[
        { value: 'month', label: 'Месец' },
        { value: 'range', label: 'Период' },
      ]}
      value={value.kind}
      onChange={(k) =>
        onChange(k === 'month' ? { kind: 'month', month: range.to } : { kind: 'range', ...range })
      }
      aria-label="Период на справката"
      data-testid={`${testId}-period`}
    />
  );
}

type FilterSelectProps = {
  label: string;
  data: { value: string; label: string }[];
  value: string | null;
  onChange: (value: string | null) => void;
  searchable?: boolean;
  testId: string;
};

/** One filter of the bar: "Всички" while none is chosen. */
function FilterSelect({ label, data, value, onChange, searchable = true, testId }: FilterSelectProps) {
  return (
    <Select
      label={label}
      placeholder="Всички"
      data={data}
      value={value}
      onChange={onChange}
      clearable
      searchable={searchable}
      nothingFoundMessage="Няма съвпадения"
      w={220}
      data-testid={testId}
    />
  );
}

/** The activity filter of all the kindergarten's activities (no provider chosen), read when it shows. */
function ActivityChoice(props: Pick<FilterSelectProps, 'value' | 'onChange' | 'testId'>) {
  return <FilterSelect label="Дейност" data={useActivityOptions().options} {...props} />;
}

export type FilterName = 'provider' | 'method' | 'cashier' | 'group' | 'activity';

/** The chosen filters, as the routes' queries name them (none chosen: left out). */
export interface ReportFilterValues {
  providerId?: string;
  method?: PaymentMethod;
  cashierId?: string;
  groupId?: string;
  activityId?: string;
}

const none: Record<FilterName, string | null> = {
  provider: null,
  method: null,
  cashier: null,
  group: null,
  activity: null,
};

/**
 * The period and the `names` filters of a report; `onChanged` runs after a change (a paged list goes back to
 * its first page).
 */
export function useReportFilters(
  testId: string,
  {
    names,
    rangeOnly = false,
    onChanged,
  }: { names: readonly FilterName[]; rangeOnly?: boolean; onChanged?: (() => void) | undefined },
): { kindergartenId: string; period: PeriodChoice; values: ReportFilterValues; bar: ReactNode } {
  const kindergartenId = useKindergartenId();
  const { can } = usePermissions();
  const [period, setPeriod] = usePeriodChoice();
  const [chosen, setChosen] = useState(none);
  const allowed: Record<FilterName, boolean> = {
    provider: can('ActivityProviders'),
    method: true,
    cashier: can('Payments', 'create'),
    group: can('Activities'),
    activity: can('Activities'),
  };
  const shown = (n: FilterName) => names.includes(n) && allowed[n];
  const enabled = (n: FilterName) => shown(n) && Boolean(kindergartenId);
  const query = { query: { kindergartenId } };
  // The providers with their activities, so a provider chosen narrows the activities offered.
  const providers = useRouteQuery('activities.providerSummary', query, { enabled: enabled('provider') });
  const cashiers = useRouteQuery('payments.paymentCashiers', query, { enabled: enabled('cashier') });
  // The groups that have children in activities (not every open group).
  const groups = useRouteQuery('activities.activityClasses', query, { enabled: enabled('group') });
  const choose = (n: FilterName, v: string | null) => {
    // another provider's activities are not offered: the activity goes with the provider
    setChosen((c) => ({ ...c, [n]: v, ...(n === 'provider' ? { activity: null } : {}) }));
    onChanged?.();
  };
  const providerActivities = providers.data?.find((p) => p.providerId === chosen.provider)?.activities;
  const named = (rows: readonly { id: string; name: string }[]) =>
    rows.map((r) => ({ value: r.id, label: r.name }));
  const options: Record<FilterName, { label: string; data: { value: string; label: string }[] }> = {
    provider: {
      label: 'Доставчик',
      data: (providers.data ?? []).map((p) => ({ value: p.providerId, label: p.providerName })),
    },
    method: { label: 'Начин на плащане', data: methodOptions },
    cashier: { label: 'Касиер', data: named(cashiers.data ?? []) },
    group: { label: 'Група', data: named(groups.data ?? []) },
    // The kindergarten's activities come with their filter (read only where it is shown).
    activity: { label: 'Дейност', data: providerActivities ? named(providerActivities) : [] },
  };
  const bar = (
    <Group gap="sm" wrap="wrap" align="flex-end">
      <PeriodFilter
        value={period}
        onChange={(p) => {
          setPeriod(p);
          onChanged?.();
        }}
        testId={testId}
        rangeOnly={rangeOnly}
      />
      {names
        .filter(shown)
        .map((n) =>
          n === 'activity' && !providerActivities ? (
            <ActivityChoice
              key={n}
              value={chosen[n]}
              onChange={(v) => choose(n, v)}
              testId={`${testId}-${n}`}
            />
          ) : (
            <FilterSelect
              key={n}
              label={options[n].label}
              data={options[n].data}
              value={chosen[n]}
              onChange={(v) => choose(n, v)}
              searchable={n !== 'method'}
              testId={`${testId}-${n}`}
            />
          ),
        )}
    </Group>
  );
  const values: ReportFilterValues = {
    ...(chosen.provider ? { providerId: chosen.provider } : {}),
    ...(chosen.method ? { method: Number(chosen.method) as PaymentMethod } : {}),
    ...(chosen.cashier ? { cashierId: chosen.cashier } : {}),
    ...(chosen.group ? { groupId: chosen.group } : {}),
    ...(chosen.activity ? { activityId: chosen.activity } : {}),
  };
  return { kindergartenId, period, values, bar };
}

/**
 * A payment report's filters: the period, the provider, the method (where it fits), the cashier and (the
 * reports by group and by child) the group of the fee's child.
 */
export function usePaymentFilters(
  testId: string,
  {
    withMethod = true,
    withGroup = false,
    onChanged,
  }: { withMethod?: boolean; withGroup?: boolean; onChanged?: () => void } = {},
): { filters: PaymentReportFilters; bar: ReactNode } {
  const names: FilterName[] = [
    'provider',
    ...(withMethod ? (['method'] as const) : []),
    'cashier',
    ...(withGroup ? (['group'] as const) : []),
  ];
  const { kindergartenId, period, values, bar } = useReportFilters(testId, { names, onChanged });
  return { filters: { kindergartenId, ...paymentPeriod(period), ...values }, bar };
}
