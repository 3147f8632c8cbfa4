import { type SentLine, sentPartialEstimate, sentSummary } from '@courier/common/quote/answers-as-sent';
import { validateQuote } from '@courier/common/quote/quote-schema';
import { type ReplyBy, replyByOf } from '@courier/common/quote/reply-promise';
import { ukToday } from '@courier/common/time/uk-time';
import { type FormEvent, type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { QuoteSendError, type SentQuote, sendQuote, trackQuoteSubmitted } from './send-quote';
import type { FocusTarget } from './use-focus-after-render';

export type SubmitStatus = 'idle' | 'sending' | 'success' | 'error';

/** Why the last send failed. */
export type SendMessage = { kind: 'error'; text: string };

/** A stored quote, for the confirmation: its reference (when the server gave one) and what was sent. */
export interface SentRequest {
  reference: string | null;
  summary: SentLine[];
  /** "Partial estimate: … only" when the estimate sent leaves out a place of the journey. */
  partialEstimate?: string;
  /** How a dispatcher will reply: a call on the phone number sent, else an email. */
  replyBy: ReplyBy;
}

/** Where focus goes when the visitor asks for a fresh form: its first field. */
const firstFieldId = 'quote-from_name';

/** How long the terms line shakes when it was not ticked. */
export const termsShakeMs = 600;

interface SubmitOptions {
  formRef: RefObject<HTMLFormElement | null>;
  /** What the controls draw from: after a failed submit, a change to either validates the form again. */
  values: unknown;
  stops: unknown;
  focusAfterRender: (target: FocusTarget) => void;
  /** Last touches to what is posted (the fill time). */
  beforeSend: (data: FormData) => void;
  /** The server stored the quote: nothing of it may be kept for another send. */
  onSent: () => void;
  /** The visitor asked for a fresh form: empty it for the next request. */
  onStartAnother: () => void;
}

const postedEntries = (data: FormData) => [...data.entries()].map(([k, v]): [string, string] => [k, String(v)]);

/** Reads what the form would send: every named control, exactly as posted. */
function postedValues(form: HTMLFormElement | null): Record<string, string> {
  if (!form) return {};
  return Object.fromEntries(postedEntries(new FormData(form)));
}

/**
 * Calls `callback` `ms` after the next frame is drawn, and returns its cancel. Focus, scrolling and a busy
 * machine can hold the first paint back after the commit; a timer started before it would show the state for less.
 */
function timeoutFromNextFrame(callback: () => void, ms: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, ms);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** What was sent, for the confirmation; a fault here costs the summary, never the reference. */
function summaryOf(data: FormData): Omit<SentRequest, 'reference'> {
  try {
    const posted = Object.fromEntries(postedEntries(data));
    const partialEstimate = sentPartialEstimate(posted);
    return {
      summary: sentSummary(posted),
      ...(partialEstimate ? { partialEstimate } : {}),
      replyBy: replyByOf(posted.phone),
    };
  } catch (error) {
    console.error('Summarising the quote sent', error);
    return { summary: [], replyBy: replyByOf(String(data.get('phone') ?? '')) };
  }
}

const errorsOf = (result: ReturnType<typeof validateQuote>): Record<string, string> =>
  result.ok ? {} : Object.fromEntries(result.errors.map((e) => [e.field, e.message]));

/**
 * Sending the form: validate exactly what would be posted (the same `validateQuote` as the server),
 * then idle → sending → success or error, once per submit however many clicks, with the result
 * focused. Success shows what was sent in the form's place until the visitor asks for a fresh form
 * (issue 34: SPEC's reset after 2.5 s left the visitor a blank form to send again).
 */
export function useQuoteSubmit({
  formRef,
  values,
  stops,
  focusAfterRender,
  beforeSend,
  onSent,
  onStartAnother,
}: SubmitOptions) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [attempted, setAttempted] = useState(false);
  const [status, setStatus] = useState<SubmitStatus>('idle');
  const [message, setMessage] = useState<SendMessage | null>(null);
  const [sent, setSent] = useState<SentRequest | null>(null);
  // `run` changes on every refusal, so a second failed submit restarts the 600 ms.
  const [shake, setShake] = useState({ on: false, run: 0 });
  const messageRef = useRef<HTMLDivElement>(null);
  const sentRef = useRef<HTMLElement>(null);
  // The status in this render's closure lags behind a second submit in the same task; this does not.
  const sending = useRef(false);

  // After a failed submit, messages follow the fields as the visitor fixes them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the rule wants `values` and `stops` gone because the body never names them, but it validates the rendered form (FormData), which they draw: they are the trigger, not a read
  useEffect(() => {
    if (attempted) setErrors(errorsOf(validateQuote(postedValues(formRef.current), ukToday())));
  }, [attempted, formRef, values, stops]);

  // The 600 ms count from the frame that draws the line shaking, not from the click or the commit.
  useLayoutEffect(() => {
    if (!shake.on) return;
    return timeoutFromNextFrame(() => setShake((current) => ({ ...current, on: false })), termsShakeMs);
  }, [shake]);
  const shakeTerms = () => setShake((current) => ({ on: true, run: current.run + 1 }));

  const refuse = (problems: Record<string, string>) => {
    setAttempted(true);
    setErrors(problems);
    setMessage(null);
    if ('terms_agree' in problems) shakeTerms();
    const first = Object.keys(problems)[0];
    const field = first ? formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`) : null;
    // Bring the whole field (label included) clear of the sticky header, then focus it.
    field?.closest('.field, .terms')?.scrollIntoView({ block: 'center' });
    field?.focus({ preventScroll: true });
  };

  /**
   * Whatever throws between the click and the answer (validation, building the request, the network, a browser
   * without some API) ends in the error state, with the message and the phone number: a Send that does nothing
   * loses the lead without anyone knowing (issue 35).
   */
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    let answer: SentQuote;
    let data: FormData;
    try {
      const result = validateQuote(postedValues(formRef.current), ukToday());
      if (!result.ok) return refuse(errorsOf(result));
      data = new FormData(formRef.current as HTMLFormElement);
      beforeSend(data);
      setStatus('sending');
      setMessage(null);
      answer = await sendQuote(data);
    } catch (error) {
      if (!(error instanceof QuoteSendError)) console.error('Sending the quote failed', error);
      setStatus('error');
      setMessage({
        kind: 'error',
        text: error instanceof QuoteSendError ? error.message : 'Something went wrong on this page.',
      });
      focusAfterRender(messageRef);
      return;
    } finally {
      sending.current = false;
    }
    // The quote is stored: whatever fails from here on, the visitor is told so, with the reference.
    setStatus('success');
    setSent({ reference: answer.reference, ...summaryOf(data) });
    setErrors({});
    setAttempted(false);
    focusAfterRender(sentRef);
    try {
      onSent();
      trackQuoteSubmitted();
    } catch (error) {
      console.error('After sending the quote', error);
    }
  };

  /** The visitor asked for a fresh form: the form comes back empty, with a new submission, focus on its first field. */
  const startAnother = () => {
    setSent(null);
    setStatus('idle');
    setMessage(null);
    onStartAnother();
    focusAfterRender(firstFieldId);
  };

  return { errors, status, message, messageRef, sent, sentRef, termsShaking: shake.on, onSubmit, startAnother };
}
