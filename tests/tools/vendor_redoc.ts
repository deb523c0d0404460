/**
 * Vendors Redoc's standalone bundle into `src/http/vendor/`, from the npm registry, checked against the registry's
 * integrity hash. The service imports the file as text, so `/docs` works offline, inside the `deno bundle` single
 * file and the compiled binary, with no CDN. Run `deno task vendor` after changing REDOC_VERSION, then update
 * REDOC_SHA256 (a unit test holds the committed file to it).
 *
 * Why vendored rather than imported from npm: Deno installs every package its lockfile lists before running, and
 * `redoc` depends on React, MobX, styled-components and more, which the standalone file already holds. Redoc 2.5
 * rather than 3.x: 3.x is 2.4 times larger and reports usage telemetry by default.
 */
import { Buffer } from "node:buffer";
import { createHash } from "node:crypto";

export const REDOC_VERSION = "2.5.2";
export const REDOC_SHA256 = "6beb5aea23b71d09122ee35de8f326e38aec050e774f3bfba1f34e5c36608986";
export const VENDOR_DIR = new URL("../../src/http/vendor/", import.meta.url);
export const FILES = {
  bundle: "redoc.standalone.js",
  license: "redoc.LICENSE",
  /** The licences of what the bundle holds; the bundle's first line points to it. */
  bundled: "redoc.standalone.js.LICENSE.txt",
} as const;

/** The registry's `sha512-<base64>` check of a tarball. */
function checkIntegrity(bytes: Uint8Array, integrity: string): void {
  const [algorithm, expected] = integrity.split("-", 2);
  const actual = createHash(algorithm).update(bytes).digest("base64");
  if (actual !== expected) throw new Error(`redoc tarball integrity mismatch (${algorithm})`);
}

async function untar(tarball: string, member: string): Promise<Uint8Array> {
  const out = await new Deno.Command("tar", { args: ["-xzOf", tarball, member], stdout: "piped" }).output();
  if (!out.success) throw new Error(`tar could not extract ${member}`);
  return out.stdout;
}

if (import.meta.main) {
  const meta = await (await fetch(`https://registry.npmjs.org/redoc/${REDOC_VERSION}`)).json();
  const tarball = new Uint8Array(await (await fetch(meta.dist.tarball)).arrayBuffer());
  checkIntegrity(tarball, meta.dist.integrity);
  const path = await Deno.makeTempFile({ suffix: ".tgz" });
  try {
    await Deno.writeFile(path, tarball);
    const bundle = await untar(path, `package/bundles/${FILES.bundle}`);
    await Deno.writeFile(new URL(FILES.bundle, VENDOR_DIR), bundle);
    await Deno.writeFile(new URL(FILES.license, VENDOR_DIR), await untar(path, "package/LICENSE"));
    await Deno.writeFile(new URL(FILES.bundled, VENDOR_DIR), await untar(path, `package/bundles/${FILES.bundled}`));
    const sha256 = createHash("sha256").update(Buffer.from(bundle)).digest("hex");
    console.log(`vendored redoc ${REDOC_VERSION} (${bundle.length} bytes, sha256 ${sha256})`);
  } finally {
    await Deno.remove(path);
  }
}
