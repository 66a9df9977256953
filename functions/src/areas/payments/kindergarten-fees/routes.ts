import { FeeScope } from '@gradina/shared';
import type { paymentsKindergartenFeeRoutes } from '@gradina/shared/manifest/routes/payments/kindergarten-fees';
import { activityKeys } from '../../../domain/activities/keys';
import { atRequestTime } from '../../../platform/clock';
import type { FeatureLoaders, FeatureRoutes } from '../../../platform/http/area-handler';
import { notFound } from '../../../platform/http/errors';
import { kindergartenItemAtPath, kindergartenItemOfBody } from '../../../platform/http/object-access';
import { entry } from '../../../platform/http/route-entries';
import { correctFee, listKindergartenFees } from './fees';
import { generateKindergartenFees } from './generate';
import { historyList, importHistory } from './history';
import { type KindergartenFeeItem, kindergartenFeeKeys } from './items';
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
  'payments.saveKindergartenFeeSettings': entry.body(saveFeeSettings),
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
  'payments.generateKindergartenFees': entry.clockedBody(generateKindergartenFees),
  'payments.kindergartenFeesOfMonth': entry.query(listKindergartenFees),
  'payments.correctKindergartenFee': async ({ session, body, object, event }) => {
    // The route names a fee by id: an activity fee is not this module's to correct.
    if (object.item.scope !== FeeScope.Kindergarten) throw notFound('Таксата не е намерена.');
    return atRequestTime(event.headers, () => correctFee(session, object.item, body));
  },
  'payments.kindergartenFeeStatements': entry.query(statementList),
  'payments.sendKindergartenFeeStatements': entry.clockedBody(sendStatements),
  'payments.kindergartenFeeReport': entry.clockedQuery(feeReport),
  'payments.exportKindergartenFeeReport': entry.clockedQuery(feeReportFile),
  'payments.kindergartenFeeHistory': entry.query(historyList),
  'payments.importKindergartenFeeHistory': entry.clockedBody(importHistory),
};

export const kindergartenFeeObjects = {
  'payments.saveKindergartenFeeType': kindergartenItemOfBody(kindergartenFeeKeys.feeType),
  'payments.deleteKindergartenFeeType': kindergartenItemAtPath(kindergartenFeeKeys.feeType),
  'payments.saveKindergartenFeeExemption': kindergartenItemOfBody(kindergartenFeeKeys.exemption),
  'payments.deleteKindergartenFeeExemption': kindergartenItemAtPath(kindergartenFeeKeys.exemption),
  'payments.correctKindergartenFee': kindergartenItemAtPath<KindergartenFeeItem>(activityKeys.fee),
} satisfies FeatureLoaders<typeof paymentsKindergartenFeeRoutes>;
