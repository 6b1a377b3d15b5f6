import { Bell, KeyRound, Plug, User, Users } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { IntegrationsTab } from '../components/integrations-tab';
import { NotificationsTab } from '../components/notifications-tab';
import { ProfileTab } from '../components/profile-tab';
import { SecurityTab } from '../components/security-tab';
import { TeamTab } from '../components/team-tab';

const tabs = [
  { value: 'profile', label: 'Profile', icon: User, content: <ProfileTab /> },
  { value: 'team', label: 'Team', icon: Users, content: <TeamTab /> },
  { value: 'security', label: 'Security', icon: KeyRound, content: <SecurityTab /> },
  { value: 'notifications', label: 'Notifications', icon: Bell, content: <NotificationsTab /> },
  { value: 'integrations', label: 'Integrations', icon: Plug, content: <IntegrationsTab /> },
];

export function SettingsPage() {
  return (
    <div>
      <PageHeader
        title="Settings"
        description="Manage your profile, organization, team, security and integrations."
      />
      <Tabs defaultValue="profile">
        <TabsList aria-label="Settings sections">
          {tabs.map(({ value, label, icon: Icon }) => (
            <TabsTrigger key={value} value={value}>
              <Icon className="size-4" aria-hidden />
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map(({ value, content }) => (
          <TabsContent key={value} value={value}>
            {content}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
