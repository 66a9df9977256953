import { FeeScope } from '@gradina/shared';
import type { paymentsKindergartenFeeRoutes } from '@gradina/shared/manifest/routes/payments/kindergarten-fees';
import { activityKeys } from '../../../domain/activities/keys';
import { atRequestTime } from '../../../platform/clock';
import type { FeatureLoaders, FeatureRoutes } from '../../../platform/http/area-handler';
import { notFound } from '../../../platform/http/errors';
import { kindergartenItemAtPath, kindergartenItemOfBody } from '../../../platform/http/object-access';
import { correctFee, listKindergartenFees } from './fees';
import { generateKindergartenFees } from './generate';
import { historyList, importHistory } from './history';
import { type ExemptionItem, type FeeTypeItem, type KindergartenFeeItem, kindergartenFeeKeys } from './items';
import { feeReport } from './report';
import { feeReportFile } from './report-export';
import {
  deleteExemption,
  deleteFeeType,
  exemptions,
  feeSettings,
  feeTypes,
  saveExemption,
  saveFeeSettings,
  saveFeeType,
  switchModule,
} from './settings';
import { sendStatements, statementList } from './statements';

/** The handler entries of the kindergarten fees: thin calls of the feature's functions; writes read the clock. */
export const kindergartenFeeRoutes: FeatureRoutes<
  typeof paymentsKindergartenFeeRoutes,
  typeof kindergartenFeeObjects
> = {
  'payments.kindergartenFeeSettings': async ({ session }) => feeSettings(session.kindergartenId),
  'payments.saveKindergartenFeeSettings': async ({ session, body }) => saveFeeSettings(session, body),
  'payments.switchKindergartenFees': async ({ session, path, body }) =>
    switchModule(session, path.kindergartenId, body.enabled),
  'payments.kindergartenFeeTypes': async ({ session }) => feeTypes(session.kindergartenId),
  'payments.saveKindergartenFeeType': async ({ session, body, object }) =>
    saveFeeType(session, body, object?.item ?? null),
  'payments.deleteKindergartenFeeType': async ({ object }) => deleteFeeType(object.item),
  'payments.kindergartenFeeExemptions': async ({ session }) => exemptions(session.kindergartenId),
  'payments.saveKindergartenFeeExemption': async ({ session, body, object }) =>
    saveExemption(session, body, object?.item ?? null),
  'payments.deleteKindergartenFeeExemption': async ({ object }) => deleteExemption(object.item),
  'payments.generateKindergartenFees': async ({ session, body, event }) =>
    atRequestTime(event.headers, () => generateKindergartenFees(session, body)),
  'payments.kindergartenFeesOfMonth': async ({ session, query }) => listKindergartenFees(session, query),
  'payments.correctKindergartenFee': async ({ session, body, object, event }) => {
    // The route names a fee by id: an activity fee is not this module's to correct.
    if (object.item.scope !== FeeScope.Kindergarten) throw notFound('Таксата не е намерена.');
    return atRequestTime(event.headers, () => correctFee(session, object.item, body));
  },
  'payments.kindergartenFeeStatements': async ({ session, query }) => statementList(session, query),
  'payments.sendKindergartenFeeStatements': async ({ session, body, event }) =>
    atRequestTime(event.headers, () => sendStatements(session, body)),
  'payments.kindergartenFeeReport': async ({ session, query, event }) =>
    atRequestTime(event.headers, () => feeReport(session, query)),
  'payments.exportKindergartenFeeReport': async ({ session, query, event }) =>
    atRequestTime(event.headers, () => feeReportFile(session, query)),
  'payments.kindergartenFeeHistory': async ({ session, query }) => historyList(session, query),
  'payments.importKindergartenFeeHistory': async ({ session, body, event }) =>
    atRequestTime(event.headers, () => importHistory(session, body)),
};

export const kindergartenFeeObjects = {
  'payments.saveKindergartenFeeType': kindergartenItemOfBody<FeeTypeItem>(kindergartenFeeKeys.feeType),
  'payments.deleteKindergartenFeeType': kindergartenItemAtPath<FeeTypeItem>(kindergartenFeeKeys.feeType),
  'payments.saveKindergartenFeeExemption': kindergartenItemOfBody<ExemptionItem>(
    kindergartenFeeKeys.exemption,
  ),
  'payments.deleteKindergartenFeeExemption': kindergartenItemAtPath<ExemptionItem>(
    kindergartenFeeKeys.exemption,
  ),
  'payments.correctKindergartenFee': kindergartenItemAtPath<KindergartenFeeItem>(activityKeys.fee),
} satisfies FeatureLoaders<typeof paymentsKindergartenFeeRoutes>;
