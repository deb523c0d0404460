/**
 * `/schemas/reviews.json` and `/schemas/insights.json`: served like every read body, and a real JSON Schema
 * validator (Ajv, draft 2020-12) accepts the bundled data and the files `init` and `import` write, and refuses
 * what the zod schemas refuse.
 */
import assert from "node:assert/strict";
import Ajv2020 from "npm:ajv@8.20.0/dist/2020.js";
import addFormats from "npm:ajv-formats@3.0.1";
import { createApp } from "../../src/http/app.ts";
import { DatasetViews } from "../../src/http/views.ts";
import { schemaDocument } from "../../src/http/schemas.ts";
import { buildVersion } from "../../src/dataset/version.ts";
import { ANALYSER_POLICY } from "../../src/dataset/insights_policy.ts";
import { smallFixture } from "../helpers/fixture.ts";

const DATA = new URL("../../data/", import.meta.url).pathname;

function validator(path: "/schemas/reviews.json" | "/schemas/insights.json") {
  // deno-lint-ignore no-explicit-any
  const ajv = new (Ajv2020 as any)({ allErrors: true, strict: false });
  // deno-lint-ignore no-explicit-any
  (addFormats as any)(ajv);
  return ajv.compile(schemaDocument(path, "http://localhost")) as ((value: unknown) => boolean) & { errors: unknown };
}

Deno.test("schemas: served with ETag, 304, CORS and the schema media type", async () => {
  const version = buildVersion(smallFixture(), undefined, ANALYSER_POLICY);
  const views = new DatasetViews(version, "https://reviews.example.com");
  const app = createApp({ views: () => views });
  for (const path of ["/schemas/reviews.json", "/schemas/insights.json"]) {
    const response = await app.request(path);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get("content-type"), "application/schema+json");
    assert.equal(response.headers.get("access-control-allow-origin"), "*");
    const body = await response.json();
    assert.equal(body.$schema, "https://json-schema.org/draft/2020-12/schema");
    assert.equal(body.$id, `https://reviews.example.com${path}`);
    const etag = response.headers.get("etag")!;
    const again = await app.request(path, { headers: { "if-none-match": etag } });
    assert.equal(again.status, 304);
    assert.equal((await app.request(path, { method: "HEAD" })).status, 200);
  }
});

Deno.test("schemas: the reviews schema accepts real files and refuses bad ones", () => {
  const validate = validator("/schemas/reviews.json");
  const bundled = JSON.parse(Deno.readTextFileSync(`${DATA}reviews.json`));
  assert.ok(validate(bundled), JSON.stringify(validate.errors));
  const minimal = { business: { id: "b", name: "B" }, reviews: [] };
  assert.ok(validate(minimal), "only id and name are required");
  assert.ok(!validate({ business: { id: "b" }, reviews: [] }), "a business needs a name");
  const review = bundled.reviews[0];
  assert.ok(!validate({ ...minimal, reviews: [{ ...review, rating: 6 }] }), "rating above 5");
  assert.ok(!validate({ ...minimal, reviews: [{ ...review, id: "r1" }] }), "id not a ULID");
  assert.ok(!validate({ ...minimal, reviews: [{ ...review, extra: 1 }] }), "unknown key");
});

Deno.test("schemas: the insights schema accepts the bundled insights", () => {
  const validate = validator("/schemas/insights.json");
  const insights = JSON.parse(Deno.readTextFileSync(`${DATA}insights.json`));
  assert.ok(validate(insights), JSON.stringify(validate.errors));
  assert.ok(!validate({ ...insights, review_count: "many" }));
});
