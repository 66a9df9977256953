import type { FamilyLimitRuleInput } from '@gradina/shared/manifest/routes/attendance/requests';
import {
  defaultFamilyLimitRules,
  familyLimitFor,
  schoolYearOf,
} from '../../../domain/attendance/family-reason';
import { now, sofiaToday } from '../../../platform/clock';
import { staleWrite } from '../../../platform/db';
import { saved } from '../../../platform/http/replies';
import type { RouteSession } from '../../../platform/http/route-session';
import { readFamilyLimitRules, saveFamilyLimitRules } from './items';

/**
 * The Master's national family-reason rules (issue #24, point 4): from which school year how many days.
 * Until the Master saves them, the law's rules apply (domain/attendance/family-reason.ts). One GetItem to
 * read, one conditioned write to save (the version read: a save made since answers 409 naming `version`).
 */

export async function familyLimitRulesView() {
  const item = await readFamilyLimitRules();
  const rules = [...(item?.rules ?? defaultFamilyLimitRules)].sort(
    (a, b) => a.fromSchoolYear - b.fromSchoolYear,
  );
  const currentSchoolYear = schoolYearOf(sofiaToday());
  return {
    rules,
    version: item?.version ?? 0,
    currentSchoolYear,
    currentLimit: familyLimitFor(currentSchoolYear, rules),
  };
}

export async function saveFamilyLimits(
  session: RouteSession,
  body: { rules: FamilyLimitRuleInput[]; version: number },
) {
  const rules = [...body.rules].sort((a, b) => a.fromSchoolYear - b.fromSchoolYear);
  const ok = await saveFamilyLimitRules(
    { rules, version: body.version, updatedAt: now().toISOString(), updatedBy: session.userId },
    body.version,
  );
  if (!ok) throw staleWrite();
  return saved('family-reason-limits');
}
