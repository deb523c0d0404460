/** The eight search filters of `/api/reviews/search` as an accessible form (GET, so every search is a link). */
import type { Business } from "../model/mod.ts";
import { staffWords } from "./site.ts";

/** The filter values as the query string gave them (strings, possibly invalid), for refilling the form. */
export type FormValues = Readonly<Record<string, string | undefined>>;

function Select(
  { name, label, value, options }: {
    name: string;
    label: string;
    value: string | undefined;
    options: readonly Option[];
  },
) {
  const known = options.some(([v]) => v === (value ?? ""));
  return (
    <div>
      <label for={`f-${name}`}>{label}</label>
      <select id={`f-${name}`} name={name}>
        {options.map(([v, text]) => <option value={v} selected={v === (value ?? "")}>{text}</option>)}
        {known ? null : <option value={value} selected>{value}</option>}
      </select>
    </div>
  );
}

function Input(
  { name, label, value, type = "text", list }: {
    name: string;
    label: string;
    value: string | undefined;
    type?: string;
    list?: string;
  },
) {
  return (
    <div>
      <label for={`f-${name}`}>{label}</label>
      <input id={`f-${name}`} name={name} type={type} value={value ?? ""} list={list} />
    </div>
  );
}

type Option = readonly [string, string];
const STAR_OPTIONS: Option[] = [
  ["", "Any"],
  ...[5, 4, 3, 2, 1].map((n): Option => [String(n), `${n} ${n === 1 ? "star" : "stars"}`]),
];
const MIN_OPTIONS: Option[] = [["", "Any"], ...[4, 3, 2].map((n): Option => [String(n), `${n} stars or more`])];
const LIMIT_OPTIONS: Option[] = [["", "20"], ["10", "10"], ["50", "50"], ["100", "100"]];

export function SearchForm(
  { values, business, aspect }: { values: FormValues; business: Business; aspect?: string },
) {
  const staff = staffWords(business);
  return (
    <form class="search" method="get" action="/reviews" role="search" aria-label="Filter reviews">
      <Input name="query" label="Words in the review" value={values.query} type="search" />
      <Select name="rating" label="Rating" value={values.rating} options={STAR_OPTIONS} />
      <Select name="min_rating" label="Minimum rating" value={values.min_rating} options={MIN_OPTIONS} />
      <Input name="since" label="From date" value={values.since} type="date" />
      <Input name="until" label="To date" value={values.until} type="date" />
      <Input
        name="mentions_technician"
        label={`Mentions ${staff.one}`}
        value={values.mentions_technician}
        list="dl-staff"
      />
      <Input name="mentions_service" label="Mentions service" value={values.mentions_service} list="dl-services" />
      <Select name="limit" label="Reviews per page" value={values.limit} options={LIMIT_OPTIONS} />
      {aspect ? <input type="hidden" name="aspect" value={aspect} /> : null}
      <datalist id="dl-staff">{business.technicians.map((t) => <option value={t.name} />)}</datalist>
      <datalist id="dl-services">{business.services.map((s) => <option value={s.label} />)}</datalist>
      <div class="actions">
        <button type="submit">Show reviews</button>
        <a href="/reviews">Clear filters</a>
      </div>
    </form>
  );
}
