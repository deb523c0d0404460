/** File I/O of `init` and `import`: export files in (bounded, decoded), `reviews.json` out (atomically). */
import { basename, dirname, join } from "node:path";

/**
 * The most an import reads, per file and in all: a 100,000-review CSV is 20 to 30 MB and needs about 25 times its
 * size in memory while parsed, so this bounds an import near 6 GB at worst.
 */
export const MAX_IMPORT_BYTES = 256 * 1024 * 1024;
const EXPORT_EXTENSIONS = /\.(json|jsonl|ndjson|csv|tsv)$/i;

/** A reason an input cannot be read, naming the path. */
export class InputFileError extends Error {}

/**
 * The files an import reads: each file argument as given, and the export files of each directory (recursively,
 * sorted by path, hidden files skipped), as a Google Takeout folder holds its pages.
 */
export async function expandInputs(paths: readonly string[]): Promise<string[]> {
  const files: string[] = [];
  for (const path of paths) {
    let info: Deno.FileInfo;
    try {
      info = await Deno.stat(path);
    } catch (error) {
      throw new InputFileError(`cannot read ${path}: ${(error as Error).message}`);
    }
    if (info.isDirectory) {
      const found = await listExportFiles(path);
      if (found.length === 0) throw new InputFileError(`${path} holds no .json, .jsonl, .csv or .tsv files`);
      files.push(...found);
    } else if (info.isFile) {
      files.push(path);
    } else {
      throw new InputFileError(`${path} is not a regular file`);
    }
  }
  return files;
}

async function listExportFiles(dir: string): Promise<string[]> {
  const found: string[] = [];
  for await (const entry of Deno.readDir(dir)) {
    if (entry.name.startsWith(".")) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory) found.push(...await listExportFiles(path));
    else if (entry.isFile && EXPORT_EXTENSIONS.test(entry.name)) found.push(path);
  }
  return found.sort();
}

/**
 * Reads an export as text: UTF-8 (BOM or not), UTF-16 with a BOM (Excel's "Unicode text"), and otherwise
 * Windows-1252, which older spreadsheet exports use; `warn` is told when the file was not UTF-8.
 */
export async function readExportText(
  path: string,
  warn: (message: string) => void,
  budget = { remaining: MAX_IMPORT_BYTES },
): Promise<string> {
  let bytes: Uint8Array;
  try {
    const info = await Deno.stat(path);
    if (!info.isFile) throw new Error("not a regular file");
    if (info.size > budget.remaining) {
      throw new Error(`the import would read more than ${MAX_IMPORT_BYTES >> 20} MB; import the files in parts`);
    }
    bytes = await Deno.readFile(path);
    budget.remaining -= bytes.length;
  } catch (error) {
    throw new InputFileError(`cannot read ${path}: ${(error as Error).message}`);
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le").decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be").decode(bytes.subarray(2));
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    warn(`${path} is not UTF-8; read it as Windows-1252 (save exports as UTF-8 to be sure of accented letters)`);
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

/**
 * Replaces `path` atomically with `text` (or the pieces of it, in order): the text goes to a temporary file beside it, is flushed, and is renamed over, so a
 * watching server never reads half a file and sees one change. `expected` guards against a concurrent writer:
 * when the file no longer holds it, nothing is replaced.
 */
export async function writeFileAtomic(path: string, text: string | Iterable<string>, expected?: string): Promise<void> {
  const temp = join(dirname(path), `.${basename(path)}.${Deno.pid}-${crypto.randomUUID().slice(0, 8)}.tmp`);
  try {
    const file = await Deno.open(temp, { write: true, createNew: true, mode: 0o644 });
    try {
      // Piece by piece through one reused buffer: a big file is never one encoded copy in memory.
      const encoder = new TextEncoder();
      let buffer = new Uint8Array(0);
      for (const piece of typeof text === "string" ? [text] : text) {
        if (buffer.length < piece.length * 3) buffer = new Uint8Array(piece.length * 3);
        const bytes = buffer.subarray(0, encoder.encodeInto(piece, buffer).written);
        // Synchronously: a piece is small, and a thousand awaited writes cost more than the writing.
        let written = 0;
        while (written < bytes.length) written += file.writeSync(bytes.subarray(written));
      }
      await file.sync();
    } finally {
      file.close();
    }
    if (expected !== undefined && await Deno.readTextFile(path) !== expected) {
      throw new Error(`${path} changed while the import ran; nothing was written, run the import again`);
    }
    await Deno.rename(temp, path);
  } catch (error) {
    await Deno.remove(temp).catch(() => {});
    throw error;
  }
}

/** Creates `path` with `text` only when it does not exist yet, atomically (a hard link never replaces a file). */
export async function createFileExclusive(path: string, text: string): Promise<boolean> {
  const temp = join(dirname(path), `.${basename(path)}.${Deno.pid}-${crypto.randomUUID().slice(0, 8)}.tmp`);
  await Deno.writeTextFile(temp, text, { createNew: true });
  try {
    await Deno.link(temp, path);
    return true;
  } catch (error) {
    if (error instanceof Deno.errors.AlreadyExists) return false;
    throw error;
  } finally {
    await Deno.remove(temp).catch(() => {});
  }
}
