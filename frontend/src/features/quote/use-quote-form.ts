import { normalisePostcode } from '@courier/common/postcode';
import { copiesOf, emptyQuoteValues, type QuoteFieldName, quoteFields } from '@courier/common/quote/quote-fields';
import { fillTimeField } from '@courier/common/quote/quote-schema';
import { type ChangeEvent, useRef, useState } from 'react';
import { recordedVisit } from '../../lib/recorded-visit';
import { knownValues, type QuoteValues } from './quote-values';
import { useEstimateProvenance } from './use-estimate-provenance';
import { useFocusAfterRender } from './use-focus-after-render';
import { usePostcodeHints } from './use-postcode-hints';
import { useQuoteDraft } from './use-quote-draft';
import { useQuoteSubmit } from './use-quote-submit';
import { useStops } from './use-stops';

const postcodeFields = new Set(
  Object.keys(quoteFields).filter((name) => quoteFields[name as QuoteFieldName].kind === 'postcode'),
);

/**
 * The quote form's state: its values, composed with one hook per job (stops, where the figures came
 * from, the draft and fill time, postcode hints, focus, sending). What the components read.
 */
export function useQuoteForm(initialValues?: Record<string, string>, pageOpenedAt?: number) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<QuoteValues>(() => ({ ...emptyQuoteValues, ...knownValues(initialValues) }));
  const focusAfterRender = useFocusAfterRender();
  const postcodes = usePostcodeHints();
  const stops = useStops(focusAfterRender, postcodes);
  const estimate = useEstimateProvenance(
    values,
    setValues,
    stops.stops.map((s) => s.postcode),
    postcodes.unknown,
  );
  const draft = useQuoteDraft({
    initialValues,
    pageOpenedAt,
    values,
    stops: stops.stops,
    figures: estimate.figures,
    restore: (saved) => {
      setValues((v) => ({ ...v, ...saved.values }));
      stops.restore(saved.stops);
      estimate.restore(saved.figures);
    },
  });
  const submit = useQuoteSubmit({
    formRef,
    values,
    stops: stops.stops,
    focusAfterRender,
    beforeSend: (data) => {
      data.set(fillTimeField, String(draft.fillSeconds()));
      // Where the visit began, in place of the form's own page (QuoteForm's landing_page, for a visit without JS).
      for (const [name, value] of Object.entries(recordedVisit())) data.set(name, value);
    },
    onSent: draft.finish,
    onStartAnother: () => {
      setValues(emptyQuoteValues);
      stops.clear();
      estimate.clear();
      postcodes.reset();
      draft.startOver();
    },
  });

  const setField = (name: QuoteFieldName, value: string) => {
    setValues((v) => {
      // A field posted as a copy for EmailJS templates (return_job) follows its field.
      return { ...v, [name]: value, ...Object.fromEntries(copiesOf(name).map((copy) => [copy, value])) };
    });
    if (postcodeFields.has(name)) postcodes.editing(name);
  };

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    const { name, value, type } = event.target;
    const checked = type === 'checkbox' ? (event.target as HTMLInputElement).checked : false;
    setField(name as QuoteFieldName, type === 'checkbox' ? (checked ? 'Yes' : '') : value);
  };

  const onPostcodeBlur = (name: QuoteFieldName) => () => {
    if (!postcodeFields.has(name)) return;
    if (values[name]) setField(name, normalisePostcode(values[name]));
    postcodes.leave(name);
  };

  return {
    formRef,
    messageRef: submit.messageRef,
    values,
    stops: stops.stops,
    errors: submit.errors,
    status: submit.status,
    message: submit.message,
    sent: submit.sent,
    sentRef: submit.sentRef,
    termsShaking: submit.termsShaking,
    calculating: estimate.calculating,
    figuresState: estimate.figuresState,
    approximate: estimate.approximate,
    postedFigures: estimate.postedFigures,
    figuresRoute: estimate.figuresRoute,
    submissionId: draft.submissionId,
    additionalStops: stops.additionalStops,
    today: draft.today,
    mounted: draft.mounted,
    postcodeHint: postcodes.hintFor,
    onChange,
    onPostcodeBlur,
    addStop: stops.add,
    removeStop: stops.remove,
    updateStop: stops.update,
    normaliseStopPostcode: stops.leavePostcode,
    onSubmit: submit.onSubmit,
    startAnother: submit.startAnother,
  };
}

export type QuoteFormState = ReturnType<typeof useQuoteForm>;
