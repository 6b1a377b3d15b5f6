import { Users } from 'lucide-react';

/** No rows: either nobody has chatted yet, or nobody matches the search. */
export function UsersEmptyState({ search }: { search: string }) {
  return (
    <div className="flex flex-col items-center px-6 py-12 text-center">
      <Users className="mb-3 size-10 text-slate-400" aria-hidden />
      <h2 className="text-base font-semibold text-slate-900">
        {search ? 'No users found' : 'No users yet'}
      </h2>
      <p className="mt-1 max-w-md text-sm text-slate-500">
        {search
          ? `No user matches “${search}”. Try a name, e-mail or phone number.`
          : 'People who chat with your bot will appear here.'}
      </p>
    </div>
  );
}
