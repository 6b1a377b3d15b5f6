import { zodResolver } from '@hookform/resolvers/zod';
import {
  createTicketSchema,
  TICKET_PRIORITIES,
  ticketPriorityLabels,
  type CreateTicketInput,
  type TicketPriority,
} from '@concierge/shared';
import { useForm, type Resolver } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useCreateTicket } from '../api/support-tickets';

interface TicketFormValues {
  subject: string;
  priority: TicketPriority | '';
  message: string;
}

const emptyTicket: TicketFormValues = { subject: '', priority: '', message: '' };

// The select starts on an empty placeholder, which the schema refuses with 'Choose a priority'.
const ticketResolver = zodResolver(createTicketSchema) as unknown as Resolver<
  TicketFormValues,
  unknown,
  CreateTicketInput
>;

/** Subject, priority (SPEC §4 labels) and message, checked with the server's own schema. */
export function CreateTicketForm({ onCreated }: { onCreated?: () => void }) {
  const create = useCreateTicket();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<TicketFormValues, unknown, CreateTicketInput>({
    resolver: ticketResolver,
    defaultValues: emptyTicket,
  });

  const onSubmit = (values: CreateTicketInput) =>
    create.mutate(values, {
      onSuccess: () => {
        reset(emptyTicket);
        onCreated?.();
      },
    });

  return (
    <Card aria-labelledby="create-ticket-title">
      <CardHeader>
        <CardTitle id="create-ticket-title">Create Support Ticket</CardTitle>
        <CardDescription>
          Tell us what you need; follow the answer under My Tickets.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
          <FormField label="Subject" error={errors.subject?.message}>
            {(field) => (
              <Input
                {...field}
                placeholder="Brief description of your issue"
                {...register('subject')}
              />
            )}
          </FormField>
          <FormField label="Priority" error={errors.priority?.message}>
            {(field) => (
              <Select {...field} {...register('priority')}>
                <option value="">Select a priority</option>
                {TICKET_PRIORITIES.map((priority) => (
                  <option key={priority} value={priority}>
                    {ticketPriorityLabels[priority]}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField label="Message" error={errors.message?.message}>
            {(field) => (
              <Textarea
                {...field}
                rows={6}
                placeholder="Describe your issue in detail"
                {...register('message')}
              />
            )}
          </FormField>
          <div className="flex justify-end">
            <Button type="submit" loading={create.isPending}>
              Submit Ticket
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
