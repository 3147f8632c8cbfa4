import { type EstimateSource, submissionIdPattern } from '@courier/common/quote/journey';
import { maxStops } from '@courier/common/quote/quote-fields';

/** Where the half-filled form waits while the visitor reloads or reads /terms; this tab only. */
export const draftKey = 'quote-form-draft';

/** The sources the form itself gives its figures: /api/eta's, exact or approximate (visitors no longer type them). */
const estimatedSources = ['estimate', 'approximate'] as const satisfies readonly EstimateSource[];

/** Where the distance and duration came from: `route` is the estimated route's description. */
export interface Figures {
  source: (typeof estimatedSources)[number] | '';
  route: string;
}

/** Filled by /api/eta, exact or approximate. */
export const isEstimated = (figures: Figures) => figures.source !== '';

/** What is kept of a half-filled form: the visitor's answers, never the honeypot. */
export interface QuoteDraft {
  values: Record<string, string>;
  stops: { location: string; postcode: string }[];
  figures: Figures;
  submissionId: string;
  /** When the visitor began this form (epoch ms; 0 when unknown): the fill time spans reloads. */
  startedAt: number;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length <= 4000;
const isPastTime = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 && value <= Date.now();

/** The saved draft, checked field by field (storage is the visitor's to edit); null when there is none. */
export function loadDraft(knownFields: readonly string[]): QuoteDraft | null {
  let raw: unknown;
  try {
    raw = JSON.parse(sessionStorage.getItem(draftKey) ?? 'null');
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null) return null;
  const draft = raw as Partial<Record<keyof QuoteDraft, unknown>>;
  const values = typeof draft.values === 'object' && draft.values !== null ? draft.values : {};
  const stops = Array.isArray(draft.stops) ? draft.stops.slice(0, maxStops) : [];
  const figures = (draft.figures ?? {}) as Partial<Record<keyof Figures, unknown>>;
  // A draft from before the figures were read-only may say `customer`: those figures are dropped, not posted as ours.
  const source = estimatedSources.find((known) => known === figures.source) ?? '';
  return {
    values: Object.fromEntries(
      Object.entries(values).filter(([name, value]) => knownFields.includes(name) && isText(value)),
    ),
    stops: stops.map((stop) => ({
      location: isText(stop?.location) ? stop.location : '',
      postcode: isText(stop?.postcode) ? stop.postcode : '',
    })),
    figures: { source, route: isEstimated({ source, route: '' }) && isText(figures.route) ? figures.route : '' },
    submissionId: isText(draft.submissionId) && submissionIdPattern.test(draft.submissionId) ? draft.submissionId : '',
    startedAt: isPastTime(draft.startedAt) ? draft.startedAt : 0,
  };
}

/** Storage can be full or switched off: the form works the same, only without a draft. */
export function saveDraft(draft: QuoteDraft): void {
  try {
    sessionStorage.setItem(draftKey, JSON.stringify(draft));
  } catch {}
}

export function clearDraft(): void {
  try {
    sessionStorage.removeItem(draftKey);
  } catch {}
}
