/** Support tickets of every tenant (written by the packages helper). */
export function SupportTicketsTab() {
  return <p>Support Tickets</p>;
}
