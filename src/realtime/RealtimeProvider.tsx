/**
 * The realtime channel for the signed-in user: one connection while `enabled`, closed on unmount
 * (logout leaves the layout that holds it). Components subscribe by message type with
 * useRealtimeEvent; the channel's state is useRealtimeStatus().
 */
import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useAppDataProvider } from '../root/useAppDataProvider';
import { RealtimeChannel, type ChannelStatus, type SocketFactory, type SocketLike } from './channel';
import type { RealtimeMessage, RealtimeMessageOf, RealtimeMessageType } from './messages';
import { requestTicket, socketUrl, type PageLocation } from './ticket';

type Handler = (message: RealtimeMessage) => void;

interface RealtimeContextValue {
  subscribe: (type: RealtimeMessageType, handler: Handler) => () => void;
  status: ChannelStatus;
}

const RealtimeContext = createContext<RealtimeContextValue | null>(null);

/** The browser's WebSocket behind the channel's narrow socket interface. */
const browserSocket: SocketFactory = (url) => {
  const webSocket = new WebSocket(url);
  const socket: SocketLike = {
    onmessage: null,
    onclose: null,
    onerror: null,
    close: (code, reason) => webSocket.close(code, reason),
  };
  webSocket.onmessage = (event) => socket.onmessage?.(event);
  webSocket.onclose = (event) => socket.onclose?.(event);
  webSocket.onerror = (event) => socket.onerror?.(event);
  return socket;
};

export interface RealtimeProviderProps {
  /** Connect only for users who have something to hear (the reports' groups). */
  enabled: boolean;
  children: ReactNode;
  /** The browser's WebSocket unless a test gives its own. */
  socket?: SocketFactory;
  /** window.location unless a test gives its own. */
  location?: PageLocation;
}

export const RealtimeProvider = ({ enabled, children, socket = browserSocket, location }: RealtimeProviderProps) => {
  const { http } = useAppDataProvider();
  const handlers = useRef(new Map<RealtimeMessageType, Set<Handler>>());
  const [status, setStatus] = useState<ChannelStatus>('idle');
  const protocol = location?.protocol ?? window.location.protocol;
  const hostname = location?.hostname ?? window.location.hostname;

  useEffect(() => {
    if (!enabled) return undefined;
    const channel = new RealtimeChannel({
      ticket: () => requestTicket(http),
      url: ({ port, ticket }) => socketUrl({ protocol, hostname }, port, ticket),
      socket,
      onMessage: (message) => {
        for (const handler of handlers.current.get(message.type) ?? []) handler(message);
      },
      onStatus: setStatus,
    });
    channel.start();
    return () => channel.stop();
  }, [enabled, http, socket, protocol, hostname]);

  const subscribe = useCallback((type: RealtimeMessageType, handler: Handler) => {
    const set = handlers.current.get(type) ?? new Set<Handler>();
    set.add(handler);
    handlers.current.set(type, set);
    return () => {
      set.delete(handler);
    };
  }, []);
  const value = useMemo<RealtimeContextValue>(() => ({ status, subscribe }), [status, subscribe]);

  return <RealtimeContext.Provider value={value}>{children}</RealtimeContext.Provider>;
};

/** Calls `handler` for every message of `type`; outside a provider it simply never fires. */
export function useRealtimeEvent<T extends RealtimeMessageType>(
  type: T,
  handler: (message: RealtimeMessageOf<T>) => void,
): void {
  const context = useContext(RealtimeContext);
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  const subscribe = context?.subscribe;
  useEffect(() => {
    if (subscribe === undefined) return undefined;
    // The provider files handlers by type, so only messages of `type` reach this one.
    return subscribe(type, (message) => latest.current(message as RealtimeMessageOf<T>));
  }, [subscribe, type]);
}

/** The channel's state; 'idle' outside a provider. */
export function useRealtimeStatus(): ChannelStatus {
  return useContext(RealtimeContext)?.status ?? 'idle';
}
