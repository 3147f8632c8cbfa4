/**
 * What staff can say became of a lead, one row an outcome (issue 55 B, docs/decisions/067): its words, its reasons,
 * whether it settles the lead and whether it means the lead was given a price, how the report counts it and the
 * metric the claim function publishes. The lead page's form and check, the history's lines, the report, the CSV, the
 * dashboard and `npm run quotes -- outcome` are all made from this table; nothing else names an outcome. A new outcome
 * is a new row (and its words wherever docs list them): every consumer's test goes over the rows.
 *
 * The stored shape (the quote item's attributes, the history's record) is lambdas/src/quote/store/lead-outcome-item.ts;
 * the name of a row is what it stores, so a row is never renamed, only added.
 */

/** Why a lead came to an outcome: the lead page's reason field and note, for the outcomes that take them. */
export interface OutcomeReasons<Reason extends string = string> {
  /** The reason field's label on the lead page. */
  prompt: string;
  /** The note's label: a note goes with a reason, never alone. */
  notePrompt: string;
  /** Each reason as stored, in the form's order, with staff's words (the page, the history, `show`, CSV, report). */
  words: Record<Reason, string>;
}

export interface OutcomeRow {
  /** In staff's words: the history ("marked lost"), the current outcome ("Lost, marked by"), report, dashboard. */
  word: string;
  /** Its choice on the lead page's form. */
  choice: string;
  /** What it means, in `npm run quotes -- outcome`'s usage. */
  usage: string;
  /** Nothing more to do: the lead page leads with the outcome and asks nobody to call or take the lead over. */
  settles: boolean;
  /**
   * The lead was given a price: it sets `firstQuotedAt` when nothing set it before (a dispatcher who books straight
   * from the call still counts in time to quote, decision 042).
   */
  givesPrice: boolean;
  /**
   * How the report counts it in its column: `priced`, every lead ever given a price (`firstQuotedAt`: a lead quoted
   * then lost still counts), with the time to quote beside it; `latest`, the leads whose latest outcome it is.
   */
  report: 'priced' | 'latest';
  /**
   * What the owner calls won: the report's subject gives it beside the number of quotes, the held line beside those
   * claimed, and every breakdown's row as a share of its quotes ("booked per quote").
   */
  headline?: true;
  /** The claim function's count of leads marked so (lambdaMetrics, the dashboard's series). */
  metric: string;
  reasons?: OutcomeReasons;
}

/** The outcomes, in the order a lead moves through them: the form's, the report's columns', the dashboard's. */
export const leadOutcomeTable = {
  quoted: {
    word: 'quoted',
    choice: 'Quoted: they have a price',
    usage: 'the customer has a price',
    settles: false,
    givesPrice: true,
    report: 'priced',
    metric: 'lead_quoted',
  },
  booked: {
    word: 'booked',
    choice: 'Booked: it is a job',
    usage: 'it is a job',
    settles: true,
    givesPrice: true,
    report: 'latest',
    headline: true,
    metric: 'lead_booked',
  },
  lost: {
    word: 'lost',
    choice: 'Lost',
    usage: 'lost',
    settles: true,
    givesPrice: false,
    report: 'latest',
    metric: 'lead_lost',
    reasons: {
      prompt: 'If lost, why',
      notePrompt: 'Note, if lost (optional)',
      words: {
        price: 'price',
        vehicle: 'no vehicle or driver',
        timing: 'timing',
        no_reply: 'no reply',
        not_a_job: 'not a job',
        other: 'other',
      },
    },
  },
} as const satisfies Record<string, OutcomeRow>;

type Table = typeof leadOutcomeTable;

/** An outcome as stored. */
export type LeadOutcomeName = keyof Table;

/** Every outcome's name, in the table's order. */
export const leadOutcomes = Object.keys(leadOutcomeTable) as LeadOutcomeName[];

/** An outcome's row, read as any row (a consumer never asks which outcome it has). */
export const outcomeRow = (outcome: LeadOutcomeName): OutcomeRow => leadOutcomeTable[outcome];

/** The outcomes that take a reason (and a note). */
export type OutcomeWithReasons = {
  [K in LeadOutcomeName]: Table[K] extends { reasons: OutcomeReasons } ? K : never;
}[LeadOutcomeName];

/** The reasons one outcome takes, as stored. */
export type ReasonOf<K extends OutcomeWithReasons> = keyof Table[K]['reasons']['words'] & string;

/** Any outcome's reason, as stored. */
export type OutcomeReason = ReasonOf<OutcomeWithReasons>;

/** The outcomes whose rows take reasons, in the table's order. */
export const outcomesWithReasons = leadOutcomes.filter(
  (outcome): outcome is OutcomeWithReasons => outcomeRow(outcome).reasons !== undefined,
);

/** The outcomes the owner calls won (a `headline` row): the report's subject, held line and rate per quote give them. */
export type HeadlineOutcome = {
  [K in LeadOutcomeName]: Table[K] extends { headline: true } ? K : never;
}[LeadOutcomeName];

/** The headline outcomes, in the table's order. */
export const headlineOutcomes = leadOutcomes.filter(
  (outcome): outcome is HeadlineOutcome => outcomeRow(outcome).headline === true,
);

/** The reasons an outcome takes, as stored, in the form's order: none for most. */
export const reasonsOf = (outcome: LeadOutcomeName) =>
  Object.keys(outcomeRow(outcome).reasons?.words ?? {}) as OutcomeReason[];

/** A reason in staff's words, as its outcome's row says it (one its row does not have, as stored). */
export const reasonWords = (outcome: LeadOutcomeName, reason: OutcomeReason): string =>
  outcomeRow(outcome).reasons?.words[reason] ?? reason;

/** The outcomes' words, in the table's order: every outcome's unless some are given. */
export const wordsOf = (outcomes: readonly LeadOutcomeName[] = leadOutcomes) =>
  outcomes.map((outcome) => outcomeRow(outcome).word);

/** "quoted, booked or lost": a list as a sentence says it. */
export const listWords = (words: readonly string[], last: 'or' | 'and' = 'or') =>
  words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} ${last} ${words.at(-1)}`;

/** "Lost": an outcome's word at the start of a sentence. */
export const outcomeHeading = (outcome: LeadOutcomeName) => {
  const { word } = outcomeRow(outcome);
  return word.charAt(0).toUpperCase() + word.slice(1);
};
