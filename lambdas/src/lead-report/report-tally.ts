import {
  type HeadlineOutcome,
  headlineOutcomes,
  type LeadOutcomeName,
  leadOutcomes,
} from '@courier/common/outcomes/lead-outcomes';

/**
 * The lead report's counting parts (lead-report.ts): a funnel's counts, groups of them by key cut to the top rows and
 * an "(other)" row, and a list that keeps only its first few by an order however many are offered. Each holds
 * counts, never the quotes, so a report of 100,000 quotes is added up a page of the scan at a time.
 */

/** How far a group of leads got: counted from each lead once, a count an outcome of the outcomes' table. */
export type Counts = { quotes: number; claimed: number } & Record<LeadOutcomeName, number>;

/** The counts in the report's order: the quotes, those claimed, then each outcome in the table's order. */
export const countNames: readonly (keyof Counts)[] = ['quotes', 'claimed', ...leadOutcomes];

/** `bookedPerQuote`: a headline outcome's share of a group's leads, 0 to 1 (0 for a group without quotes). */
export type Rates = { [K in HeadlineOutcome as `${K}PerQuote`]: number };

/** The name of a headline outcome's rate. */
export const rateOf = <K extends HeadlineOutcome>(outcome: K) => `${outcome}PerQuote` as const;

/** The counts, and each headline outcome per quote (booked per quote: the share of the group's leads that became jobs). */
export type Funnel = Counts & Rates;

/** One line of a breakdown: how far that group's leads got. */
export type FunnelRow = { key: string } & Funnel;

/** What a breakdown's rows beyond its top ones are summed into. */
export const otherKey = '(other)';

/** A breakdown shows its groups with the most leads, and one row for the rest: a flood of keys cannot lengthen it. */
export const topRowsShown = 10;

export const noCounts = (): Counts => Object.fromEntries(countNames.map((name) => [name, 0])) as Counts;

export const funnelOf = (counts: Counts): Funnel => {
  const rates = headlineOutcomes.map((outcome) => [
    rateOf(outcome),
    counts.quotes === 0 ? 0 : counts[outcome] / counts.quotes,
  ]);
  return { ...counts, ...(Object.fromEntries(rates) as Rates) };
};

function addCounts(into: Counts, more: Counts): void {
  for (const name of countNames) into[name] += more[name];
}

/** Counts per key, each lead added to its key's. */
export class Groups {
  readonly #counts = new Map<string, Counts>();

  add(key: string, lead: Counts): void {
    let counts = this.#counts.get(key);
    if (!counts) {
      counts = noCounts();
      this.#counts.set(key, counts);
    }
    addCounts(counts, lead);
  }

  /** Most leads first, then by key as code points (the same order on every machine); the rest in one "(other)" row. */
  topRows(limit = topRowsShown): FunnelRow[] {
    const rows = [...this.#counts]
      .map(([key, counts]) => ({ key, ...funnelOf(counts) }))
      .sort((a, b) => b.quotes - a.quotes || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    if (rows.length <= limit) return rows;
    const rest = noCounts();
    for (const row of rows.slice(limit)) addCounts(rest, row);
    return [...rows.slice(0, limit), { key: otherKey, ...funnelOf(rest) }];
  }

  /** Every key's row, in `order` (keys it does not name are left out). */
  rowsIn(order: readonly string[]): FunnelRow[] {
    return order.flatMap((key) => {
      const counts = this.#counts.get(key);
      return counts ? [{ key, ...funnelOf(counts) }] : [];
    });
  }
}

/** The first `limit` of everything offered, by `order`, and how many were offered: it never holds more than `limit`. */
export class FirstOf<T> {
  readonly #kept: T[] = [];
  readonly #limit: number;
  readonly #order: (a: T, b: T) => number;
  /** How many were offered. */
  total = 0;

  constructor(limit: number, order: (a: T, b: T) => number) {
    this.#limit = limit;
    this.#order = order;
  }

  offer(item: T): void {
    this.total += 1;
    const kept = this.#kept;
    const last = kept.at(-1);
    if (kept.length >= this.#limit) {
      if (last === undefined || this.#order(item, last) >= 0) return;
      kept.pop();
    }
    // Kept in order: its place found from the end (a scan offers them in no order, but the list is short).
    let at = kept.length;
    while (at > 0 && this.#order(item, kept[at - 1] as T) < 0) at -= 1;
    kept.splice(at, 0, item);
  }

  get items(): readonly T[] {
    return this.#kept;
  }
}
