import { describeEstimate } from '@courier/common/quote/answers-as-sent';
import { approximateEstimateLabel, estimateHints, estimateWaiting } from './quote-form-copy';
import type { QuoteFormState } from './use-quote-form';

export const estimateNoteId = 'quote-estimate-note';

/**
 * The journey's distance and driving time, as text to read (approximate when the API said so), never fields to fill
 * in: they travel as hidden inputs, and only for the journey entered, with a note when they were estimated for a
 * journey since changed. The estimate needs the form's code, so without JavaScript the part is hidden (`js-only`).
 */
export function EstimatePanel({ form }: { form: QuoteFormState }) {
  const { values, figuresState, postedFigures } = form;
  const summary = form.mounted ? describeEstimate(values.distance_miles, values.duration_minutes) : null;
  return (
    <fieldset className="estimate js-only">
      <legend>Journey estimate</legend>
      <input type="hidden" name="distance_miles" value={postedFigures.distance_miles} />
      <input type="hidden" name="duration_minutes" value={postedFigures.duration_minutes} />
      <div aria-live="polite">
        {figuresState === 'stale' && summary ? (
          <p id={estimateNoteId} className="estimate-summary estimate-summary--stale">
            <strong>Not for this journey:</strong> {summary} was estimated for {form.figuresRoute}. It will not be sent
            with your request; we estimate again when two UK postcodes are entered.
          </p>
        ) : figuresState === 'fresh' && summary ? (
          <p className="estimate-summary">{form.approximate ? `${approximateEstimateLabel}: ${summary}` : summary}</p>
        ) : (
          <p className="estimate-summary estimate-summary--empty">{estimateWaiting}</p>
        )}
      </div>
      <p className="field__hint" aria-live="polite">
        {form.calculating ? estimateHints.calculating : estimateHints.guidance}
      </p>
    </fieldset>
  );
}
