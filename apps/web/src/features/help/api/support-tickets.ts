import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  helpMessages,
  type CreateTicketInput,
  type SupportTicket,
  type SupportTicketDetail,
} from '@concierge/shared';
import { toast } from 'sonner';
import { api, apiEnvelope } from '@/lib/api-client';

export const ticketsQueryKey = ['support-tickets'] as const;
export const ticketsLoadFailed = 'Failed to load your tickets';
export const ticketLoadFailed = 'Failed to load the ticket';

/** GET /support/tickets: the organization's tickets, newest activity first. */
export function useSupportTickets() {
  return useQuery({
    queryKey: ticketsQueryKey,
    queryFn: ({ signal }) => api.get<SupportTicket[]>('/support/tickets', { signal }),
    meta: { silent: true },
  });
}

/** GET /support/tickets/:id with its messages. */
export function useSupportTicket(id: string | null) {
  return useQuery({
    queryKey: [...ticketsQueryKey, id],
    queryFn: ({ signal }) =>
      api.get<SupportTicketDetail>(`/support/tickets/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: id !== null,
    meta: { silent: true },
  });
}

/** POST /support/tickets; My Tickets reloads. */
export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateTicketInput) =>
      apiEnvelope<SupportTicketDetail>('POST', '/support/tickets', input),
    onSuccess: ({ message }) => {
      toast.success(message || helpMessages.ticketCreated);
      void queryClient.invalidateQueries({ queryKey: ticketsQueryKey });
    },
    meta: { errorMessage: 'Failed to create the ticket' },
  });
}

/** POST /support/tickets/:id/messages; the answer is the whole ticket, written into the cache. */
export function useReplyToTicket(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) =>
      apiEnvelope<SupportTicketDetail>(
        'POST',
        `/support/tickets/${encodeURIComponent(id)}/messages`,
        { message },
      ),
    onSuccess: ({ data, message }) => {
      toast.success(message || helpMessages.replySent);
      queryClient.setQueryData([...ticketsQueryKey, id], data);
      void queryClient.invalidateQueries({ queryKey: ticketsQueryKey, exact: true });
    },
    meta: { errorMessage: 'Failed to send the reply' },
  });
}
