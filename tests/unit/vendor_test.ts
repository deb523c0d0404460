import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { FILES, REDOC_SHA256, REDOC_VERSION, VENDOR_DIR } from "../tools/vendor_redoc.ts";

Deno.test(`the vendored Redoc ${REDOC_VERSION} bundle is the one deno task vendor fetched and checked`, async () => {
  const bundle = await Deno.readFile(new URL(FILES.bundle, VENDOR_DIR));
  assert.equal(createHash("sha256").update(bundle).digest("hex"), REDOC_SHA256);
  assert.match(await Deno.readTextFile(new URL(FILES.license, VENDOR_DIR)), /MIT License/);
  assert.ok((await Deno.stat(new URL(FILES.bundled, VENDOR_DIR))).size > 0);
});
