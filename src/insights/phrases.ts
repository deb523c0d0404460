/**
 * Token-sequence phrase matching. Cue phrases are written as patterns such as `"{arrived|showed up} on time"`
 * (`{a|b}` = alternatives, `*` = any one word) and expanded once into token sequences indexed by their first
 * word, so matching a review costs one map lookup per token instead of one regex per phrase.
 */
import { intern } from "./intern.ts";

/** Any one word. */
export const ANY = "*";

/** One expanded phrase and what it stands for. */
export interface PhraseEntry<T> {
  readonly words: readonly string[];
  readonly value: T;
}

/** Expands `{a|b c} d` into `["a d", "b c d"]`, each as a word list. Alternatives may be empty: `{very |}good`. */
export function expandPattern(pattern: string): string[][] {
  const open = pattern.indexOf("{");
  if (open < 0) return [pattern.split(/[\s-]+/).filter((word) => word.length > 0)];
  const close = pattern.indexOf("}", open);
  if (close < 0) throw new Error(`unbalanced braces in cue pattern: ${pattern}`);
  const head = pattern.slice(0, open);
  const tail = pattern.slice(close + 1);
  return pattern.slice(open + 1, close).split("|").flatMap((alternative) => expandPattern(head + alternative + tail));
}

/** The key a token is looked up by: amounts of money all read as "$". */
export function tokenKey(token: string): string {
  return token.charCodeAt(0) === 36 ? "$" : token;
}

/** Phrases indexed by first word; at each first word the longest phrases come first. */
export class PhraseIndex<T> {
  readonly #byFirst = new Map<string, PhraseEntry<T>[]>();

  /** Adds every expansion of `pattern` with `value`. */
  add(pattern: string, value: T): void {
    for (const expanded of expandPattern(pattern.toLowerCase())) {
      if (expanded.length === 0) continue;
      // The tokenizer's shared strings, so matching a review's tokens against them compares pointers.
      const words = expanded.map(intern);
      if (words[0] === ANY) throw new Error(`a cue pattern cannot start with a wildcard: ${pattern}`);
      const list = this.#byFirst.get(words[0]);
      const entry = { words, value };
      if (list) list.push(entry);
      else this.#byFirst.set(words[0], [entry]);
    }
  }

  /**
   * Sorts each bucket by `order`, then longest first, then by `tie`; call once after the last `add`.
   */
  seal(order: (a: T, b: T) => number = () => 0, tie: (a: T, b: T) => number = () => 0): this {
    for (const list of this.#byFirst.values()) {
      list.sort((a, b) => order(a.value, b.value) || b.words.length - a.words.length || tie(a.value, b.value));
    }
    return this;
  }

  /** The phrases whose first word is `word`, or undefined. */
  candidates(word: string): readonly PhraseEntry<T>[] | undefined {
    return this.#byFirst.get(word);
  }

  /** The first words phrases start with. */
  firstWords(): IterableIterator<string> {
    return this.#byFirst.keys();
  }

  /** Every phrase, for inspection and tests. */
  entries(): PhraseEntry<T>[] {
    return [...this.#byFirst.values()].flat();
  }
}

/**
 * Whether `entry` matches the words starting at `at`: every word equal (or `*`), all within `limit` and all of
 * kind word (`kinds[i] === 0`), so a phrase never spans a clause break.
 */
export function matchesAt<T>(
  entry: PhraseEntry<T>,
  tokens: readonly string[],
  kinds: Uint8Array,
  at: number,
  limit: number,
): boolean {
  const words = entry.words;
  if (at + words.length > limit) return false;
  for (let k = 1; k < words.length; k++) {
    const i = at + k;
    if (kinds[i] !== 0) return false;
    const word = words[k];
    if (word !== ANY && word !== tokenKey(tokens[i])) return false;
  }
  return true;
}
