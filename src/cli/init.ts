import { join } from "node:path";
import { parseArgs } from "node:util";
import { z } from "zod";
import { slugFromName } from "../import/ids.ts";
import { serializeReviewsFile } from "../import/mod.ts";
import { BusinessCategory } from "../model/business.ts";
import { createFileExclusive } from "./files.ts";

const USAGE = "usage: main.ts init --data DIR --name NAME [--category TYPE] [--url URL]\n" +
  "Writes DIR/reviews.json with a minimal business (id from the name) and no reviews; never overwrites.\n" +
  "TYPE is a schema.org LocalBusiness type such as Dentist, Attorney, Bakery or Plumber (default LocalBusiness).";

const HttpUrl = z.url({ protocol: /^https?$/ });

/** The options of `init`, or why they are wrong. */
export function parseInitArgs(args: string[]):
  | { ok: true; dir: string; business: Record<string, string> }
  | { ok: false; help: boolean; message: string } {
  let values;
  try {
    values = parseArgs({
      args,
      options: {
        data: { type: "string" },
        name: { type: "string" },
        category: { type: "string" },
        url: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    return { ok: false, help: false, message: (error as Error).message };
  }
  if (values.help) return { ok: false, help: true, message: "" };
  if (!values.data) return { ok: false, help: false, message: "--data DIR is required" };
  const name = values.name?.trim().replace(/\s+/g, " ");
  if (!name) return { ok: false, help: false, message: "--name NAME is required" };
  if (name.length > 200) return { ok: false, help: false, message: "--name is longer than 200 characters" };
  const business: Record<string, string> = { id: slugFromName(name), name };
  business.category = values.category ?? "LocalBusiness";
  if (!BusinessCategory.safeParse(business.category).success) {
    return { ok: false, help: false, message: `--category ${JSON.stringify(values.category)}: ${CATEGORY_HINT}` };
  }
  if (values.url !== undefined) {
    if (!HttpUrl.safeParse(values.url).success) {
      return { ok: false, help: false, message: `--url ${JSON.stringify(values.url)} is not an http(s) URL` };
    }
    business.url = values.url;
  }
  return { ok: true, dir: values.data, business };
}

const CATEGORY_HINT = "must be a schema.org type name such as Dentist, Attorney, Bakery or LocalBusiness";

/**
 * `main.ts init`: a data directory for a new business. Exit codes: 0 written, 1 the file exists or cannot be
 * written, 2 bad arguments.
 */
export async function initCommand(args: string[]): Promise<number> {
  const parsed = parseInitArgs(args);
  if (!parsed.ok) {
    if (parsed.help) {
      console.log(USAGE);
      return 0;
    }
    console.error(`init: ${parsed.message}\n${USAGE}`);
    return 2;
  }
  const target = join(parsed.dir, "reviews.json");
  try {
    await Deno.mkdir(parsed.dir, { recursive: true });
    if (!await createFileExclusive(target, serializeReviewsFile(parsed.business, []))) {
      console.error(`init: ${target} already exists; nothing was changed (import reviews into it instead)`);
      return 1;
    }
  } catch (error) {
    console.error(`init: cannot write ${target}: ${(error as Error).message}`);
    return 1;
  }
  const { id, name, category } = parsed.business;
  console.log(`init: wrote ${target} for ${JSON.stringify(name)} (id ${id}, category ${category}, 0 reviews)`);
  console.log(`next: main.ts import --data ${parsed.dir} FILE...   then: main.ts serve --data ${parsed.dir}`);
  return 0;
}
