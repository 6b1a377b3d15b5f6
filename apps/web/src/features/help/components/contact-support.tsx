import { SUPPORT_EMAIL } from '@concierge/shared';
import { Mail, MessageCircle } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { CreateTicketForm } from './create-ticket-form';

/** Live Chat, Email Support and the Create Support Ticket form. */
export function ContactSupport({ onTicketCreated }: { onTicketCreated?: () => void }) {
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_2fr]">
      <div className="space-y-6">
        <Card aria-labelledby="live-chat-title">
          <CardHeader>
            <CardTitle id="live-chat-title" className="flex items-center gap-2">
              <MessageCircle className="size-5 text-brand-600" aria-hidden />
              Live Chat
            </CardTitle>
            <CardDescription>Talk to the Concierge team.</CardDescription>
          </CardHeader>
          <CardContent className="text-sm text-slate-600">
            Live chat with our team is not open yet. Create a support ticket on this page instead:
            we answer it under My Tickets, and you can reply there.
          </CardContent>
        </Card>
        <Card aria-labelledby="email-support-title">
          <CardHeader>
            <CardTitle id="email-support-title" className="flex items-center gap-2">
              <Mail className="size-5 text-brand-600" aria-hidden />
              Email Support
            </CardTitle>
            <CardDescription>Response within 24 hours.</CardDescription>
          </CardHeader>
          <CardContent className="text-sm">
            <a
              href={`mailto:${SUPPORT_EMAIL}`}
              className="font-medium text-brand-600 underline-offset-4 hover:underline"
            >
              {SUPPORT_EMAIL}
            </a>
          </CardContent>
        </Card>
      </div>
      <CreateTicketForm onCreated={onTicketCreated} />
    </div>
  );
}
