/** /drivers/feedback/list — passenger reviews by score, status and period; a row opens the review. */
import { DESK_RESOURCES } from '../../../dataProvider/adapters/desk';
import { defineScopedList } from '../../../schemas/resource-list';
import { t, textsAt } from '../../../texts/t';

const scores = ['5', '4', '3', '2', '1'];
const stars = (score: unknown) => t('desk.feedback.scoreStars', { score: String(score) });

export const feedbackList = defineScopedList({
  wire: DESK_RESOURCES.feedback,
  page: { title: t('desk.feedback.listTitle'), storeKey: 'drivers.feedback' },
  label: t('desk.feedback.listTitle'),
  empty: t('desk.common.empty'),
  filters: [
    { kind: 'choice', field: 'score', label: t('desk.feedback.score'), labels: Object.fromEntries(scores.map((score) => [score, stars(score)])), all: t('desk.feedback.anyScore'), order: scores },
    { kind: 'choice', field: 'status', label: t('fleet.fields.status'), labels: textsAt('fleet.feedbackStatus'), all: t('desk.feedback.anyStatus') },
    { kind: 'period', from: 'date_from', to: 'date_to', fromLabel: t('desk.common.dateFrom'), toLabel: t('desk.common.dateTo') },
  ],
  paged: true,
  perPage: 50,
  rowPath: '/drivers/feedback/list/:rowId',
  columns: [
    { name: 'created_at', label: t('fleet.fields.created_at'), cell: { kind: 'datetime', path: 'created_at' } },
    { name: 'score', label: t('desk.feedback.score'), cell: { kind: 'derived', value: (row) => stars(row.score) } },
    { name: 'driver', label: t('fleet.fields.driver'), cell: { kind: 'text', path: 'driver.full_name' } },
    { name: 'trip', label: t('desk.feedback.trip'), cell: { kind: 'text', path: 'transfer.short_id', empty: '' } },
    { name: 'comment', label: t('desk.feedback.comment'), cell: { kind: 'text', path: 'comment', empty: '' } },
    { name: 'status', label: t('fleet.fields.status'), cell: { kind: 'choice', path: 'status', labels: textsAt('fleet.feedbackStatus') } },
  ],
  phone: { primary: 'driver', figure: 'score' },
});
