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

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
}

/** SPEC §2 navigation order. */
export const navItems: NavItem[] = [
  { label: 'Home', to: '/', icon: House },
  { label: 'Onboarding Wizard', to: '/onboarding', icon: Rocket },
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
  { label: 'Operator Console', to: '/operator', icon: ShieldCheck },
];

/** SPEC §2: Home is active only on '/', every other entry when the path starts with its route. */
export function isNavItemActive(pathname: string, to: string): boolean {
  return to === '/' ? pathname === '/' : pathname.startsWith(to);
}
