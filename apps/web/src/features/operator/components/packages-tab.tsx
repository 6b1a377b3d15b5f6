import { operatorMessages, type OperatorPlan } from '@concierge/shared';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useOperatorPlans, useSetPlanActive } from '../api/plans';
import { PlanCard } from './plan-card';
import { PlanFormDialog } from './plan-form-dialog';

/** The dialog open: a new package, or the package being edited. */
type Editing = { plan: OperatorPlan | null } | null;

/** Packages and Plans: every plan with its subscribers; create, edit, offer or withdraw one. */
export function PackagesTab() {
  const plans = useOperatorPlans();
  const setActive = useSetPlanActive();
  const [editing, setEditing] = useState<Editing>(null);
  const [deactivating, setDeactivating] = useState<OperatorPlan | null>(null);

  const changeActive = (plan: OperatorPlan, active: boolean) => {
    if (!active) {
      setDeactivating(plan);
      return;
    }
    setActive.mutate({ id: plan.id, active: true });
  };

  const confirmDeactivate = () => {
    if (!deactivating) return;
    setActive.mutate(
      { id: deactivating.id, active: false },
      { onSettled: () => setDeactivating(null) },
    );
  };

  return (
    <section aria-labelledby="packages-title" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="packages-title" className="text-lg font-semibold text-slate-900">
            Packages and Plans
          </h2>
          <p className="text-sm text-slate-500">
            Active packages are offered in Billing; inactive ones stay with their subscribers.
          </p>
        </div>
        <Button onClick={() => setEditing({ plan: null })}>
          <Plus className="size-4" aria-hidden />
          Create Package
        </Button>
      </div>
      {plans.isPending ? (
        <div
          className="grid gap-4 md:grid-cols-2 xl:grid-cols-3"
          role="status"
          aria-label="Loading packages"
        >
          {[0, 1, 2].map((card) => (
            <Skeleton key={card} className="h-80 w-full rounded-xl" />
          ))}
        </div>
      ) : plans.isError ? (
        <LoadError
          message={operatorMessages.loadFailed}
          retrying={plans.isFetching}
          onRetry={() => void plans.refetch()}
        />
      ) : plans.data.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 px-6 py-12 text-center">
          <p className="font-medium text-slate-900">No packages yet</p>
          <p className="mt-1 text-sm text-slate-500">Create a package to offer it in Billing.</p>
        </div>
      ) : (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {plans.data.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              busy={setActive.isPending && setActive.variables.id === plan.id}
              onEdit={() => setEditing({ plan })}
              onSetActive={(active) => changeActive(plan, active)}
            />
          ))}
        </div>
      )}
      <PlanFormDialog
        open={editing !== null}
        plan={editing?.plan ?? null}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deactivating !== null}
        onOpenChange={(open) => {
          if (!open && !setActive.isPending) setDeactivating(null);
        }}
        title="Deactivate Package"
        description={
          deactivating
            ? `${deactivating.name} will no longer be offered in Billing. Its current subscribers (${deactivating.subscriberCount}) keep it until they change plans.`
            : undefined
        }
        confirmLabel="Deactivate"
        loading={setActive.isPending}
        onConfirm={confirmDeactivate}
      />
    </section>
  );
}
