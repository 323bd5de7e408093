/** /drivers/feedback/list/{id}: one review (GET /drivers/feedback/{id}) as a declared card; the answer form is the screen's slot. */
import { DESK_RESOURCES } from '../../../dataProvider/adapters/desk';
import { FeedbackSchema } from '../../../schemas/desk';
import { defineScopedCard } from '../../../schemas/resource-card';
import { t, textsAt } from '../../../texts/t';

export const feedbackCard = defineScopedCard({
  read: { resource: DESK_RESOURCES.feedback },
  schema: FeedbackSchema,
  title: t('desk.feedback.title'),
  badge: { source: 'status', label: t('fleet.fields.status'), kind: 'choice', labels: textsAt('fleet.feedbackStatus'), colours: { new: 'primary' } },
  back: { path: '/drivers/feedback/list', label: t('desk.feedback.toList') },
  sections: [
    {
      title: t('desk.feedback.comment'),
      lines: [
        { source: 'score', label: t('desk.feedback.score'), kind: 'derived', value: (row) => t('desk.feedback.scoreStars', { score: Number(row.score) }) },
        { source: 'created_at', label: t('fleet.fields.created_at'), kind: 'datetime' },
        { source: 'comment', label: t('desk.feedback.comment'), empty: t('desk.feedback.noComment') },
        { source: 'tags', label: t('desk.feedback.tags'), kind: 'slot' },
      ],
    },
    {
      title: `${t('desk.feedback.trip')} · ${t('fleet.fields.driver')}`,
      lines: [
        { source: 'transfer.short_id', label: t('desk.feedback.trip'), linkTo: '/transfers/detail/:row.transfer.id' },
        { source: 'aggregator.name', label: t('fleet.fields.aggregator') },
        { source: 'driver.full_name', label: t('fleet.fields.driver'), linkTo: '/drivers/detail/:row.driver.id/balance' },
        { source: 'driver.phone', label: t('fleet.fields.phone') },
        { source: 'processed_at', label: t('desk.feedback.processedAt'), kind: 'datetime' },
      ],
    },
    { title: t('desk.feedback.response'), slot: 'answer', wide: true },
  ],
});
