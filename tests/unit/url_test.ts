import assert from "node:assert/strict";
import { z } from "zod";
import { PLAIN_URL, webUrl } from "../../src/model/url.ts";

/** A seeded generator of URL-like strings: pieces a parser treats specially, glued at random. */
function* urlLikes(count: number): Generator<string> {
  let seed = 20261124;
  const next = (n: number) => (seed = (seed * 1103515245 + 12345) % 2147483648) % n;
  const schemes = ["https://", "http://", "HTTPS://", "ftp://", "https:/", "https:", "", " https://", "https://\t"];
  const labels = ["a", "example", "xn--", "xn--a", "xn--nxasmq6b", "-", "1", "999", "0x1f", "Ex", "é", "a_b", "", "ß"];
  const tails = [
    "",
    "/",
    "/p?q=1&r=%2C",
    "/@x:y",
    "?x",
    "#f",
    " ",
    "\n",
    "/a b",
    "\\x",
    ":8080",
    ":99999",
    "%zz",
    "/é",
  ];
  for (let i = 0; i < count; i++) {
    const host = Array.from({ length: 1 + next(4) }, () => labels[next(labels.length)]).join(".");
    yield schemes[next(schemes.length)] + host + tails[next(tails.length)] + tails[next(tails.length)];
  }
}

Deno.test("webUrl accepts and refuses exactly what z.url() does, with the same value and issues", () => {
  const fast = webUrl();
  const plain = z.url();
  let fastPath = 0;
  const fixed = ["https://a.b", "https://xn--a.com", "https://1.2.3.999", "https://a.999", "https://a.com/\n"];
  for (const value of [...fixed, ...urlLikes(20_000)]) {
    if (PLAIN_URL.test(value)) {
      fastPath++;
      assert.ok(URL.canParse(value) && value.trim() === value && !/[\t\n\r]/.test(value), value);
    }
    const [a, b] = [fast.safeParse(value), plain.safeParse(value)];
    assert.equal(a.success, b.success, value);
    assert.deepEqual(a.data, b.data, value);
    assert.deepEqual(a.error?.issues, b.error?.issues, value);
  }
  assert.ok(fastPath > 100, `the fast path was taken (${fastPath} times)`);
  assert.equal(fast.safeParse(42).success, false);
  assert.deepEqual(z.toJSONSchema(fast), z.toJSONSchema(plain));
});
