/** Packages and Plans: the plans table, real rows (written by the packages helper). */
export function PackagesTab() {
  return <p>Packages and Plans</p>;
}
