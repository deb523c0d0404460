import assert from "node:assert/strict";
import { buildMentionLexicon, detectMentions } from "../../src/entities/detect.ts";
import { ReviewsFile, Ulid } from "../../src/model/mod.ts";
import {
  BUNDLED_DATASET,
  formatReviewsFile,
  generateDataset,
  generateReviewsFile,
  SUMMIT_COMFORT,
} from "../../src/generate/mod.ts";
import { generateCommand } from "../../src/cli/generate.ts";
import { Rng } from "../../src/generate/prng.ts";

const share = (count: number, total: number) => (100 * count) / total;

Deno.test("generator", async (t) => {
  await t.step("same seed gives identical output, different seeds differ", () => {
    const a = generateReviewsFile({ reviews: 300, seed: "alpha", endDate: "2026-11-15" });
    const b = generateReviewsFile({ reviews: 300, seed: "alpha", endDate: "2026-11-15" });
    const c = generateReviewsFile({ reviews: 300, seed: "beta", endDate: "2026-11-15" });
    assert.equal(formatReviewsFile(a), formatReviewsFile(b));
    assert.notEqual(formatReviewsFile(a), formatReviewsFile(c));
    assert.notDeepEqual(
      a.reviews.map((r) => r.id),
      c.reviews.map((r) => r.id),
    );
  });

  await t.step("number and string seeds are distinct streams, and the PRNG is stable", () => {
    assert.notEqual(new Rng(42).uint32(), new Rng("42").uint32());
    const rng = new Rng("fixed");
    const draws = Array.from({ length: 1000 }, () => rng.next());
    assert.ok(draws.every((x) => x >= 0 && x < 1));
    const mean = draws.reduce((s, x) => s + x, 0) / draws.length;
    assert.ok(Math.abs(mean - 0.5) < 0.05, `mean ${mean}`);
  });

  await t.step("zero reviews and validation of options", () => {
    assert.deepEqual(generateReviewsFile({ reviews: 0, seed: 1 }).reviews, []);
    assert.throws(() => generateReviewsFile({ reviews: -1, seed: 1 }), RangeError);
    assert.throws(() => generateReviewsFile({ reviews: 1, seed: 1, endDate: "2025-02-30" }), RangeError);
    assert.throws(
      () => generateReviewsFile({ reviews: 1, seed: 1, startDate: "2026-01-02", endDate: "2026-01-01" }),
      RangeError,
    );
  });

  const endDate = "2026-11-15";
  const { file, intents } = generateDataset({ reviews: 3000, seed: "distribution-check", endDate });
  const reviews = file.reviews;

  await t.step("output passes the ReviewsFile schema", () => {
    const parsed = ReviewsFile.safeParse(file);
    assert.ok(parsed.success, parsed.success ? "" : JSON.stringify(parsed.error.issues.slice(0, 5)));
    assert.deepEqual(file.business, SUMMIT_COMFORT);
    assert.equal(reviews.length, 3000);
  });

  await t.step("distributions look like real home-services reviews", () => {
    const n = reviews.length;
    const mean = reviews.reduce((s, r) => s + r.rating, 0) / n;
    assert.ok(mean >= 4.3 && mean <= 4.7, `mean rating ${mean}`);
    const byRating = [1, 2, 3, 4, 5].map((k) => share(reviews.filter((r) => r.rating === k).length, n));
    assert.ok(byRating[4] >= 70 && byRating[4] <= 85, `5-star share ${byRating[4]}`);
    assert.ok(byRating[0] >= 2.5 && byRating[0] <= 8, `1-star share ${byRating[0]}`);
    assert.ok(byRating.every((s) => s > 1), `every rating present: ${byRating}`);
    const textNull = share(reviews.filter((r) => r.text === null).length, n);
    assert.ok(textNull >= 8 && textNull <= 16, `rating-only share ${textNull}`);
    const unverified = share(reviews.filter((r) => !r.verified).length, n);
    assert.ok(unverified >= 1.5 && unverified <= 5, `unverified share ${unverified}`);
    const replied = share(reviews.filter((r) => r.owner_reply !== null).length, n);
    assert.ok(replied >= 25 && replied <= 42, `owner reply share ${replied}`);
    const replyRate = (low: boolean) => {
      const group = reviews.filter((r) => (r.rating <= 2) === low);
      return share(group.filter((r) => r.owner_reply).length, group.length);
    };
    assert.ok(replyRate(true) > replyRate(false) + 20, "negative reviews get replies more often");
    for (const source of ["google", "yelp", "facebook", "direct"]) {
      assert.ok(reviews.some((r) => r.source === source), `source ${source} present`);
    }
    assert.ok(reviews.filter((r) => r.source === "direct").every((r) => r.source_url === null));
    assert.ok(reviews.filter((r) => r.source !== "direct").every((r) => r.source_url !== null));
    assert.ok(reviews.some((r) => r.author_avatar_url === null) && reviews.some((r) => r.author_avatar_url));
  });

  await t.step("dates cover the whole period, grow over the years and follow the seasons", () => {
    assert.ok(reviews.every((r) => r.date >= "2022-01-01" && r.date <= endDate));
    const perYear = (year: string) => reviews.filter((r) => r.date.startsWith(year)).length;
    assert.ok(perYear("2022") > 0 && perYear("2025") > perYear("2022") * 1.5, "volume grows");
    const months = new Set(reviews.map((r) => r.date.slice(0, 7)));
    assert.ok(months.size >= 58, `reviews in ${months.size} months`);
    const mentions = (pattern: RegExp, month: (m: number) => boolean) =>
      reviews.filter((r) => r.text && pattern.test(r.text) && month(Number(r.date.slice(5, 7)))).length;
    const winter = (m: number) => m === 12 || m <= 2;
    const summer = (m: number) => m >= 6 && m <= 8;
    assert.ok(mentions(/furnace|no heat/i, winter) > 3 * mentions(/furnace|no heat/i, summer), "furnace in winter");
    assert.ok(
      mentions(/\bAC\b|air condition/i, summer) > 3 * mentions(/\bAC\b|air condition/i, winter),
      "AC in summer",
    );
    assert.ok(mentions(/froze|frozen|burst/i, winter) > 0, "frozen pipes in winter");
  });

  await t.step("ids are unique ULIDs, newest first, in the same order as dates", () => {
    assert.equal(new Set(reviews.map((r) => r.id)).size, reviews.length);
    assert.ok(reviews.every((r) => Ulid.safeParse(r.id).success));
    for (let i = 1; i < reviews.length; i++) {
      assert.ok(reviews[i - 1].id > reviews[i].id, `ids descend at ${i}`);
      assert.ok(reviews[i - 1].date >= reviews[i].date, `dates descend at ${i}`);
    }
    // The ULID timestamp is the review date plus a time of day.
    const decode = (id: string) =>
      [...id.slice(0, 10)].reduce((ms, ch) => ms * 32 + "0123456789ABCDEFGHJKMNPQRSTVWXYZ".indexOf(ch), 0);
    assert.ok(reviews.every((r) => new Date(decode(r.id)).toISOString().slice(0, 10) === r.date));
  });

  await t.step("owner replies come 0-10 days after the review, never after the end date", () => {
    for (const r of reviews) {
      if (!r.owner_reply) continue;
      const days = (Date.parse(r.owner_reply.date) - Date.parse(r.date)) / 86_400_000;
      assert.ok(days >= 0 && days <= 10 && r.owner_reply.date <= endDate, `${r.id}: reply after ${days} days`);
    }
  });

  await t.step("ratings agree with the tone of the text", () => {
    const negative = new RegExp(
      "never|disappoint|avoid|terrible|overcharg|rude|not |wasn't|didn't|late|won't|no-show|upsell|nobody|waiting|" +
        "waited|mistake|steep|padded|zero stars|elsewhere|someone else|another company|lesson learned|worst|" +
        "expected better|beware|frustrat|\\$\\d+",
      "i",
    );
    const ones = reviews.filter((r) => r.rating === 1 && r.text);
    assert.ok(share(ones.filter((r) => negative.test(r.text!)).length, ones.length) > 85, "1-star texts complain");
    const fives = reviews.filter((r) => r.rating === 5 && r.text);
    const complaint = /rip off|avoid|terrible|never again|do not use|disappointed/i;
    assert.ok(fives.every((r) => !complaint.test(r.text!)), "5-star texts do not complain");
  });

  await t.step("the entity detector finds what the texts were written to mention", () => {
    const lexicon = buildMentionLexicon(file.business);
    const found = { technician: [0, 0], service: [0, 0], service_area: [0, 0] };
    for (const r of reviews) {
      const intent = intents.get(r.id)!;
      const got = detectMentions(r.text, lexicon);
      const pairs = [["technician", got.technicians], ["service", got.services], [
        "service_area",
        got.service_areas,
      ]] as const;
      for (const [kind, ids] of pairs) {
        const want = intent[kind];
        if (!want) continue;
        found[kind][1]++;
        if (ids.includes(want)) found[kind][0]++;
      }
    }
    for (const [kind, [hit, total]] of Object.entries(found)) {
      assert.ok(total > 200, `${kind}: ${total} intended mentions`);
      assert.ok(hit / total >= 0.93, `${kind}: detected ${hit}/${total}`);
    }
  });

  await t.step("texts vary: few exact repeats, lengths from one-liners to paragraphs", () => {
    const texts = reviews.flatMap((r) => (r.text ? [r.text] : []));
    assert.ok(new Set(texts).size / texts.length > 0.85, "distinct texts");
    assert.ok(texts.some((t) => t.length < 40) && texts.some((t) => t.length > 500));
    assert.ok(texts.some((t) => t.includes("\n\n")), "some reviews have paragraphs");
  });

  await t.step("the bundled data/reviews.json is exactly what the recorded command generates", async () => {
    const committed = await Deno.readTextFile(new URL("../../data/reviews.json", import.meta.url));
    const expected = formatReviewsFile(generateReviewsFile(BUNDLED_DATASET));
    assert.ok(committed === expected, "data/reviews.json drifted from the generator: regenerate it (see mod.ts)");
    const bundled = JSON.parse(committed).reviews as Array<{ date: string }>;
    assert.ok(bundled.length >= 1500);
    assert.ok(bundled.at(-1)!.date < "2022-03-01" && bundled[0].date.startsWith("2026-11"));
  });

  await t.step("CLI: writes the file and rejects bad arguments with exit code 2", async () => {
    const dir = await Deno.makeTempDir();
    try {
      const out = `${dir}/reviews.json`;
      assert.equal(await generateCommand(["--reviews", "25", "--seed", "cli", "--end", "2025-06-30", "--out", out]), 0);
      const written = await Deno.readTextFile(out);
      assert.equal(
        written,
        formatReviewsFile(generateReviewsFile({ reviews: 25, seed: "cli", endDate: "2025-06-30" })),
      );
      const bad = [
        ["--seed", "x"],
        ["--reviews", "10"],
        ["--reviews", "-3", "--seed", "x"],
        ["--reviews", "1.5", "--seed", "x"],
        ["--reviews", "5", "--seed", "x", "--end", "2025-02-30"],
        ["--reviews", "5", "--seed", "x", "--start", "2026-01-01", "--end", "2025-01-01"],
        ["--reviews", "5", "--seed", "x", "--unknown"],
      ];
      const error = console.error;
      console.error = () => {};
      try {
        for (const args of bad) assert.equal(await generateCommand(args), 2, args.join(" "));
      } finally {
        console.error = error;
      }
    } finally {
      await Deno.remove(dir, { recursive: true });
    }
  });
});
