import { Spinner } from './spinner';

export function FullScreenSpinner() {
  return (
    <div className="flex min-h-screen items-center justify-center bg-slate-50">
      <Spinner className="size-10 text-brand-600" label="Loading" />
    </div>
  );
}
