import { connectRealtime, type RealtimeConnection, type RealtimeStatus } from '@pvz/api-client/realtime';
import type { RealtimeEvent, RealtimeRequest } from '@pvz/contracts/api/chat';
import { useEffect, useRef, useState } from 'react';

/**
 * A live socket for as long as the component is on screen (`path` null: none yet); each event goes to
 * the latest `onEvent`. Answers the line's status and a way to send.
 */
export function useRealtime(
  path: string | null,
  onEvent: (event: RealtimeEvent) => void,
  hello?: Omit<Extract<RealtimeRequest, { type: 'hello' }>, 'after'>,
) {
  const [status, setStatus] = useState<RealtimeStatus>('connecting');
  const handler = useRef(onEvent);
  handler.current = onEvent;
  const connection = useRef<RealtimeConnection | null>(null);
  const helloKey = hello ? `${hello.threadId}:${hello.token}` : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: the hello is known by its key
  useEffect(() => {
    if (path === null) return;
    const live = connectRealtime(path, {
      onEvent: (event) => handler.current(event),
      onStatus: setStatus,
      ...(hello && { hello }),
    });
    connection.current = live;
    return () => {
      live.close();
      connection.current = null;
    };
  }, [path, helloKey]);
  return { status, send: (request: RealtimeRequest) => connection.current?.send(request) };
}
