import assert from "node:assert/strict";
import { readRegularFile, readRegularFileBytes, readWithin } from "../../src/dataset/read_regular_file.ts";

async function mkfifo(path: string): Promise<void> {
  const { success } = await new Deno.Command("mkfifo", { args: [path] }).output();
  assert.ok(success, "mkfifo failed");
}

Deno.test("readRegularFile", async (t) => {
  const dir = await Deno.makeTempDir({ prefix: "read-regular-" });
  const limits = { maxBytes: 1024, timeoutMs: 5_000 };
  try {
    await t.step("reads a regular file (and one reached through a symlink)", async () => {
      await Deno.writeTextFile(`${dir}/ok.json`, '{"a":"é"}');
      await Deno.symlink(`${dir}/ok.json`, `${dir}/link.json`);
      assert.deepEqual(await readRegularFile(`${dir}/ok.json`, limits), { ok: true, text: '{"a":"é"}' });
      assert.deepEqual(await readRegularFile(`${dir}/link.json`, limits), { ok: true, text: '{"a":"é"}' });
    });

    await t.step("reads a file whole into one buffer of its size, an empty one too", async () => {
      // Over one read's worth, with multi-byte characters across the reads' edges.
      const bytes = new TextEncoder().encode("é🚀a".repeat(300_000));
      await Deno.writeFile(`${dir}/large.json`, bytes);
      let calls = 0;
      const reading = readRegularFileBytes(`${dir}/large.json`, {
        maxBytes: 4_000_000,
        timeoutMs: 5_000,
        onReading: () => calls++,
      });
      const read = await reading;
      // Told once, while the bytes were being read (the start makes the loader Worker then).
      assert.equal(calls, 1);
      assert.ok(read.ok);
      assert.equal(read.bytes.buffer.byteLength, bytes.length);
      assert.deepEqual(read.bytes, bytes);
      await Deno.writeFile(`${dir}/empty.json`, new Uint8Array());
      const empty = await readRegularFileBytes(`${dir}/empty.json`, limits);
      assert.ok(empty.ok);
      assert.equal(empty.bytes.length, 0);
    });

    await t.step("refuses a FIFO at once, without opening it (opening would block until a writer comes)", async () => {
      await mkfifo(`${dir}/fifo.json`);
      const result = await readRegularFile(`${dir}/fifo.json`, limits);
      assert.equal(result.ok, false);
      assert.match(!result.ok ? result.problem : "", /not a regular file \(a FIFO\)/);
      assert.equal(!result.ok && result.missing, false);
    });

    await t.step("refuses a directory and a device", async () => {
      await Deno.mkdir(`${dir}/sub`);
      const sub = await readRegularFile(`${dir}/sub`, limits);
      assert.match(!sub.ok ? sub.problem : "", /not a regular file \(a directory\)/);
      const device = await readRegularFile("/dev/zero", limits);
      assert.match(!device.ok ? device.problem : "", /not a regular file \(a character device\)/);
    });

    await t.step("refuses a file over the size limit before reading it", async () => {
      await Deno.writeTextFile(`${dir}/big.json`, "x".repeat(1025));
      const result = await readRegularFile(`${dir}/big.json`, limits);
      assert.match(!result.ok ? result.problem : "", /1025 bytes is over the limit of 1024/);
    });

    await t.step("reports a missing file as missing", async () => {
      const result = await readRegularFile(`${dir}/absent.json`, limits);
      assert.equal(result.ok, false);
      assert.equal(!result.ok && result.missing, true);
      assert.match(!result.ok ? result.problem : "", /cannot read .*absent\.json/);
    });

    await t.step("an aborted signal refuses the read", async () => {
      const controller = new AbortController();
      controller.abort();
      const result = await readRegularFile(`${dir}/ok.json`, { ...limits, signal: controller.signal });
      assert.match(!result.ok ? result.problem : "", /read aborted/);
    });

    await t.step("a read that hangs ends at the timeout (the file changed into a FIFO after the check)", async () => {
      const result = await readWithin(`${dir}/fifo.json`, 1024, 300);
      assert.match(!result.ok ? result.problem : "", /read timed out after 300 ms/);
    });
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
