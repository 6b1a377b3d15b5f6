import { useSearchParams } from 'react-router';

/**
 * The open tab of a page, kept in ?tab= so a reload or a shared link keeps it. An unknown or
 * missing value is `fallback`; changing it replaces the history entry rather than adding one.
 */
export function useUrlTab<Key extends string>(
  keys: readonly Key[],
  fallback: Key,
): [Key, (next: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab = keys.find((key) => key === requested) ?? fallback;
  const changeTab = (next: string) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('tab', next);
        return params;
      },
      { replace: true },
    );
  return [tab, changeTab];
}
