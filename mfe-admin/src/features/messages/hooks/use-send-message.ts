import type { Audience, BroadcastBody } from '@pvz/contracts/api/broadcasts';
import { broadcastSentTo } from '@pvz/contracts/messages/broadcasts';
import { useCallback } from 'react';
import { useMessageClientMutation } from '../api/message-client';
import { useMessageEmployeeMutation } from '../api/message-employee';
import { useMessagesBroadcastMutation } from '../api/send-broadcast';

/**
 * Sends a message by the call the spec names for its recipient: one employee by
 * `POST /api/users/message`, one client by `POST /api/messages`; a role, a point's staff, all clients
 * or all staff as a broadcast, once per operation id. Answers the toast.
 */
export function useSendMessage() {
  const [broadcast, broadcasting] = useMessagesBroadcastMutation();
  const [messageEmployee, toEmployee] = useMessageEmployeeMutation();
  const [messageClient, toClient] = useMessageClientMutation();
  const send = useCallback(
    async (
      audience: Audience,
      content: Pick<BroadcastBody, 'title' | 'message'>,
      operationId: string,
    ): Promise<{ message: string }> => {
      switch (audience.kind) {
        case 'employee':
          await messageEmployee({ ...content, username: audience.username }).unwrap();
          return { message: broadcastSentTo(1) };
        case 'client':
          await messageClient({ ...content, phoneNumber: audience.phoneNumber }).unwrap();
          return { message: broadcastSentTo(1) };
        default:
          return broadcast({ operationId, ...content, audience }).unwrap();
      }
    },
    [broadcast, messageEmployee, messageClient],
  );
  return { send, sending: broadcasting.isLoading || toEmployee.isLoading || toClient.isLoading };
}
