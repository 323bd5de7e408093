/**
 * The realtime channel's origin for the CSP's `connect-src`. The SPA opens its socket on the
 * page's own host name at the realtime port (src/realtime/ticket.ts), so the origin is named from
 * the host the page was asked for: `ws:` and `wss:` to that host and port only, never to any host.
 */
import type { IncomingMessage } from 'node:http';

/** A DNS name, an IPv4 address or a bracketed IPv6 one; anything else names no origin. */
const HOST_NAME = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])$/i;

/** The host name of a Host header value (`cabinet.example.ru:3000` → `cabinet.example.ru`), or null. */
export function hostNameOf(host: string | undefined): string | null {
  if (host === undefined) return null;
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : (host.split(':')[0] ?? '');
  return HOST_NAME.test(name) ? name.toLowerCase() : null;
}

/**
 * The `connect-src` entries of the realtime channel for this request: the page's host at `port`,
 * over ws and wss. Behind a trusted proxy the host the browser asked for is X-Forwarded-Host.
 * A host that is not a plain name (a forged header) adds nothing: the page is then limited to
 * 'self', which the socket does not match, and the channel stays shut rather than open to all.
 */
export function realtimeConnectSources(request: IncomingMessage, port: number, trustProxy: boolean): string {
  const forwarded = trustProxy ? request.headers['x-forwarded-host'] : undefined;
  const host = hostNameOf(typeof forwarded === 'string' ? forwarded.split(',')[0]?.trim() : request.headers.host);
  return host === null ? "'self'" : `ws://${host}:${port} wss://${host}:${port}`;
}
