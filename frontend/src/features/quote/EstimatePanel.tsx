import { TextField } from './Field';
import { approximateEstimateLabel, estimateHints } from './quote-form-copy';
import { describeEstimate } from './route-estimate';
import type { QuoteFormState } from './use-quote-form';

export const estimateNoteId = 'quote-estimate-note';

/**
 * Distance and driving time: filled from the route estimate, editable, and said in words beside
 * them (as approximate when the API said so), with a note when they were estimated for a journey
 * since changed.
 */
export function EstimatePanel({ form }: { form: QuoteFormState }) {
  const { values, figuresState } = form;
  const stale = figuresState === 'stale';
  const summary = form.mounted ? describeEstimate(values.distance_miles, values.duration_minutes) : null;
  const fieldClass = stale ? 'field--stale' : undefined;
  const noteId = stale ? estimateNoteId : undefined;
  return (
    <fieldset>
      <legend>Journey estimate</legend>
      <div className="field-grid">
        <TextField
          form={form}
          name="distance_miles"
          label="Distance (miles)"
          inputMode="decimal"
          optional
          className={fieldClass}
          describedBy={noteId}
        />
        <TextField
          form={form}
          name="duration_minutes"
          label="Driving time (minutes)"
          inputMode="numeric"
          optional
          className={fieldClass}
          describedBy={noteId}
        />
      </div>
      <div aria-live="polite">
        {stale ? (
          <p id={estimateNoteId} className="estimate-summary estimate-summary--stale">
            <strong>Not for this journey:</strong> these figures were estimated for {form.figuresRoute}. They will not
            be sent with your request; we estimate again when two UK postcodes are entered, or type your own.
          </p>
        ) : (
          summary && (
            <p className="estimate-summary">
              {figuresState === 'customer'
                ? `Your figures: ${summary}`
                : form.approximate
                  ? `${approximateEstimateLabel}: ${summary}`
                  : summary}
            </p>
          )
        )}
      </div>
      <p className="field__hint" aria-live="polite">
        {form.calculating ? estimateHints.calculating : estimateHints.guidance}
      </p>
    </fieldset>
  );
}
