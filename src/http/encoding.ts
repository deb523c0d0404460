/** Content codings we precompute, in our order of preference. */
export type Coding = "br" | "gzip" | "identity";

/**
 * Picks a coding from `Accept-Encoding` (RFC 9110 §12.5.3): the best q-value among br, gzip and identity, br
 * winning ties. `*` stands for any coding not named; `q=0` refuses one.
 */
export function negotiateEncoding(acceptEncoding: string | null): Coding {
  if (!acceptEncoding) return "identity";
  const q: Record<string, number> = {};
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    let weight = 1;
    for (const param of params) {
      const [key, value] = param.trim().split("=");
      if (key === "q") weight = Number(value);
    }
    q[name] = Number.isFinite(weight) ? weight : 0;
  }
  const weightOf = (coding: Coding) => q[coding] ?? q["*"] ?? (coding === "identity" ? 0.001 : 0);
  let best: Coding = "identity";
  for (const coding of ["gzip", "br"] as const) {
    // Visiting gzip then br with >= lets br win a tie.
    if (weightOf(coding) > 0 && weightOf(coding) >= weightOf(best)) best = coding;
  }
  return best;
}
