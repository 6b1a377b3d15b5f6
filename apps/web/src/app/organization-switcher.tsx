import { Building2, Check, ChevronsUpDown } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { TRIAL_PLAN_ID } from '@concierge/shared';
import { Badge } from '@/components/ui/badge';
import { useOrganizations } from '@/lib/organizations';

/** Lists each organization with its plan and a check on the current one (SPEC §2 header). */
export function OrganizationSwitcher() {
  const { organizations, current, selectOrganization } = useOrganizations();
  if (!current) return null;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={`Organization: ${current.name}. Switch organization`}
        className="flex max-w-64 min-w-0 cursor-pointer items-center gap-2 rounded-lg border border-slate-200 bg-white px-3 py-1.5 text-left text-sm shadow-sm hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
      >
        <Building2 className="size-4 shrink-0 text-brand-600" aria-hidden />
        <span className="min-w-0 flex-1">
          <span className="block truncate font-medium text-slate-900">{current.name}</span>
          <span className="block truncate text-xs text-slate-500">{current.planName}</span>
        </span>
        <ChevronsUpDown className="size-4 shrink-0 text-slate-400" aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={6}
          className="z-50 min-w-64 rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Label className="px-2 py-1.5 text-xs font-semibold text-slate-400 uppercase">
            Organizations
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={current.id} onValueChange={selectOrganization}>
            {organizations.map((organization) => (
              <DropdownMenu.RadioItem
                key={organization.id}
                value={organization.id}
                className="flex cursor-pointer items-center gap-2 rounded-lg px-2 py-2 text-sm outline-none data-[highlighted]:bg-slate-100"
              >
                <span className="flex size-4 items-center justify-center">
                  <DropdownMenu.ItemIndicator>
                    <Check className="size-4 text-brand-600" aria-hidden />
                  </DropdownMenu.ItemIndicator>
                </span>
                <span className="flex-1 truncate text-slate-800">{organization.name}</span>
                <Badge tone={organization.plan === TRIAL_PLAN_ID ? 'warning' : 'brand'}>
                  {organization.planName}
                </Badge>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
