import { fallbackMessages } from '@concierge/shared';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { useUserInfo } from '../api/profile';
import { OrganizationSettingsCard } from './organization-settings-card';
import { PersonalInformationCard } from './personal-information-card';

export function ProfileTab() {
  const userInfo = useUserInfo();
  if (userInfo.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner className="size-6 text-brand-600" label="Loading profile" />
      </div>
    );
  }
  if (userInfo.isError) {
    return <Alert>{errorMessage(userInfo.error, fallbackMessages.fetchUserInfo)}</Alert>;
  }
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <PersonalInformationCard info={userInfo.data} />
      <OrganizationSettingsCard info={userInfo.data} />
    </div>
  );
}
