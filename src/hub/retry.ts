/** What to do after a delivery attempt. */
export type DeliveryDecision =
  | { action: "delivered" }
  | { action: "gone" }
  | { action: "retry"; failures: number; delayMs: number }
  | { action: "remove"; failures: number };

/** Outcome of one delivery POST: an HTTP status, or null for timeout / network error / refused address. */
export type DeliveryOutcome = number | null;

/**
 * Decides from the outcome and the consecutive failures before it: 2xx delivered (count resets), 410 ends the
 * subscription at once, anything else counts; `maxFailures` consecutive failures remove it.
 */
export function decideDelivery(
  outcome: DeliveryOutcome,
  previousFailures: number,
  retryDelaysMs: readonly number[],
  maxFailures = 3,
): DeliveryDecision {
  if (outcome !== null && outcome >= 200 && outcome < 300) return { action: "delivered" };
  if (outcome === 410) return { action: "gone" };
  const failures = previousFailures + 1;
  if (failures >= maxFailures) return { action: "remove", failures };
  const delayMs = retryDelaysMs[Math.min(failures - 1, retryDelaysMs.length - 1)] ?? 60_000;
  return { action: "retry", failures, delayMs };
}

/** The fields of a subscription that a delivery attempt changes. */
export interface DeliveryState {
  failures: number;
  lastDeliveryAt: number | null;
  lastDeliveryStatus: string | null;
  lastDeliveredHash: string | null;
  updatedAt: number;
}

/** A subscription after a delivery attempt, or null when the decision ends it (410, too many failures). */
export function afterDelivery<S extends DeliveryState>(
  sub: S,
  decision: DeliveryDecision,
  status: string,
  hash: string,
  now: number,
): S | null {
  if (decision.action === "gone" || decision.action === "remove") return null;
  const base = { ...sub, lastDeliveryAt: now, lastDeliveryStatus: status, updatedAt: now };
  return decision.action === "delivered"
    ? { ...base, failures: 0, lastDeliveredHash: hash }
    : { ...base, failures: decision.failures };
}
