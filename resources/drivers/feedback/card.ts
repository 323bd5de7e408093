/** /drivers/feedback/list/{id}: one review (GET /drivers/feedback/{id}) as a declared card; the answer form is the screen's slot. */
import { DESK_RESOURCES } from '../../../dataProvider/adapters/desk';
import { FeedbackSchema } from '../../../schemas/desk';
import { defineScopedCard } from '../../../schemas/resource-card';
import { fill } from '../../../texts/ru';
import { ruDesk } from '../../../texts/ru-desk';
import { ruFleet } from '../../../texts/ru-fleet';

const text = ruDesk.feedback;
const fields = ruFleet.fields;

export const feedbackCard = defineScopedCard({
  read: { resource: DESK_RESOURCES.feedback },
  schema: FeedbackSchema,
  title: text.title,
  badge: { source: 'status', label: fields.status, kind: 'choice', labels: ruFleet.feedbackStatus, colours: { new: 'primary' } },
  back: { path: '/drivers/feedback/list', label: text.toList },
  sections: [
    {
      title: text.comment,
      lines: [
        { source: 'score', label: text.score, kind: 'derived', value: (row) => fill(text.scoreStars, { score: Number(row.score) }) },
        { source: 'created_at', label: fields.created_at, kind: 'datetime' },
        { source: 'comment', label: text.comment, empty: text.noComment },
        { source: 'tags', label: text.tags, kind: 'slot' },
      ],
    },
    {
      title: `${text.trip} · ${fields.driver}`,
      lines: [
        { source: 'transfer.short_id', label: text.trip, linkTo: '/transfers/detail/:row.transfer.id' },
        { source: 'aggregator.name', label: fields.aggregator },
        { source: 'driver.full_name', label: fields.driver, linkTo: '/drivers/detail/:row.driver.id/balance' },
        { source: 'driver.phone', label: fields.phone },
        { source: 'processed_at', label: text.processedAt, kind: 'datetime' },
      ],
    },
    { title: text.response, slot: 'answer', wide: true },
  ],
});
