/**
 * App versions: the Mac app reports dotted numeric versions ("2.6.0"); releases are compared the
 * same way by the dashboard (is a newer one out on this channel?) and by the fake server (which
 * release is latest, which features a login's version supports).
 */

/** Compares dotted numeric versions ('2.10.0' > '2.9.1'); non-numeric parts count as 0; -1, 0 or 1. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split(/[.-]/).map((p) => Number.parseInt(p, 10) || 0)
  const pb = b.split(/[.-]/).map((p) => Number.parseInt(p, 10) || 0)
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0)
    if (d !== 0) return d < 0 ? -1 : 1
  }
  return 0
}
