/**
 * What the realtime channel sends (server/realtime/realtime-server.ts): `{type:'Connected'}` once
 * the ticket is accepted, then the park's events. Anything else (a type this build does not
 * know yet, a malformed frame) is dropped rather than trusted.
 */
import { z } from 'zod';
import { ReportFailedEventSchema, ReportReadyEventSchema } from '../../schemas/reports';

export const ConnectedMessageSchema = z.object({ type: z.literal('Connected') });

export const RealtimeMessageSchema = z.discriminatedUnion('type', [
  ConnectedMessageSchema,
  ReportReadyEventSchema,
  ReportFailedEventSchema,
]);
export type RealtimeMessage = z.infer<typeof RealtimeMessageSchema>;
export type RealtimeMessageType = RealtimeMessage['type'];
export type RealtimeMessageOf<T extends RealtimeMessageType> = Extract<RealtimeMessage, { type: T }>;

/** The message of one websocket frame, or null when it is not one this client understands. */
export function parseRealtimeMessage(data: unknown): RealtimeMessage | null {
  if (typeof data !== 'string') return null;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const result = RealtimeMessageSchema.safeParse(json);
  return result.success ? result.data : null;
}
