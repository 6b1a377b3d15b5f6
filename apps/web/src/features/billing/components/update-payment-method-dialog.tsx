import { zodResolver } from '@hookform/resolvers/zod';
import { paymentMethodSchema, type PaymentMethodInput } from '@concierge/shared';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

interface UpdatePaymentMethodDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Sample: the card is only shown, never sent anywhere. */
  onSave: (input: PaymentMethodInput) => void;
}

const emptyCard: PaymentMethodInput = { cardNumber: '', expiry: '', cvc: '' };

export function UpdatePaymentMethodDialog({
  open,
  onOpenChange,
  onSave,
}: UpdatePaymentMethodDialogProps) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<PaymentMethodInput>({
    resolver: zodResolver(paymentMethodSchema),
    defaultValues: emptyCard,
  });

  const close = (next: boolean) => {
    if (!next) reset(emptyCard);
    onOpenChange(next);
  };

  const onSubmit = (values: PaymentMethodInput) => {
    onSave(values);
    close(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Update Payment Method"
      description="Sample only: no payment provider is connected, so the card is not stored."
    >
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
        <FormField label="Card Number" error={errors.cardNumber?.message}>
          {(field) => (
            <Input
              {...field}
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder="1234 5678 9012 3456"
              {...register('cardNumber')}
            />
          )}
        </FormField>
        <div className="grid grid-cols-2 gap-4">
          <FormField label="Expiry Date" error={errors.expiry?.message}>
            {(field) => (
              <Input {...field} autoComplete="cc-exp" placeholder="MM/YY" {...register('expiry')} />
            )}
          </FormField>
          <FormField label="CVC" error={errors.cvc?.message}>
            {(field) => (
              <Input
                {...field}
                inputMode="numeric"
                autoComplete="cc-csc"
                placeholder="123"
                {...register('cvc')}
              />
            )}
          </FormField>
        </div>
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="outline" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button type="submit">Save Card</Button>
        </div>
      </form>
    </Dialog>
  );
}
