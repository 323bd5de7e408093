/** The passenger reviews report (survey_reviews): what passengers said about the park's drivers. */
import { t } from '../../../../texts/t';
import { russianDateTimeFormat } from '../../drivers/drivers-export';
import { fullNameOf } from '../../drivers/drivers.mappers';
import { defineReport, keysetPages } from './report-definition';
import { ReviewsReportRepository, type ReviewRow } from './reviews.repository';

export const surveyReviewsReport = defineReport<ReviewRow>({
  columns: (context) => {
    const at = russianDateTimeFormat(context.timezone);
    return [
      { header: t('fleet.fields.created_at'), width: 17, value: (row) => at(row.createdAt.toISOString()) },
      { header: t('fleet.fields.driver'), width: 32, value: (row) => fullNameOf(row) },
      { header: t('fleet.fields.phone'), width: 16, value: (row) => row.phone },
      { header: t('fleet.fields.aggregator'), width: 14, value: (row) => row.aggregatorName },
      { header: t('fleet.fields.short_id'), width: 14, value: (row) => row.shortId },
      { header: t('reports.columns.score'), width: 8, value: (row) => row.score },
      { header: t('fleet.fields.comment'), width: 40, value: (row) => row.comment },
      { header: t('reports.columns.tags'), width: 24, value: (row) => row.tags.join(', ') || null },
      { header: t('reports.columns.feedback_status'), width: 14, value: (row) => t(`fleet.feedbackStatus.${row.status}`) },
      { header: t('reports.columns.response'), width: 40, value: (row) => row.response },
    ];
  },
  rows: (context) => {
    const repository = new ReviewsReportRepository(context.db);
    return keysetPages<ReviewRow>((after, limit) => repository.reviewsAfter(context.taxisId, context.period, after, limit));
  },
});
