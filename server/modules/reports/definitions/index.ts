/** Every report type of spec 3 and the definition that writes its file. */
import type { ReportType } from '../../../../schemas/reports';
import { driversActiveReport, driversNewReport, driversReport } from './drivers';
import { transactionsReport } from './ledger';
import { commissionIncomeReport, ordersFinishedReport, ordersOverallReport } from './orders';
import { paymentsCountReport, paymentsDriversReport, paymentsOverallReport } from './payments';
import type { ReportDefinition } from './report-definition';
import { surveyReviewsReport } from './reviews';
import { ordersFraudReport, transfersReport } from './trips';

export type ReportDefinitions = Record<ReportType, ReportDefinition>;

export const REPORT_DEFINITIONS: ReportDefinitions = {
  drivers: driversReport,
  transactions: transactionsReport,
  transfers: transfersReport,
  drivers_active: driversActiveReport,
  drivers_new: driversNewReport,
  orders_finished: ordersFinishedReport,
  orders_overall: ordersOverallReport,
  orders_fraud: ordersFraudReport,
  payments_overall: paymentsOverallReport,
  payments_count: paymentsCountReport,
  payments_drivers: paymentsDriversReport,
  commission_income: commissionIncomeReport,
  survey_reviews: surveyReviewsReport,
};
