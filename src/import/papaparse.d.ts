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
}

declare const Papa: {
  parse<T>(text: string, config: ParseConfig<T> & { step: (result: ParseResult<T>) => void }): void;
  parse<T>(text: string, config?: ParseConfig<T>): ParseResult<T[]>;
};
export default Papa;
