/** The `init` and `import` adapters: arguments, refusals, exit codes and the atomic write's guard. */
import assert from "node:assert/strict";
import { initCommand, parseInitArgs } from "../../src/cli/init.ts";
import { importCommand, parseImportArgs } from "../../src/cli/import.ts";
import {
  createFileExclusive,
  expandInputs,
  InputFileError,
  readExportText,
  writeFileAtomic,
} from "../../src/cli/files.ts";

/** Runs a command with console output captured. */
async function quietly(run: () => Promise<number>): Promise<{ code: number; out: string; err: string }> {
  const [log, error] = [console.log, console.error];
  let out = "";
  let err = "";
  console.log = (...args: unknown[]) => out += `${args.join(" ")}\n`;
  console.error = (...args: unknown[]) => err += `${args.join(" ")}\n`;
  try {
    return { code: await run(), out, err };
  } finally {
    console.log = log;
    console.error = error;
  }
}

Deno.test("init: arguments", () => {
  const ok = parseInitArgs([
    "--data",
    "d",
    "--name",
    "  Bright   Smile ",
    "--category",
    "Dentist",
    "--url",
    "https://b.example",
  ]);
  assert.deepEqual(ok, {
    ok: true,
    dir: "d",
    business: { id: "bright-smile", name: "Bright Smile", category: "Dentist", url: "https://b.example" },
  });
  for (
    const [args, message] of [
      [["--name", "X"], /--data DIR is required/],
      [["--data", "d"], /--name NAME is required/],
      [["--data", "d", "--name", "X", "--category", "dentist office"], /schema\.org type/],
      [["--data", "d", "--name", "X", "--url", "javascript:alert(1)"], /not an http\(s\) URL/],
      [["--data", "d", "--name", "X", "--colour", "red"], /Unknown option/],
    ] as const
  ) {
    const result = parseInitArgs([...args]);
    assert.ok(!result.ok && result.message.match(message), `${args.join(" ")}: ${JSON.stringify(result)}`);
  }
});

Deno.test("init: writes a minimal business once and refuses to overwrite", async () => {
  const dir = await Deno.makeTempDir({ prefix: "init-" });
  try {
    const first = await quietly(() => initCommand(["--data", `${dir}/new/site`, "--name", "Crumb & Co"]));
    assert.equal(first.code, 0, first.err);
    const text = await Deno.readTextFile(`${dir}/new/site/reviews.json`);
    assert.deepEqual(JSON.parse(text), {
      business: { id: "crumb-and-co", name: "Crumb & Co", category: "LocalBusiness" },
      reviews: [],
    });
    const second = await quietly(() => initCommand(["--data", `${dir}/new/site`, "--name", "Other"]));
    assert.equal(second.code, 1);
    assert.match(second.err, /already exists; nothing was changed/);
    assert.equal(await Deno.readTextFile(`${dir}/new/site/reviews.json`), text);
    assert.equal((await quietly(() => initCommand(["--name", "X"]))).code, 2);
    assert.equal([...Deno.readDirSync(`${dir}/new/site`)].length, 1, "no temporary file left");
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("import: arguments", () => {
  const ok = parseImportArgs(["--data", "d", "--map", "A=author", "--map", "B=text", "--prune", "x.csv", "y/"]);
  assert.ok(ok.ok);
  assert.deepEqual(ok.value, {
    dir: "d",
    paths: ["x.csv", "y/"],
    format: null,
    source: null,
    maps: ["A=author", "B=text"],
    dryRun: false,
    skipInvalid: false,
    prune: true,
  });
  const source = parseImportArgs(["--data", "d", "--source", "Trip Advisor", "f"]);
  assert.equal(source.ok && source.value.source, "trip-advisor");
  for (
    const [args, message] of [
      [["x.csv"], /--data DIR is required/],
      [["--data", "d"], /at least one export/],
      [["--data", "d", "--format", "xml", "f"], /--format must be one of gbp, csv, json, jsonl/],
      [["--data", "d", "--source", "<b>", "f"], /--source must be a short name/],
      [["--data", "d", "--dryrun", "f"], /Unknown option/],
    ] as const
  ) {
    const result = parseImportArgs([...args]);
    assert.ok(!result.ok && result.message.match(message), `${args.join(" ")}: ${JSON.stringify(result)}`);
  }
});

Deno.test("import: exit codes for bad arguments, a missing or invalid data file and unreadable inputs", async () => {
  const dir = await Deno.makeTempDir({ prefix: "import-cli-" });
  try {
    await Deno.writeTextFile(`${dir}/a.csv`, "date,rating\n2025-01-01,5\n");
    assert.equal((await quietly(() => importCommand(["--data", dir, "--map", "nonsense", `${dir}/a.csv`]))).code, 2);
    const missing = await quietly(() => importCommand(["--data", dir, `${dir}/a.csv`]));
    assert.equal(missing.code, 1);
    assert.match(missing.err, /create it with: main\.ts init/);
    await Deno.writeTextFile(`${dir}/reviews.json`, JSON.stringify({ business: { id: "b" }, reviews: [] }));
    const invalid = await quietly(() => importCommand(["--data", dir, `${dir}/a.csv`]));
    assert.equal(invalid.code, 1);
    assert.match(invalid.err, /business\.name/);
    await Deno.writeTextFile(`${dir}/reviews.json`, JSON.stringify({ business: { id: "b", name: "B" }, reviews: [] }));
    const noFile = await quietly(() => importCommand(["--data", dir, `${dir}/nope.csv`]));
    assert.equal(noFile.code, 1);
    assert.match(noFile.err, /cannot read .*nope\.csv/);
    const done = await quietly(() => importCommand(["--data", dir, `${dir}/a.csv`]));
    assert.equal(done.code, 0, done.err);
    assert.equal(done.out, "added 1, updated 0, unchanged 0, skipped 0\n");

    // --prune never acts on a partial import: invalid rows or a Google export missing its last page.
    const before = await Deno.readTextFile(`${dir}/reviews.json`);
    await Deno.writeTextFile(`${dir}/b.csv`, "date,rating\n2025-01-02,5\n2025-02-30,4\n");
    const pruneInvalid = await quietly(() =>
      importCommand(["--data", dir, "--prune", "--skip-invalid", `${dir}/b.csv`])
    );
    assert.equal(pruneInvalid.code, 2);
    assert.match(pruneInvalid.err, /--prune is refused while rows are invalid/);
    await Deno.writeTextFile(`${dir}/page.json`, JSON.stringify({ reviews: [], nextPageToken: "more" }));
    const prunePartial = await quietly(() => importCommand(["--data", dir, "--prune", `${dir}/page.json`]));
    assert.equal(prunePartial.code, 2);
    assert.match(prunePartial.err, /--prune is refused for an incomplete export/);
    assert.equal(await Deno.readTextFile(`${dir}/reviews.json`), before);
    await Deno.writeTextFile(`${dir}/c.csv`, "date,rating\n2025-03-01,4\n");
    const prunedNow = await quietly(() => importCommand(["--data", dir, "--prune", `${dir}/c.csv`]));
    assert.equal(prunedNow.code, 0, prunedNow.err);
    assert.equal(prunedNow.out, "added 1, updated 0, unchanged 0, skipped 0, removed 1\n");
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("files: folders expand to their export files; encodings; the atomic write's guard", async () => {
  const dir = await Deno.makeTempDir({ prefix: "import-files-" });
  try {
    await Deno.mkdir(`${dir}/takeout/location-1`, { recursive: true });
    for (const name of ["b.json", "a.json", ".hidden.json", "notes.txt"]) {
      await Deno.writeTextFile(`${dir}/takeout/location-1/${name}`, "{}");
    }
    await Deno.writeTextFile(`${dir}/takeout/z.csv`, "x");
    assert.deepEqual(await expandInputs([`${dir}/takeout`]), [
      `${dir}/takeout/location-1/a.json`,
      `${dir}/takeout/location-1/b.json`,
      `${dir}/takeout/z.csv`,
    ]);
    await assert.rejects(() => expandInputs([`${dir}/missing`]), InputFileError);

    const warnings: string[] = [];
    await Deno.writeFile(`${dir}/utf16.csv`, new Uint8Array([0xff, 0xfe, 0x61, 0, 0xe9, 0]));
    assert.equal(await readExportText(`${dir}/utf16.csv`, (w) => warnings.push(w)), "aé");
    await Deno.writeFile(`${dir}/cp1252.csv`, new Uint8Array([0x43, 0x61, 0x66, 0xe9, 0x80]));
    assert.equal(await readExportText(`${dir}/cp1252.csv`, (w) => warnings.push(w)), "Café€");
    assert.equal(warnings.length, 1);
    // A real U+FFFD in valid UTF-8 is read as it is, without a warning.
    await Deno.writeTextFile(`${dir}/replacement.csv`, "\ufeffa\ufffdb");
    assert.equal(await readExportText(`${dir}/replacement.csv`, (w) => warnings.push(w)), "a\ufffdb");
    assert.equal(warnings.length, 1);
    await assert.rejects(
      () => readExportText(`${dir}/cp1252.csv`, () => {}, { remaining: 4 }),
      /would read more than 256 MB; import the files in parts/,
    );
    assert.match(warnings[0], /not UTF-8; read it as Windows-1252/);

    await Deno.writeTextFile(`${dir}/reviews.json`, "old");
    await assert.rejects(() => writeFileAtomic(`${dir}/reviews.json`, "new", "something else"), /changed while/);
    assert.equal(await Deno.readTextFile(`${dir}/reviews.json`), "old");
    await writeFileAtomic(`${dir}/reviews.json`, "new", "old");
    assert.equal(await Deno.readTextFile(`${dir}/reviews.json`), "new");
    assert.equal(await createFileExclusive(`${dir}/reviews.json`, "x"), false);
    assert.ok(![...Deno.readDirSync(dir)].some((entry) => entry.name.endsWith(".tmp")), "no temporary files left");
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
