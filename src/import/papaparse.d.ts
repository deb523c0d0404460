// The part of Papa Parse's API the CSV import uses. Declared here rather than through `@types/papaparse`, which would
// put @types/papaparse and @types/node into the runtime lockfile (and every cold start's downloads) for types alone.

export interface ParseError {
  row?: number;
  code?: string;
  message: string;
}

export interface ParseResult<T> {
  data: T;
  errors: ParseError[];
  meta: { cursor: number; delimiter?: string; linebreak?: string };
}

export interface ParseConfig<T> {
  skipEmptyLines?: boolean | "greedy";
  delimitersToGuess?: string[];
  delimiter?: string;
  newline?: string;
  preview?: number;
  step?: (result: ParseResult<T>) => void;
  /** With `chunk`: how many characters Papa Parse reads at a time (rows straddling chunks are joined). */
  chunkSize?: number;
  chunk?: (result: ParseResult<T[]>, parser: { abort(): void }) => void;
}

declare const Papa: {
  parse<T>(text: string, config: ParseConfig<T> & { step: (result: ParseResult<T>) => void }): void;
  parse<T>(
    text: string,
    config: ParseConfig<T> & { chunk: (result: ParseResult<T[]>, parser: { abort(): void }) => void },
  ): void;
  parse<T>(text: string, config?: ParseConfig<T>): ParseResult<T[]>;
};
export default Papa;
