import { isUkPostcode, normalisePostcode } from '@courier/common/postcode';
import { describeRoute, estimateRouteField, estimateSourceField, routeOfJourney } from '@courier/common/quote/journey';
import {
  describeStops,
  emptyQuoteValues,
  fillTimeField,
  maxStops,
  type QuoteFieldName,
  ukToday,
  validateQuote,
} from '@courier/common/quote/quote-schema';
import { isVehicleType } from '@courier/common/vehicles';
import { type ChangeEvent, type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { clearDraft, type Figures, loadDraft, saveDraft } from './quote-draft';
import type { Estimate } from './route-estimate';
import { newSubmissionId, QuoteSendError, sendQuote, trackQuoteSubmitted } from './send-quote';
import { useRouteEstimate } from './use-route-estimate';

export type SubmitStatus = 'idle' | 'sending' | 'success' | 'error';

/** How long 'Sent!' stays before the button is ready for another request. */
const successResetMs = 2500;
/** How long the terms line shakes when it was not ticked. */
const termsShakeMs = 600;

export interface StopValue {
  id: number;
  location: string;
  postcode: string;
}

/** The result of the last send: the reference on success (when the server gave one), the reason on failure. */
export type SendMessage = { kind: 'success'; reference: string | null } | { kind: 'error'; text: string };

/**
 * Whether the distance and duration are the fresh estimate for the journey now entered, an
 * estimate for a journey since changed, the visitor's own figures, or nothing.
 */
export type FiguresState = 'fresh' | 'stale' | 'customer' | 'none';

type Values = Record<QuoteFieldName, string>;

const fieldNames = Object.keys(emptyQuoteValues);
const postcodeFields = new Set(['pickup_postcode', 'delivery_postcode']);
const figureFields = new Set(['distance_miles', 'duration_minutes']);
const noFigures: Figures = { source: '', route: '' };

/** Keeps only the form's own fields from values read off the page. */
function knownValues(values: Record<string, string> = {}): Partial<Values> {
  return Object.fromEntries(Object.entries(values).filter(([name]) => name in emptyQuoteValues));
}

/** Values the visitor changed from the empty form (what the prerendered form held before the code loaded). */
function changedValues(values: Partial<Values>): Partial<Values> {
  return Object.fromEntries(
    Object.entries(values).filter(([name, value]) => value !== emptyQuoteValues[name as QuoteFieldName]),
  );
}

export const stopFieldId = (n: number, part: 'location' | 'postcode') => `quote-stop_${n}_${part}`;
export const addStopButtonId = 'quote-add-stop';

export function useQuoteForm(initialValues?: Record<string, string>, pageOpenedAt?: number) {
  const [values, setValues] = useState<Values>(() => ({ ...emptyQuoteValues, ...knownValues(initialValues) }));
  const [stops, setStops] = useState<StopValue[]>([]);
  const [figures, setFigures] = useState<Figures>(noFigures);
  const figuresRef = useRef(figures);
  figuresRef.current = figures;
  const [submissionId, setSubmissionId] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<SubmitStatus>('idle');
  const [message, setMessage] = useState<SendMessage | null>(null);
  const [termsShaking, setTermsShaking] = useState(false);
  const [attempted, setAttempted] = useState(false);
  /** Postcode fields the visitor has left, by field name: only those get the "not a UK postcode" hint. */
  const [leftPostcodes, setLeftPostcodes] = useState<Set<string>>(() => new Set());
  const formRef = useRef<HTMLFormElement>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  const startedAt = useRef(Date.now());
  // The status in this render's closure lags behind a second submit in the same task; this does not.
  const sending = useRef(false);
  const nextStopId = useRef(1);
  /** The element to focus once React has rendered the change that made it (a new stop, the result). */
  const focusNext = useRef<string | null>(null);
  const draftRestored = useRef(false);
  // Set after mount: the prerendered HTML was made on another day than the visitor's.
  const [today, setToday] = useState('');
  // False while hydrating: text drawn from values the visitor typed before the code loaded must
  // match the prerendered HTML until then.
  const [mounted, setMounted] = useState(false);

  // After mount (the prerendered form has no draft and no ID): bring back the draft, keeping
  // anything typed before the code loaded, and give this filled form its submission ID.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, with the values read off the page
  useEffect(() => {
    setToday(ukToday());
    setMounted(true);
    // The server takes a form sent within seconds of appearing for a script's. A visitor who typed into the page
    // before this code arrived began at some point since it opened; one back from a reload or from /terms began
    // when the draft did.
    const typedEarly = Object.keys(changedValues(knownValues(initialValues))).length > 0;
    if (typedEarly && pageOpenedAt) startedAt.current = Math.min(startedAt.current, pageOpenedAt);
    const draft = loadDraft(fieldNames);
    if (draft) {
      setValues((v) => ({ ...v, ...knownValues(draft.values), ...changedValues(knownValues(initialValues)) }));
      setStops(draft.stops.map((stop) => ({ ...stop, id: nextStopId.current++ })));
      setFigures(draft.figures);
      if (draft.startedAt) startedAt.current = Math.min(startedAt.current, draft.startedAt);
    }
    setSubmissionId(draft?.submissionId || newSubmissionId());
    draftRestored.current = true;
  }, []);

  const vehicle = isVehicleType(values.vehicle_type) ? values.vehicle_type : '';
  const route = routeOfJourney({
    pickupPostcode: values.pickup_postcode,
    stopPostcodes: stops.map((s) => s.postcode),
    deliveryPostcode: values.delivery_postcode,
    isReturn: values.is_return === 'Yes',
    vehicle,
  });
  const routeDescription = route ? describeRoute(route) : null;

  const { calculating } = useRouteEstimate(
    route,
    useCallback((estimate: Estimate, forRoute: string) => {
      // The visitor's own figures stay until they clear them.
      if (figuresRef.current.source === 'customer') return;
      setValues((v) => ({
        ...v,
        distance_miles: String(estimate.distanceMiles),
        duration_minutes: String(estimate.durationMinutes),
      }));
      setFigures({ source: 'estimate', route: forRoute });
    }, []),
  );

  const figuresState: FiguresState =
    figures.source === 'customer'
      ? 'customer'
      : figures.source === 'estimate' && (values.distance_miles || values.duration_minutes)
        ? figures.route === routeDescription
          ? 'fresh'
          : 'stale'
        : 'none';

  // The draft follows every change; an untouched form leaves nothing behind.
  useEffect(() => {
    if (!draftRestored.current) return;
    const typed = Object.keys(changedValues(values)).length > 0 || stops.length > 0;
    if (!typed) return clearDraft();
    saveDraft({
      values,
      stops: stops.map(({ location, postcode }) => ({ location, postcode })),
      figures,
      submissionId,
      startedAt: startedAt.current,
    });
  }, [values, stops, figures, submissionId]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after the render that made the target
  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    const element = target === 'message' ? messageRef.current : document.getElementById(target);
    element?.focus();
  }, [stops, message]);

  /** Reads what the form would send: every named control, exactly as posted. */
  const formValues = (): Record<string, string> => {
    const form = formRef.current;
    if (!form) return {};
    const data = new FormData(form);
    return Object.fromEntries([...data.entries()].map(([k, v]) => [k, String(v)]));
  };

  // After a failed submit, messages follow the fields as the visitor fixes them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-validate whenever any value changes
  useEffect(() => {
    if (!attempted) return;
    const result = validateQuote(formValues(), ukToday());
    setErrors(result.ok ? {} : Object.fromEntries(result.errors.map((e) => [e.field, e.message])));
  }, [attempted, values, stops]);

  const setField = (name: QuoteFieldName, value: string) => {
    setValues((v) => {
      const next = { ...v, [name]: value };
      if (name === 'is_return') next.return_job = value;
      return next;
    });
    if (figureFields.has(name)) {
      const other = name === 'distance_miles' ? values.duration_minutes : values.distance_miles;
      // Typed or edited by hand: the visitor's own figures; both cleared: none.
      setFigures(value || other ? { source: 'customer', route: '' } : noFigures);
    }
    if (postcodeFields.has(name)) forgetLeft(name);
  };

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    const { name, value, type } = event.target;
    const checked = type === 'checkbox' ? (event.target as HTMLInputElement).checked : false;
    setField(name as QuoteFieldName, type === 'checkbox' ? (checked ? 'Yes' : '') : value);
  };

  const forgetLeft = (name: string) =>
    setLeftPostcodes((left) => {
      if (!left.has(name)) return left;
      const next = new Set(left);
      next.delete(name);
      return next;
    });
  const markLeft = (name: string) => setLeftPostcodes((left) => (left.has(name) ? left : new Set(left).add(name)));

  const onPostcodeBlur = (name: QuoteFieldName) => () => {
    if (!postcodeFields.has(name)) return;
    if (values[name]) setField(name, normalisePostcode(values[name]));
    markLeft(name);
  };

  /** A non-blocking hint for a postcode the visitor has left that is not UK-shaped (Europe jobs are fine). */
  const postcodeLooksForeign = (name: string, value: string) =>
    leftPostcodes.has(name) && value.trim() !== '' && !isUkPostcode(value);

  const addStop = () => {
    if (stops.length >= maxStops) return;
    focusNext.current = stopFieldId(stops.length + 1, 'location');
    setStops((s) => [...s, { id: nextStopId.current++, location: '', postcode: '' }]);
  };
  const removeStop = (id: number) => {
    const index = stops.findIndex((stop) => stop.id === id);
    if (index < 0) return;
    const left = stops.length - 1;
    // The stop that moves up into its place, else the one before it, else back to Add stop.
    focusNext.current =
      index < left ? stopFieldId(index + 1, 'location') : index > 0 ? stopFieldId(index, 'location') : addStopButtonId;
    setStops((s) => s.filter((stop) => stop.id !== id));
  };
  const updateStop = (id: number, part: 'location' | 'postcode', value: string) => {
    setStops((s) => s.map((stop) => (stop.id === id ? { ...stop, [part]: value } : stop)));
    if (part === 'postcode') forgetLeft(`stop-${id}`);
  };
  const normaliseStopPostcode = (id: number) => {
    setStops((s) =>
      s.map((stop) =>
        stop.id === id && stop.postcode ? { ...stop, postcode: normalisePostcode(stop.postcode) } : stop,
      ),
    );
    markLeft(`stop-${id}`);
  };

  const shakeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const shakeTerms = () => {
    // A second failed submit restarts the 600 ms rather than being cut short by the first timer.
    clearTimeout(shakeTimer.current);
    setTermsShaking(true);
    shakeTimer.current = setTimeout(() => setTermsShaking(false), termsShakeMs);
  };

  const reset = () => {
    setValues(emptyQuoteValues);
    setStops([]);
    setFigures(noFigures);
    setErrors({});
    setAttempted(false);
    setLeftPostcodes(new Set());
    // The next request is a new quote.
    setSubmissionId(newSubmissionId());
    clearDraft();
    startedAt.current = Date.now();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    const posted = formValues();
    const result = validateQuote(posted, ukToday());
    if (!result.ok) {
      setAttempted(true);
      setErrors(Object.fromEntries(result.errors.map((e) => [e.field, e.message])));
      setMessage(null);
      if (result.errors.some((e) => e.field === 'terms_agree')) shakeTerms();
      const first = result.errors[0]?.field;
      const field = first ? formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`) : null;
      // Bring the whole field (label included) clear of the sticky header, then focus it.
      field?.closest('.field, .terms')?.scrollIntoView({ block: 'center' });
      field?.focus({ preventScroll: true });
      return;
    }
    const data = new FormData(formRef.current as HTMLFormElement);
    data.set(fillTimeField, String(Math.round((Date.now() - startedAt.current) / 1000)));
    if (figuresState === 'stale') {
      // Figures for a journey since changed are never sent as this one's.
      data.set('distance_miles', '');
      data.set('duration_minutes', '');
    }
    sending.current = true;
    setStatus('sending');
    setMessage(null);
    try {
      const { reference } = await sendQuote(data);
      setStatus('success');
      setMessage({ kind: 'success', reference });
      trackQuoteSubmitted();
      reset();
      setTimeout(() => setStatus((s) => (s === 'success' ? 'idle' : s)), successResetMs);
    } catch (error) {
      setStatus('error');
      const reason = error instanceof QuoteSendError ? error.message : 'Something went wrong.';
      setMessage({ kind: 'error', text: reason });
    } finally {
      sending.current = false;
      focusNext.current = 'message';
    }
  };

  return {
    formRef,
    messageRef,
    values,
    stops,
    errors,
    status,
    message,
    termsShaking,
    calculating,
    figuresState,
    /** What the form posts about its figures (see common/src/quote/journey.ts). */
    estimateFields: {
      [estimateSourceField]: figuresState === 'fresh' ? 'estimate' : figuresState === 'customer' ? 'customer' : '',
      [estimateRouteField]: figuresState === 'fresh' ? figures.route : '',
    },
    /** The route the figures were estimated for, to name when they no longer match the journey. */
    figuresRoute: figures.route,
    submissionId,
    additionalStops: describeStops(stops.filter((s) => s.location || s.postcode)),
    today,
    mounted,
    postcodeLooksForeign,
    onChange,
    onPostcodeBlur,
    addStop,
    removeStop,
    updateStop,
    normaliseStopPostcode,
    onSubmit,
  };
}

export type QuoteFormState = ReturnType<typeof useQuoteForm>;
