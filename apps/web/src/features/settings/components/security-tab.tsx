import { ApiKeysCard } from './api-keys-card';
import { ChangePasswordCard } from './change-password-card';

export function SecurityTab() {
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <ChangePasswordCard />
      <ApiKeysCard />
    </div>
  );
}
