/**
 * The recovery channels' wire (issue 20 §1): a user's changed e-mail or phone waits for the code
 * sent to it; until then recovery and the SMS step use the confirmed one. Only the user reads and
 * confirms their own (`/users/{id}/channels`).
 */
import { z } from 'zod';
import { t } from '../texts/t';

export const CHANNELS = ['email', 'phone'] as const;
export const ChannelSchema = z.enum(CHANNELS);
export type Channel = z.infer<typeof ChannelSchema>;

export const CHANNEL_CODE_LENGTH = 6;

export const ChannelParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  channel: ChannelSchema,
});

export const ChannelConfirmRequestSchema = z.object({
  code: z.string().trim().regex(new RegExp(`^\\d{${CHANNEL_CODE_LENGTH}}$`), t('channels.errors.code')),
});
export type ChannelConfirmRequest = z.infer<typeof ChannelConfirmRequestSchema>;

export const PendingChannelSchema = z.object({
  channel: ChannelSchema,
  /** The new value, masked: where the code went. */
  sent_to: z.string(),
  code_expires_at: z.iso.datetime(),
});
export type PendingChannel = z.infer<typeof PendingChannelSchema>;

export const PendingChannelsSchema = z.object({ pending: z.array(PendingChannelSchema) });
export type PendingChannels = z.infer<typeof PendingChannelsSchema>;

export const channelsPath = (userId: number) => `/users/${userId}/channels`;
