/**
 * Ticket numbers count per branch and day (server/orders), so where orders of several branches are shown
 * together the number alone is ambiguous ("A01" twice): there it carries the branch, 'A01 · Genusswerk Wien'.
 */
export function ticketLabel(order: { id: number; ticketNumber: string | null }, branchName: string | null): string {
  const ticket = order.ticketNumber ?? `#${order.id}`
  return branchName ? `${ticket} · ${branchName}` : ticket
}

/** The branch name to show beside ticket numbers: only when the board shows several branches at once. */
export function mixedBranchName(
  branchId: number,
  branches: readonly { id: number; name: string }[],
  selectedBranch: string,
): string | null {
  if (branches.length <= 1 || selectedBranch !== '') return null
  return branches.find((b) => b.id === branchId)?.name ?? null
}
