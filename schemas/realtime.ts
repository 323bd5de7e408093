/** The realtime channel's ticket (POST /api/realtime/ticket): single use, 30 s, for `?token=`. */
import { z } from 'zod';

export const REALTIME_TICKET_PATH = '/realtime/ticket';

export const RealtimeTicketResponseSchema = z.object({
  data: z.object({
    ticket: z.string().min(1),
    expires_in: z.number().int(),
    port: z.number().int().min(1).max(65535),
  }),
});
