/**
 * Derives the runtime lockfile (`deno.lock`) from the full one (`tests/deno.lock`).
 *
 * Deno initialises every npm package a lockfile lists before it runs anything, whether or not the program imports
 * it, so test-only packages in `deno.lock` would be downloaded by `deno task start`. The full lockfile (runtime and
 * test packages) therefore lives in `tests/deno.lock` and is used by the test, check and bench tasks; `deno.lock`
 * keeps only what `deno.json`'s imports reach. Run `deno task lock` after adding any dependency.
 */

/** The parts of a version 5 lockfile this tool reads; other sections are carried over untouched. */
export interface Lockfile {
  version: string;
  specifiers?: Record<string, string>;
  npm?: Record<string, NpmEntry>;
  workspace?: { dependencies?: string[] };
  [section: string]: unknown;
}

interface NpmEntry {
  dependencies?: string[];
  optionalDependencies?: string[];
  [field: string]: unknown;
}

/** The package name of a lockfile key such as `@scope/name@1.2.3_peer@4.5.6`. */
function nameOf(key: string): string {
  const at = key.indexOf("@", 1);
  return at === -1 ? key : key.slice(0, at);
}

/** Resolves a dependency reference (`name`, or `name@version` when several versions are locked) to its key. */
function resolveRef(ref: string, keys: string[]): string {
  if (keys.includes(ref)) return ref;
  const matches = keys.filter((key) => nameOf(key) === ref);
  if (matches.length !== 1) throw new Error(`lockfile: cannot resolve dependency ${ref}`);
  return matches[0];
}

/** Keeps only the npm packages reachable from the workspace's own dependencies, in Deno's own notation. */
export function runtimeLock(full: Lockfile): Lockfile {
  const roots = full.workspace?.dependencies ?? [];
  const specifiers = Object.fromEntries(
    Object.entries(full.specifiers ?? {}).filter(([specifier]) => roots.includes(specifier)),
  );
  const npm = full.npm ?? {};
  const keys = Object.keys(npm);
  const keep = new Set<string>();
  const queue = Object.entries(specifiers).map(([specifier, version]) => {
    const name = nameOf(specifier.replace(/^npm:/, ""));
    return `${name}@${version}`;
  });
  while (queue.length > 0) {
    const key = queue.pop()!;
    if (keep.has(key)) continue;
    if (!(key in npm)) throw new Error(`lockfile: ${key} is not locked`);
    keep.add(key);
    const entry = npm[key];
    for (const ref of [...(entry.dependencies ?? []), ...(entry.optionalDependencies ?? [])]) {
      queue.push(resolveRef(ref, keys));
    }
  }
  // Deno writes a dependency as its bare name when the lockfile holds one version of it, else with the version.
  const kept = keys.filter((key) => keep.has(key)).sort();
  const versions = new Map<string, number>();
  for (const key of kept) versions.set(nameOf(key), (versions.get(nameOf(key)) ?? 0) + 1);
  const rename = (ref: string) => {
    const key = resolveRef(ref, keys);
    return versions.get(nameOf(key)) === 1 ? nameOf(key) : key;
  };
  const prunedNpm: Record<string, NpmEntry> = {};
  for (const key of kept) {
    const entry = { ...npm[key] };
    if (entry.dependencies) entry.dependencies = entry.dependencies.map(rename);
    if (entry.optionalDependencies) entry.optionalDependencies = entry.optionalDependencies.map(rename);
    prunedNpm[key] = entry;
  }
  const out: Lockfile = { ...full, specifiers };
  out.npm = prunedNpm;
  return out;
}

/** The lockfile text as Deno writes it (two-space JSON and a final newline). */
export function lockText(lock: Lockfile): string {
  return JSON.stringify(lock, null, 2) + "\n";
}

if (import.meta.main) {
  const root = new URL("../../", import.meta.url);
  const full = JSON.parse(await Deno.readTextFile(new URL("tests/deno.lock", root))) as Lockfile;
  await Deno.writeTextFile(new URL("deno.lock", root), lockText(runtimeLock(full)));
  console.log("deno.lock: runtime packages only, derived from tests/deno.lock");
}
