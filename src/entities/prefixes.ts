/**
 * What a match of a regular expression source can begin with, for the small dialect the entity lexicons are written
 * in: literals, `\`-escaped punctuation, `\d`, `\b`, plain character classes, groups `(?:)` and `(?i:)` (no
 * capture groups), lookaround, alternation and the quantifiers `? * + {n,m}`. The answer is a set of strings of at most
 * {@link PREFIX_LENGTH} folded characters (see {@link foldCode}) such that every match, folded, starts with one of
 * them. Whatever lies outside the dialect (`\s`, `.`, `\p{...}`) ends a prefix where it stands; a source that can
 * match the empty string, or whose first character is outside the dialect, gives null.
 */

/** How many characters a prefix looks ahead: enough to tell "the clog" from "the". */
export const PREFIX_LENGTH = 8;

/** Most prefixes kept per step; past it, prefixes end where they stand (still a correct answer, a looser one). */
const MAX_PREFIXES = 4096;

/**
 * A character as prefixes compare it: ASCII capitals lowercase, "ſ" (U+017F) as "s" and the Kelvin sign (U+212A)
 * as "k" (the only characters outside ASCII that the `iu` flags fold to ASCII letters), anything else as itself.
 */
export function foldCode(code: number): number {
  if (code >= 65 && code <= 90) return code + 32;
  if (code === 0x17f) return 115;
  if (code === 0x212a) return 107;
  return code;
}

/**
 * Prefixes such that every match of `source` (under the `u` flag, and `i` when `ignoreCase`), folded with
 * {@link foldCode}, starts with one of them; null when none can be said.
 */
export function matchPrefixes(source: string, ignoreCase: boolean): Set<string> | null {
  try {
    const parser = new Parser(source);
    const node = parser.alternation(ignoreCase);
    if (parser.at !== source.length) return null;
    const prefixes = new Set<string>();
    for (const { text } of startsOf(node)) {
      // An empty prefix says nothing: the source can match empty, or starts outside the dialect.
      if (text === "") return null;
      prefixes.add(text);
    }
    return prefixes;
  } catch (error) {
    if (error instanceof Unknown) return null;
    throw error;
  }
}

/** A parsed source: one character out of a set (folded), no character, a sequence, a choice, a repetition. */
type Node =
  | { readonly kind: "chars"; readonly chars: readonly string[] }
  | { readonly kind: "empty" }
  | { readonly kind: "seq"; readonly items: readonly Node[] }
  | { readonly kind: "alt"; readonly options: readonly Node[] }
  | { readonly kind: "repeat"; readonly item: Node; readonly min: number }
  | { readonly kind: "unknown" };

/** Thrown for syntax outside the dialect whose extent cannot be told; {@link matchPrefixes} returns null. */
class Unknown extends Error {}

const EMPTY: Node = { kind: "empty" };
const UNKNOWN: Node = { kind: "unknown" };

/** A literal character, folded; a surrogate, or under `i` a cased letter outside ASCII, is not followed. */
function literal(char: string, ignoreCase: boolean): Node {
  const code = char.charCodeAt(0);
  if (code >= 0xd800 && code <= 0xdfff) return UNKNOWN;
  if (ignoreCase && code > 127 && char.toLowerCase() !== char.toUpperCase()) return UNKNOWN;
  return { kind: "chars", chars: [String.fromCharCode(foldCode(code))] };
}

/** Punctuation a backslash makes literal. */
const LITERAL_ESCAPES = new Set([..."/\\.-*+?()[]{}|^$ '\"&,:;!#%=<>@`~_"]);

class Parser {
  at = 0;
  constructor(readonly source: string) {}

  alternation(ignoreCase: boolean): Node {
    const options = [this.sequence(ignoreCase)];
    while (this.source[this.at] === "|") {
      this.at++;
      options.push(this.sequence(ignoreCase));
    }
    return options.length === 1 ? options[0] : { kind: "alt", options };
  }

  sequence(ignoreCase: boolean): Node {
    const items: Node[] = [];
    while (this.at < this.source.length && this.source[this.at] !== "|" && this.source[this.at] !== ")") {
      items.push(this.quantified(ignoreCase));
    }
    return { kind: "seq", items };
  }

  quantified(ignoreCase: boolean): Node {
    const item = this.atom(ignoreCase);
    const next = this.source[this.at];
    if (next === "?" || next === "*" || next === "+") {
      this.at++;
      // A lazy quantifier ("??", "+?") matches the same strings.
      if (this.source[this.at] === "?") this.at++;
      return next === "?"
        ? { kind: "alt", options: [EMPTY, item] }
        : { kind: "repeat", item, min: next === "*" ? 0 : 1 };
    }
    if (next === "{") {
      const match = /^\{(\d+)(,\d*)?\}\??/.exec(this.source.slice(this.at));
      if (!match) throw new Unknown();
      this.at += match[0].length;
      // {n,m} with n ≥ 1 read as "one or more": more strings than it matches, which a prefix may promise.
      return { kind: "repeat", item, min: Number(match[1]) === 0 ? 0 : 1 };
    }
    return item;
  }

  atom(ignoreCase: boolean): Node {
    const { source } = this;
    const char = source[this.at];
    if (char === "(") {
      // No capture groups: callers number an alternative's group by its place, one group per alternative.
      const head = /^\((\?:|\?i:|\?<!|\?<=|\?!|\?=)/.exec(source.slice(this.at));
      if (!head) throw new Unknown();
      this.at += head[0].length;
      const inner = this.alternation(ignoreCase || head[1] === "?i:");
      if (source[this.at] !== ")") throw new Unknown();
      this.at++;
      // A lookaround matches no character of its own.
      return head[1].startsWith("?<") || head[1] === "?!" || head[1] === "?=" ? EMPTY : inner;
    }
    if (char === "\\") {
      const escaped = source[this.at + 1];
      this.at += 2;
      if (escaped === "b" || escaped === "B") return EMPTY;
      if (escaped === "d") return { kind: "chars", chars: [..."0123456789"] };
      if (escaped !== undefined && LITERAL_ESCAPES.has(escaped)) return literal(escaped, ignoreCase);
      // \s, \w, \p{...}: a prefix ends there.
      if ((escaped === "p" || escaped === "P") && source[this.at] === "{") {
        const close = source.indexOf("}", this.at);
        if (close < 0) throw new Unknown();
        this.at = close + 1;
      }
      return UNKNOWN;
    }
    if (char === "[") return this.characterClass(ignoreCase);
    if (char === undefined || "^$|)?*+{}".includes(char)) throw new Unknown();
    this.at++;
    return char === "." ? UNKNOWN : literal(char, ignoreCase);
  }

  /** A class of literal characters and ranges; a fancier one (negated, escapes) ends a prefix. */
  characterClass(ignoreCase: boolean): Node {
    const end = this.source.indexOf("]", this.at + 1);
    if (end < 0) throw new Unknown();
    const body = this.source.slice(this.at + 1, end);
    this.at = end + 1;
    if (body === "" || /[\\^[]/.test(body)) throw new Unknown();
    const chars = new Set<string>();
    for (let i = 0; i < body.length; i++) {
      const from = body.charCodeAt(i);
      let to = from;
      if (body[i + 1] === "-" && i + 2 < body.length) {
        to = body.charCodeAt(i + 2);
        i += 2;
      }
      if (to < from || to - from > 128) return UNKNOWN;
      for (let code = from; code <= to; code++) {
        const folded = literal(String.fromCharCode(code), ignoreCase);
        if (folded.kind !== "chars") return UNKNOWN;
        chars.add(folded.chars[0]);
      }
    }
    return { kind: "chars", chars: [...chars] };
  }
}

/**
 * A prefix: `text` matched so far; `complete` when the match can end right there (so what follows in a sequence
 * continues it), false when it was cut (at {@link PREFIX_LENGTH}, or at something outside the dialect).
 */
interface Prefix {
  readonly text: string;
  readonly complete: boolean;
}

function unique(prefixes: Iterable<Prefix>): Prefix[] {
  const seen = new Map<string, Prefix>();
  for (const prefix of prefixes) seen.set(`${prefix.complete ? 1 : 0}${prefix.text}`, prefix);
  return [...seen.values()];
}

/** The prefixes of the strings `node` matches. */
function startsOf(node: Node): Prefix[] {
  switch (node.kind) {
    case "chars":
      return node.chars.map((text) => ({ text, complete: true }));
    case "empty":
      return [{ text: "", complete: true }];
    case "unknown":
      return [{ text: "", complete: false }];
    case "alt":
      return unique(node.options.flatMap(startsOf));
    case "seq": {
      let prefixes: Prefix[] = [{ text: "", complete: true }];
      for (const item of node.items) {
        // Once no prefix can grow, what follows cannot change them.
        if (!prefixes.some((prefix) => prefix.complete)) break;
        prefixes = concat(prefixes, startsOf(item));
      }
      return prefixes;
    }
    case "repeat": {
      // x* is "" | x | xx | ..., grown until no prefix changes; x+ is the same less "".
      const once = startsOf(node.item);
      let prefixes = unique([...(node.min === 0 ? [{ text: "", complete: true }] : []), ...once]);
      for (let round = 0; round <= PREFIX_LENGTH; round++) {
        const next = unique([...prefixes, ...concat(prefixes, once)]);
        if (next.length === prefixes.length) break;
        prefixes = next;
      }
      return prefixes;
    }
  }
}

/** Each head followed by each tail, cut to {@link PREFIX_LENGTH}; heads that cannot grow stay as they are. */
function concat(heads: readonly Prefix[], tails: readonly Prefix[]): Prefix[] {
  const growing = heads.filter((head) => head.complete).length;
  if (growing * tails.length > MAX_PREFIXES) return heads.map((head) => ({ text: head.text, complete: false }));
  const out: Prefix[] = [];
  for (const head of heads) {
    if (!head.complete) {
      out.push(head);
      continue;
    }
    for (const tail of tails) {
      const text = head.text + tail.text;
      out.push(
        text.length >= PREFIX_LENGTH
          ? { text: text.slice(0, PREFIX_LENGTH), complete: false }
          : { text, complete: tail.complete },
      );
    }
  }
  return unique(out);
}
