import {
  Bot,
  BookOpen,
  CreditCard,
  FileText,
  House,
  LifeBuoy,
  MessagesSquare,
  Rocket,
  Settings,
  ShieldCheck,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { ONBOARDING_PATH, OPERATOR_CONSOLE_PATH } from '@/lib/home-path';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Why the entry cannot be opened yet; it shows disabled with this as its title. */
  disabledReason?: string;
}

export const FINISH_ONBOARDING_FIRST = 'Finish onboarding first';

/** SPEC §2 navigation order. */
export const navItems: NavItem[] = [
  { label: 'Home', to: '/', icon: House },
  { label: 'Onboarding Wizard', to: ONBOARDING_PATH, icon: Rocket },
  { label: 'Knowledgebase', to: '/knowledgebase', icon: BookOpen },
  { label: 'Bot Setup & Deploy', to: '/bot', icon: Bot },
  { label: 'Conversations & Analytics', to: '/conversations', icon: MessagesSquare },
  { label: 'Users', to: '/users', icon: Users },
  { label: 'Submitted Forms', to: '/submitted-forms', icon: FileText },
  { label: 'Settings', to: '/settings', icon: Settings },
  { label: 'Billing', to: '/billing', icon: CreditCard },
  { label: 'Help', to: '/help', icon: LifeBuoy },
];

/** The 'Platform Admin' section, for the operator role only. */
export const operatorNavItems: NavItem[] = [
  { label: 'Operator Console', to: OPERATOR_CONSOLE_PATH, icon: ShieldCheck },
];

/**
 * The tenant entries a member may use. Until onboarding is done the route guard sends every page
 * but the wizard back to it, so the others show disabled with the reason rather than bouncing;
 * once it is done the wizard itself leads home, so its entry goes.
 */
export function tenantNavItems(onboarded: boolean): NavItem[] {
  if (onboarded) return navItems.filter(({ to }) => to !== ONBOARDING_PATH);
  return navItems.map((item) =>
    item.to === ONBOARDING_PATH ? item : { ...item, disabledReason: FINISH_ONBOARDING_FIRST },
  );
}

/** SPEC §2: Home is active only on '/', every other entry when the path starts with its route. */
export function isNavItemActive(pathname: string, to: string): boolean {
  return to === '/' ? pathname === '/' : pathname.startsWith(to);
}
