import { FileText } from 'lucide-react';

/** No rows: nothing submitted yet, or nothing on this page matches the search. */
export function FormsEmptyState({ search }: { search: string }) {
  return (
    <div className="flex flex-col items-center px-6 py-12 text-center">
      <FileText className="mb-3 size-10 text-slate-400" aria-hidden />
      <h2 className="text-base font-semibold text-slate-900">
        {search ? 'No matching forms' : 'No forms submitted yet'}
      </h2>
      <p className="mt-1 max-w-md text-sm text-slate-500">
        {search
          ? `No form on this page matches “${search}”.`
          : 'Forms your visitors fill in through the chatbot will appear here.'}
      </p>
    </div>
  );
}
