import { normalisePostcode } from '@courier/common/postcode';
import {
  describeStops,
  emptyQuoteValues,
  fillTimeField,
  maxStops,
  type QuoteFieldName,
  ukToday,
  validateQuote,
} from '@courier/common/quote/quote-schema';
import { type ChangeEvent, type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import type { Estimate } from './route-estimate';
import { QuoteSendError, sendQuote, trackQuoteSubmitted } from './send-quote';
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

type Values = Record<QuoteFieldName, string>;

const postcodeFields = new Set(['pickup_postcode', 'delivery_postcode']);

/** Keeps only the form's own fields from values read off the page. */
function knownValues(values: Record<string, string> = {}): Partial<Values> {
  return Object.fromEntries(Object.entries(values).filter(([name]) => name in emptyQuoteValues));
}

export function useQuoteForm(initialValues?: Record<string, string>) {
  const [values, setValues] = useState<Values>(() => ({ ...emptyQuoteValues, ...knownValues(initialValues) }));
  const [stops, setStops] = useState<StopValue[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<SubmitStatus>('idle');
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [termsShaking, setTermsShaking] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const startedAt = useRef(Date.now());
  // The status in this render's closure lags behind a second submit in the same task; this does not.
  const sending = useRef(false);
  const nextStopId = useRef(1);
  // Set after mount: the prerendered HTML was made on another day than the visitor's.
  const [today, setToday] = useState('');
  useEffect(() => setToday(ukToday()), []);

  const { calculating } = useRouteEstimate(
    {
      pickupPostcode: values.pickup_postcode,
      stopPostcodes: stops.map((s) => s.postcode),
      deliveryPostcode: values.delivery_postcode,
      isReturn: values.is_return === 'Yes',
    },
    useCallback((estimate: Estimate) => {
      setValues((v) => ({
        ...v,
        distance_miles: String(estimate.distanceMiles),
        duration_minutes: String(estimate.durationMinutes),
      }));
    }, []),
  );

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
  };

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    const { name, value, type } = event.target;
    const checked = type === 'checkbox' ? (event.target as HTMLInputElement).checked : false;
    setField(name as QuoteFieldName, type === 'checkbox' ? (checked ? 'Yes' : '') : value);
  };

  const onPostcodeBlur = (name: QuoteFieldName) => () => {
    if (postcodeFields.has(name) && values[name]) setField(name, normalisePostcode(values[name]));
  };

  const addStop = () => {
    if (stops.length >= maxStops) return;
    setStops((s) => [...s, { id: nextStopId.current++, location: '', postcode: '' }]);
  };
  const removeStop = (id: number) => setStops((s) => s.filter((stop) => stop.id !== id));
  const updateStop = (id: number, part: 'location' | 'postcode', value: string) =>
    setStops((s) => s.map((stop) => (stop.id === id ? { ...stop, [part]: value } : stop)));
  const normaliseStopPostcode = (id: number) =>
    setStops((s) =>
      s.map((stop) =>
        stop.id === id && stop.postcode ? { ...stop, postcode: normalisePostcode(stop.postcode) } : stop,
      ),
    );

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
    setErrors({});
    setAttempted(false);
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
    sending.current = true;
    setStatus('sending');
    setMessage(null);
    try {
      await sendQuote(data);
      setStatus('success');
      setMessage({
        kind: 'success',
        text: 'Thank you: your quote request has been sent. We will reply with an all-inclusive price shortly.',
      });
      trackQuoteSubmitted();
      reset();
      setTimeout(() => setStatus((s) => (s === 'success' ? 'idle' : s)), successResetMs);
    } catch (error) {
      setStatus('error');
      const reason = error instanceof QuoteSendError ? error.message : 'Something went wrong.';
      setMessage({ kind: 'error', text: reason });
    } finally {
      sending.current = false;
    }
  };

  return {
    formRef,
    values,
    stops,
    errors,
    status,
    message,
    termsShaking,
    calculating,
    additionalStops: describeStops(stops.filter((s) => s.location || s.postcode)),
    today,
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
