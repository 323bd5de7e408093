/**
 * The ticket that opens the channel (POST /api/realtime/ticket): single use, 30 s, so a fresh one
 * is asked for before every connection. The socket listens on its own port on the page's host.
 */
import { REALTIME_TICKET_PATH, RealtimeTicketResponseSchema } from '../../schemas/realtime';
import type { HttpClient } from '../../dataProvider/httpClient';

export interface RealtimeTicket {
  ticket: string;
  port: number;
}

export async function requestTicket(http: HttpClient): Promise<RealtimeTicket> {
  const { data } = await http.json({ path: REALTIME_TICKET_PATH, method: 'POST' }, RealtimeTicketResponseSchema);
  return { ticket: data.ticket, port: data.port };
}

/** Where the page itself lives: the host the socket shares, and whether it must be encrypted. */
export interface PageLocation {
  protocol: string;
  hostname: string;
}

/** `ws(s)://<page host>:<port>/?token=<ticket>`: wss whenever the page came over https. */
export function socketUrl(location: PageLocation, port: number, ticket: string): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.hostname}:${port}/?token=${encodeURIComponent(ticket)}`;
}
