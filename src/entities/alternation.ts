/**
 * An alternation of regex sources, found exactly as one global regex `before(?:(a)|(b)|...)after` finds them (by
 * default on word boundaries: `(?<![\p{L}\p{N}])` and `(?![\p{L}\p{N}])`), but cheaper for a long list (the
 * services' cue phrases, the technicians' name forms, the home-services problems). One regex of what the
 * alternatives can begin with (prefixes.ts: up to eight folded characters, written as a trie) finds the places where
 * some alternative can begin; there a walk of the same trie picks the few alternatives that can, and a sticky regex
 * of just those, in their order, decides. Before, the regex engine tried each of a hundred alternatives at every word
 * start (profiled: the services' alternation was a sixth of a review's analysis). When an alternative's beginning is
 * unknown, the one global regex is used.
 */
import { foldCode, matchPrefixes } from "./prefixes.ts";

/** Called per match with the alternative's index and the match's span. */
export type MatchVisitor = (alternative: number, start: number, end: number) => void;

/** A compiled alternation; see {@link compileAlternation}. */
export interface Alternation {
  /** Whether matches are found through the prefixes (false: one global regex). */
  readonly dispatched: boolean;
  /** Visits the matches in `text` in order, as `text.matchAll` of the bounded alternation would find them. */
  forEach(text: string, visit: MatchVisitor): void;
}

const NOT_AFTER_WORD = "(?<![\\p{L}\\p{N}])";
const NOT_BEFORE_WORD = "(?![\\p{L}\\p{N}])";
/** Word boundaries that also hold next to non-word characters such as "24/7" or "a/c". */
export const bounded = (source: string) => `${NOT_AFTER_WORD}(?:${source})${NOT_BEFORE_WORD}`;

/** How an alternation is matched: its regex flags (besides `g`/`y`) and what must hold before and after a match. */
export interface MatchRules {
  readonly flags: string;
  /** A lookbehind (or ""), tested before the alternatives. */
  readonly before: string;
  /** A lookahead (or ""), tested after the alternative that matched. */
  readonly after: string;
}

/** Case-insensitive (`i`) or not, on the word boundaries of {@link bounded}. */
export const onWordBoundaries = (flags: "" | "i"): MatchRules => ({
  flags: `${flags}u`,
  before: NOT_AFTER_WORD,
  after: NOT_BEFORE_WORD,
});

const sourceOf = (rules: MatchRules, alternatives: string) => `${rules.before}(?:${alternatives})${rules.after}`;

/** A sticky regex of some alternatives; capture group g + 1 is alternative `alternatives[g]`. */
interface Part {
  readonly pattern: RegExp;
  readonly alternatives: readonly number[];
}

/** A trie node while building: the folded characters that may follow, and the alternatives a prefix ends at here. */
interface TrieNode {
  readonly next: Map<number, TrieNode>;
  readonly reached: Set<number>;
}

const trieNode = (): TrieNode => ({ next: new Map(), reached: new Set() });

/** Alternatives from which the prefix dispatch pays (measured: 13 towns no, 30 name forms and 120 cues yes). */
export const DISPATCH_FROM = 20;

/**
 * Compiles `sources` (regex sources without capture groups of their own) to be matched by `rules`; through the
 * prefixes from `dispatchFrom` alternatives on.
 */
export function compileAlternation(
  sources: readonly string[],
  rules: MatchRules,
  dispatchFrom = DISPATCH_FROM,
): Alternation {
  // A short list (a dozen towns) is as fast as one regex: the engine skips to the few letters they begin with.
  // Built on first use (a few milliseconds): a start with current insights may never detect mentions.
  let built: Alternation | null = null;
  const build = () =>
    built ??= (sources.length >= dispatchFrom ? dispatched(sources, rules) : null) ?? whole(sources, rules);
  return {
    get dispatched() {
      return build().dispatched;
    },
    forEach: (text, visit) => build().forEach(text, visit),
  };
}

/** The plain global regex of all alternatives. */
function whole(sources: readonly string[], rules: MatchRules): Alternation {
  const pattern = new RegExp(sourceOf(rules, sources.map((source) => `(${source})`).join("|")), `${rules.flags}g`);
  const unicode = rules.flags.includes("u");
  return {
    dispatched: false,
    // `exec` on the one regex, not `matchAll`, which clones it per call; an empty match steps on as matchAll does.
    forEach(text, visit) {
      pattern.lastIndex = 0;
      for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
        const end = match.index + match[0].length;
        if (end === match.index) pattern.lastIndex = stepOn(text, end, unicode);
        visit(capturedGroup(match) - 1, match.index, end);
      }
    },
  };
}

/** The index after `at`: a whole surrogate pair under `u` (the spec's AdvanceStringIndex). */
function stepOn(text: string, at: number, unicode: boolean): number {
  if (!unicode || at + 1 >= text.length) return at + 1;
  const code = text.charCodeAt(at);
  const next = text.charCodeAt(at + 1);
  return code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff ? at + 2 : at + 1;
}

function dispatched(sources: readonly string[], rules: MatchRules): Alternation | null {
  const root = trieNode();
  for (let alternative = 0; alternative < sources.length; alternative++) {
    const prefixes = matchPrefixes(sources[alternative], rules.flags.includes("i"));
    if (prefixes === null) return null;
    for (const prefix of prefixes) {
      let node = root;
      for (let i = 0; i < prefix.length; i++) {
        const code = prefix.charCodeAt(i);
        let next = node.next.get(code);
        if (!next) node.next.set(code, next = trieNode());
        node = next;
      }
      node.reached.add(alternative);
    }
  }
  // The trie as a table: state × ASCII character → next state (0: none), other characters in a map per state.
  const nodes: TrieNode[] = [];
  const number = new Map<TrieNode, number>();
  const order = (node: TrieNode) => {
    number.set(node, nodes.length);
    nodes.push(node);
    for (const child of node.next.values()) order(child);
  };
  order(root);
  const ascii = new Int32Array(nodes.length * 128);
  const other: Array<Map<number, number> | undefined> = nodes.map(() => undefined);
  // A state's alternatives: those with a prefix that ends at it or above it, in their order.
  const stateAlternatives: Array<readonly number[]> = nodes.map(() => []);
  const fill = (node: TrieNode, above: readonly number[]) => {
    const state = number.get(node)!;
    const alternatives = node.reached.size === 0
      ? above
      : [...new Set([...above, ...node.reached])].sort((a, b) => a - b);
    stateAlternatives[state] = alternatives;
    for (const [code, child] of node.next) {
      if (code < 128) ascii[state * 128 + code] = number.get(child)!;
      else (other[state] ??= new Map()).set(code, number.get(child)!);
      fill(child, alternatives);
    }
  };
  fill(root, []);
  // The sticky regexes are made on first use (most states are never reached), one per set of alternatives.
  const statePart: Array<Part | null | undefined> = nodes.map(() => undefined);
  const parts = new Map<string, Part>();
  const partOf = (state: number): Part | null => {
    const alternatives = stateAlternatives[state];
    if (alternatives.length === 0) return null;
    const key = alternatives.join(",");
    let part = parts.get(key);
    if (!part) {
      const source = sourceOf(rules, alternatives.map((alternative) => `(${sources[alternative]})`).join("|"));
      part = { pattern: new RegExp(source, `${rules.flags}y`), alternatives };
      parts.set(key, part);
    }
    return part;
  };
  // One regex of every prefix, the trie written out ("a(?:c|ir)|f..."): the regex engine finds the next place where
  // some alternative can begin far faster than a loop in JavaScript could, and tries one letter there, not a hundred
  // alternatives. Case-insensitive, the folded prefixes match every case the alternatives may match, and more.
  const unicode = rules.flags.includes("u");
  const exact = new RegExp(`${rules.before}(?i:${trieSource(root, false)})`, unicode ? "gu" : "g");
  // Quicker still (about 0.6x the time) without Unicode: `\b` before an ASCII letter or digit holds wherever the
  // word boundary does, except after "_"; and without `u`, "ſ" and the Kelvin sign fold to nothing, so they are
  // written out. A text with "_", "ſ" or "K" takes the exact regex.
  const quick = unicode && rules.before === NOT_AFTER_WORD &&
      [...root.next.keys()].every((code) => (code >= 97 && code <= 122) || (code >= 48 && code <= 57))
    ? new RegExp(`\\b(?:${trieSource(root, true)})`, "gi")
    : null;
  return {
    dispatched: true,
    forEach(text, visit) {
      const length = text.length;
      const starts = quick !== null && !QUICK_MISSES.test(text) ? quick : exact;
      starts.lastIndex = 0;
      for (;;) {
        const found = starts.exec(text);
        if (found === null) return;
        const at = found.index;
        let state = 0;
        for (let i = at; i < length; i++) {
          const folded = foldCode(text.charCodeAt(i));
          const next = folded < 128 ? ascii[state * 128 + folded] : (other[state]?.get(folded) ?? 0);
          if (next === 0) break;
          state = next;
        }
        let part = statePart[state];
        if (part === undefined) part = statePart[state] = partOf(state);
        if (part !== null) {
          part.pattern.lastIndex = at;
          const match = part.pattern.exec(text);
          if (match !== null) {
            const end = at + match[0].length;
            visit(part.alternatives[capturedGroup(match) - 1], at, end);
            // No alternative matches empty (matchPrefixes): the search goes on from the match's end, as a global regex.
            starts.lastIndex = end;
            continue;
          }
        }
        starts.lastIndex = at + 1;
      }
    },
  };
}

/** Characters after or at which the quick search (no `u`, `\b`) could miss a place the exact one finds. */
const QUICK_MISSES = /[_\u017f\u212a]/;

/**
 * The trie below `node` as a regex source: each prefix, with shared beginnings written once. `withoutUnicode`
 * writes "s" and "k" as classes with the characters that fold to them under `iu` only.
 */
function trieSource(node: TrieNode, withoutUnicode: boolean): string {
  const branches = [...node.next].map(([code, child]) => {
    const char = String.fromCharCode(code);
    const literal = withoutUnicode && char === "s"
      ? "[s\u017f]"
      : withoutUnicode && char === "k"
      ? "[k\u212a]"
      : /[\^$\\.*+?()[\]{}|\/]/.test(char)
      ? `\\${char}`
      : char;
    // A prefix that ends here needs nothing after it; the longer ones below it are then not needed either.
    return child.reached.size > 0 || child.next.size === 0 ? literal : `${literal}${trieSource(child, withoutUnicode)}`;
  });
  return branches.length === 1 ? branches[0] : `(?:${branches.join("|")})`;
}

/** The number of the capture group that took part in `match`. */
function capturedGroup(match: RegExpExecArray | RegExpMatchArray): number {
  for (let group = 1; group < match.length; group++) if (match[group] !== undefined) return group;
  return -1;
}
