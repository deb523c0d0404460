/** The kinds of token text.ts yields, in their own module so the clause pass can read them too. */

/** Token kinds. */
export const WORD = 0;
/** A clause break inside a sentence: `,` `;` `:` `(` `)` or a dash. */
export const CLAUSE_BREAK = 1;
/** A sentence break: `.` `!` `?` or a line break. */
export const SENTENCE_BREAK = 2;
