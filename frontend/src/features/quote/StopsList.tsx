import { normalisePostcode } from '@courier/common/postcode';
import { maxStops, stopLocationField, stopPostcodeField, stopTitles } from '@courier/common/quote/quote-fields';
import { Field } from './Field';
import { repeatedPostcodeHint } from './quote-form-copy';
import { stopHintKey } from './use-postcode-hints';
import type { QuoteFormState } from './use-quote-form';
import { addStopButtonId } from './use-stops';

/**
 * The additional stops: numbered fields, a warning for a postcode already in the journey, Add and Remove. Adding
 * a stop needs the form's code, so without JavaScript the whole part is hidden (`js-only`); the form still posts.
 */
export function StopsList({ form }: { form: QuoteFormState }) {
  const seen = new Set<string>();
  for (const postcode of [form.values.pickup_postcode, form.values.delivery_postcode]) {
    if (postcode) seen.add(normalisePostcode(postcode));
  }
  return (
    <fieldset className="stops js-only">
      <legend>{stopTitles.all}</legend>
      {form.stops.length === 0 && <p className="field__hint">Collecting or dropping at more than one address?</p>}
      <ol className="stops__list">
        {form.stops.map((stop, index) => {
          const n = index + 1;
          const key = stop.postcode ? normalisePostcode(stop.postcode) : '';
          const repeated = key !== '' && seen.has(key);
          if (key) seen.add(key);
          const postcodeHint = form.postcodeHint(stopHintKey(stop.id), stop.postcode);
          return (
            <li key={stop.id} className="stop">
              <Field form={form} name={stopLocationField(n)} label={stopTitles.location(n)}>
                {(aria) => (
                  <input
                    {...aria}
                    value={stop.location}
                    onChange={(e) => form.updateStop(stop.id, 'location', e.target.value)}
                  />
                )}
              </Field>
              <Field
                form={form}
                name={stopPostcodeField(n)}
                label={stopTitles.postcode(n)}
                hint={[repeated && repeatedPostcodeHint, postcodeHint?.text].filter(Boolean).join(' ') || undefined}
                hintTone={postcodeHint?.tone === 'warning' ? 'warning' : undefined}
              >
                {(aria) => (
                  <input
                    {...aria}
                    value={stop.postcode}
                    onChange={(e) => form.updateStop(stop.id, 'postcode', e.target.value)}
                    onBlur={() => form.normaliseStopPostcode(stop.id)}
                    autoCapitalize="characters"
                  />
                )}
              </Field>
              <button type="button" className="stop__remove" onClick={() => form.removeStop(stop.id)}>
                Remove stop {n}
              </button>
            </li>
          );
        })}
      </ol>
      <input type="hidden" name="additional_stops" value={form.additionalStops} />
      <button
        type="button"
        id={addStopButtonId}
        className="button button--secondary"
        onClick={form.addStop}
        disabled={form.stops.length >= maxStops}
      >
        Add stop
      </button>
      {form.stops.length >= maxStops && <p className="field__hint">A quote can have up to {maxStops} stops.</p>}
    </fieldset>
  );
}
