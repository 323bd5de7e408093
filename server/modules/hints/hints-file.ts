/**
 * The help items file the operator imports (`npm run operator -- hints import --file x.json`) and
 * the demo content is written in: one type's topics in order, each with its steps.
 */
import { z } from 'zod';
import { COUNTRY_CODES } from '../../../schemas/auth';
import { HINT_TYPE_IDS } from '../../../schemas/notices';
import { t } from '../../../texts/t';
import type { NewHintTopic } from './hints.repository';

const TITLE_MAX = 200;
const BODY_MAX = 5000;

const messages = {
  mediaUrl: 'нужен путь сайта (/help/...) или адрес http(s)',
  frontPath: 'нужен путь страницы кабинета, например /kpi/main',
  tooLong: (max: number) => t('validation.tooLong').replace('%{max}', String(max)),
};

/** Slides and videos: a path of this site (public/help/...) or a web address. */
const MediaUrlSchema = z
  .string()
  .trim()
  .refine((url) => /^\/(?!\/)\S*$/.test(url) || /^https?:\/\/\S+$/i.test(url), messages.mediaUrl);
const FrontPathSchema = z
  .string()
  .trim()
  .regex(/^\/(?!\/)\S*$/, messages.frontPath);

const HintFields = {
  title: z.string().trim().min(1, t('validation.required')).max(TITLE_MAX, messages.tooLong(TITLE_MAX)),
  body: z.string().trim().max(BODY_MAX, messages.tooLong(BODY_MAX)).nullable().default(null),
  media_urls: z.array(MediaUrlSchema).default([]),
  front_path: FrontPathSchema.nullable().default(null),
  sections: z.array(FrontPathSchema).default([]),
  country_code: z
    .union([z.literal(COUNTRY_CODES.russia), z.literal(COUNTRY_CODES.kazakhstan), z.literal(COUNTRY_CODES.belarus)])
    .nullable()
    .default(null),
};
const HintStepFileSchema = z.object(HintFields).strict();

export const HintsFileSchema = z
  .object({
    type_id: z.union([z.literal(HINT_TYPE_IDS[0]), z.literal(HINT_TYPE_IDS[1])]),
    items: z.array(z.object({ ...HintFields, children: z.array(HintStepFileSchema).default([]) }).strict()),
  })
  .strict();
/** As written in the file (defaults may be left out). */
export type HintsFile = z.input<typeof HintsFileSchema>;

export function hintTopics(file: z.infer<typeof HintsFileSchema>): NewHintTopic[] {
  const item = (fields: z.infer<typeof HintStepFileSchema>) => ({
    title: fields.title,
    body: fields.body,
    mediaUrls: fields.media_urls,
    frontPath: fields.front_path,
    sections: fields.sections,
    countryCode: fields.country_code,
  });
  return file.items.map((topic) => ({ ...item(topic), children: topic.children.map(item) }));
}
