import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  helpMessages,
  operatorMessages,
  type OperatorTicket,
  type OperatorTicketDetail,
  type TicketStatus,
} from '@concierge/shared';
import { toast } from 'sonner';
import { api, apiEnvelope } from '@/lib/api-client';

export const operatorTicketsQueryKey = ['operator', 'tickets'] as const;
const listKey = [...operatorTicketsQueryKey, 'list'] as const;
const detailKey = (id: string | null) => [...operatorTicketsQueryKey, 'detail', id] as const;

/** How often the list asks for new tickets and replies while the tab is open. */
const POLL_MS = 30_000;

/** GET /operator/tickets?status=: every tenant's tickets, newest activity first. */
export function useOperatorTickets(status: TicketStatus | undefined) {
  return useQuery({
    queryKey: [...listKey, status ?? 'all'],
    queryFn: ({ signal }) =>
      api.get<OperatorTicket[]>('/operator/tickets', { query: { status }, signal }),
    refetchInterval: POLL_MS,
    meta: { silent: true },
  });
}

const ticketPath = (id: string) => `/operator/tickets/${encodeURIComponent(id)}`;

/** GET /operator/tickets/:id with its messages. */
export function useOperatorTicket(id: string | null) {
  return useQuery({
    queryKey: detailKey(id),
    queryFn: ({ signal }) => api.get<OperatorTicketDetail>(ticketPath(id ?? ''), { signal }),
    enabled: id !== null,
    meta: { silent: true },
  });
}

/** The answer of a reply or a status change is the whole ticket: show it, reload the list. */
function useTicketChange<Input>(
  id: string,
  call: (input: Input) => Promise<{ data: OperatorTicketDetail; message: string }>,
  fallback: { success: string; error: string },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: ({ data, message }) => {
      toast.success(message || fallback.success);
      queryClient.setQueryData(detailKey(id), data);
      void queryClient.invalidateQueries({ queryKey: listKey });
    },
    meta: { errorMessage: fallback.error },
  });
}

/** POST /operator/tickets/:id/messages as support; an open ticket becomes in-progress. */
export function useReplyAsSupport(id: string) {
  return useTicketChange(
    id,
    (message: string) =>
      apiEnvelope<OperatorTicketDetail>('POST', `${ticketPath(id)}/messages`, { message }),
    { success: helpMessages.replySent, error: 'Failed to send the reply' },
  );
}

/** PUT /operator/tickets/:id/status. */
export function useSetTicketStatus(id: string) {
  return useTicketChange(
    id,
    (status: TicketStatus) =>
      apiEnvelope<OperatorTicketDetail>('PUT', `${ticketPath(id)}/status`, { status }),
    { success: operatorMessages.ticketStatusChanged, error: 'Failed to update the ticket status' },
  );
}
