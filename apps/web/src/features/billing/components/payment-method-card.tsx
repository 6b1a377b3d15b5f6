import { billingMessages, type PaymentMethodInput } from '@concierge/shared';
import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cardBrandOf, type SamplePaymentMethod } from '../sample-billing';
import { UpdatePaymentMethodDialog } from './update-payment-method-dialog';

/** The sample card (none on the trial); an update replaces it in this page's state only. */
export function PaymentMethodCard({ initial }: { initial: SamplePaymentMethod | null }) {
  const [card, setCard] = useState(initial);
  const [open, setOpen] = useState(false);

  const save = ({ cardNumber, expiry }: PaymentMethodInput) => {
    const [month = '1', year = '0'] = expiry.trim().split('/');
    setCard({
      type: 'card',
      brand: cardBrandOf(cardNumber),
      last4: cardNumber.replace(/\D/g, '').slice(-4),
      expiryMonth: Number(month),
      expiryYear: 2000 + Number(year),
    });
    toast.success(billingMessages.paymentMethodUpdated);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Payment Method</CardTitle>
        <CardDescription>The card your subscription is charged to.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex items-center gap-3">
          <CreditCard className="size-8 text-slate-400" aria-hidden />
          {card ? (
            <div>
              <p className="font-medium text-slate-900" data-testid="payment-card">
                {card.brand} •••• {card.last4}
              </p>
              <p className="text-sm text-slate-500">
                Expires {String(card.expiryMonth).padStart(2, '0')}/{card.expiryYear}
              </p>
            </div>
          ) : (
            <p className="text-slate-600" data-testid="payment-card">
              No card on file
            </p>
          )}
        </div>
        <Button variant="outline" onClick={() => setOpen(true)}>
          Update Payment Method
        </Button>
      </CardContent>
      <UpdatePaymentMethodDialog open={open} onOpenChange={setOpen} onSave={save} />
    </Card>
  );
}
