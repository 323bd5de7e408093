/** The passenger reviews report (survey_reviews): what passengers said about the park's drivers. */
import { ruFleet } from '../../../../texts/ru-fleet';
import { ruReports } from '../../../../texts/ru-reports';
import { russianDateTimeFormat } from '../../drivers/drivers-export';
import { fullNameOf } from '../../drivers/drivers.mappers';
import { defineReport, keysetPages } from './report-definition';
import { ReviewsReportRepository, type ReviewRow } from './reviews.repository';

const { fields } = ruFleet;
const { columns } = ruReports;

export const surveyReviewsReport = defineReport<ReviewRow>({
  columns: (context) => {
    const at = russianDateTimeFormat(context.timezone);
    return [
      { header: fields.created_at, width: 17, value: (row) => at(row.createdAt.toISOString()) },
      { header: fields.driver, width: 32, value: (row) => fullNameOf(row) },
      { header: fields.phone, width: 16, value: (row) => row.phone },
      { header: fields.aggregator, width: 14, value: (row) => row.aggregatorName },
      { header: fields.short_id, width: 14, value: (row) => row.shortId },
      { header: columns.score, width: 8, value: (row) => row.score },
      { header: fields.comment, width: 40, value: (row) => row.comment },
      { header: columns.tags, width: 24, value: (row) => row.tags.join(', ') || null },
      { header: columns.feedback_status, width: 14, value: (row) => ruFleet.feedbackStatus[row.status] },
      { header: columns.response, width: 40, value: (row) => row.response },
    ];
  },
  rows: (context) => {
    const repository = new ReviewsReportRepository(context.db);
    return keysetPages<ReviewRow>((after, limit) => repository.reviewsAfter(context.taxisId, context.period, after, limit));
  },
});
