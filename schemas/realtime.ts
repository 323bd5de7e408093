/** The realtime channel's ticket (POST /api/realtime/ticket): single use, 30 s, for `?token=`. */
import { z } from 'zod';
import { PAYOUT_STATUSES } from './payouts';

export const REALTIME_TICKET_PATH = '/realtime/ticket';

export const RealtimeTicketResponseSchema = z.object({
  data: z.object({
    ticket: z.string().min(1),
    expires_in: z.number().int(),
    port: z.number().int().min(1).max(65535),
  }),
});

/**
 * A payout changed state (issue 13): sent to the park's users who may open the payouts list
 * (PAYOUT_STATUS_PATH), so a list or a card can show the status live. Carries ids only; the
 * screen reads the payout again if it needs more.
 */
export const PAYOUT_STATUS_EVENT = 'PayoutStatus';
export const PAYOUT_STATUS_PATH = '/payments/transactions';
/** The screens an event may be addressed by: a ticket lists those of them its user may open. */
export const REALTIME_EVENT_PATHS = [PAYOUT_STATUS_PATH] as const;
export const PayoutStatusEventSchema = z.object({
  type: z.literal(PAYOUT_STATUS_EVENT),
  payout_id: z.number().int(),
  driver_id: z.number().int(),
  batch_id: z.number().int().nullable(),
  status: z.enum(PAYOUT_STATUSES),
});
export type PayoutStatusEvent = z.infer<typeof PayoutStatusEventSchema>;
