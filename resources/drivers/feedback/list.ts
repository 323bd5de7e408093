/** /drivers/feedback/list — passenger reviews by score, status and period; a row opens the review. */
import { DESK_RESOURCES } from '../../../dataProvider/adapters/desk';
import { defineScopedList } from '../../../schemas/resource-list';
import { fill } from '../../../texts/ru';
import { ruDesk } from '../../../texts/ru-desk';
import { ruFleet } from '../../../texts/ru-fleet';

const text = ruDesk.feedback;
const fields = ruFleet.fields;
const scores = ['5', '4', '3', '2', '1'];
const stars = (score: unknown) => fill(text.scoreStars, { score: String(score) });

export const feedbackList = defineScopedList({
  wire: DESK_RESOURCES.feedback,
  page: { title: text.listTitle, storeKey: 'drivers.feedback' },
  label: text.listTitle,
  empty: ruDesk.common.empty,
  filters: [
    { kind: 'choice', field: 'score', label: text.score, labels: Object.fromEntries(scores.map((score) => [score, stars(score)])), all: text.anyScore, order: scores },
    { kind: 'choice', field: 'status', label: fields.status, labels: ruFleet.feedbackStatus, all: text.anyStatus },
    { kind: 'period', from: 'date_from', to: 'date_to', fromLabel: ruDesk.common.dateFrom, toLabel: ruDesk.common.dateTo },
  ],
  paged: true,
  perPage: 50,
  rowPath: '/drivers/feedback/list/:rowId',
  columns: [
    { name: 'created_at', label: fields.created_at, cell: { kind: 'datetime', path: 'created_at' } },
    { name: 'score', label: text.score, cell: { kind: 'derived', value: (row) => stars(row.score) } },
    { name: 'driver', label: fields.driver, cell: { kind: 'text', path: 'driver.full_name' } },
    { name: 'trip', label: text.trip, cell: { kind: 'text', path: 'transfer.short_id', empty: '' } },
    { name: 'comment', label: text.comment, cell: { kind: 'text', path: 'comment', empty: '' } },
    { name: 'status', label: fields.status, cell: { kind: 'choice', path: 'status', labels: ruFleet.feedbackStatus } },
  ],
  phone: { primary: 'driver', figure: 'score' },
});
