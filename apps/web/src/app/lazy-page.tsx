import { lazy, type ComponentType, type ReactElement } from 'react';

/**
 * A page whose code loads when it is first shown (React.lazy), so the login page's first load
 * carries none of it. Meanwhile the nearest Suspense boundary shows its spinner: the signed-in
 * frame's, or the full-screen one (app.tsx).
 */
export function lazyPage<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
): ReactElement {
  const Page = lazy(async () => ({ default: pick(await load()) }));
  return <Page />;
}
