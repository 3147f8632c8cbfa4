import { normalisePostcode } from '@courier/common/postcode';
import { estimateRouteField, estimateSourceField, submissionIdField } from '@courier/common/quote/journey';
import {
  fillTimeField,
  honeypotField,
  maxStops,
  type QuoteFieldName,
  quoteFields,
  stopLocationField,
  stopPostcodeField,
} from '@courier/common/quote/quote-schema';
import { phoneHref } from '@courier/common/site-config';
import { vehicleGuide, vehicleTypes } from '@courier/common/vehicles';
import type { ReactNode } from 'react';
import { site } from '../../config/site';
import { describeEstimate } from './route-estimate';
import { sendFormUrl } from './send-quote';
import { addStopButtonId, type QuoteFormState, type SubmitStatus, useQuoteForm } from './use-quote-form';
import './quote-form.css';

const buttonLabels: Record<SubmitStatus, string> = {
  idle: 'Submit Quote Request',
  sending: 'Sending…',
  success: 'Sent!',
  error: 'Try again',
};

interface FieldProps {
  form: QuoteFormState;
  name: string;
  label: string;
  optional?: boolean;
  hint?: string;
  wide?: boolean;
  /** Characters typed and the schema's limit, for a counter under long text. */
  count?: { length: number; max: number };
  /** Another element that describes the control (e.g. a note shared by two fields). */
  describedBy?: string;
  className?: string;
  children: (props: { id: string; name: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}

/** "12 characters left" under long text, or how many too many (the schema refuses them on submit). */
function countText({ length, max }: { length: number; max: number }): string {
  const left = max - length;
  if (left >= 0) return `${left} of ${max} characters left`;
  return `${-left} ${left === -1 ? 'character' : 'characters'} too many (the limit is ${max})`;
}

/** A labelled control with its hint and its own error message, wired for screen readers. */
function Field({ form, name, label, optional, hint, wide, count, describedBy, className, children }: FieldProps) {
  const error = form.errors[name];
  const id = `quote-${name}`;
  const ids = [hint && `${id}-hint`, count && `${id}-count`, describedBy, error && `${id}-error`];
  const classes = ['field', wide && 'field--wide', error && 'field--invalid', className].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      <label htmlFor={id}>
        {label}
        {optional && <span className="field__optional"> (optional)</span>}
      </label>
      {children({
        id,
        name,
        'aria-invalid': Boolean(error),
        'aria-describedby': ids.filter(Boolean).join(' ') || undefined,
      })}
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {count && (
        <p id={`${id}-count`} className={`field__hint${count.length > count.max ? ' field__hint--over' : ''}`}>
          {countText(count)}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

function TextField(props: {
  form: QuoteFormState;
  name: QuoteFieldName;
  label: string;
  optional?: boolean;
  type?: string;
  autoComplete?: string;
  hint?: string;
  inputMode?: 'numeric' | 'decimal' | 'email' | 'tel' | 'text';
  min?: string;
  describedBy?: string;
  className?: string;
}) {
  const { form, name, type = 'text', autoComplete, inputMode, min } = props;
  return (
    <Field {...props}>
      {(aria) => (
        <input
          {...aria}
          type={type}
          value={form.values[name]}
          onChange={form.onChange}
          onBlur={form.onPostcodeBlur(name)}
          autoComplete={autoComplete}
          inputMode={inputMode}
          min={min || undefined}
        />
      )}
    </Field>
  );
}

/** Not an error: Europe and import jobs have other postcodes. */
const notUkPostcodeHint =
  "This doesn't look like a UK postcode. That's fine for an address abroad; otherwise please check it.";

function PostcodeField({ form, name, label }: { form: QuoteFormState; name: QuoteFieldName; label: string }) {
  const foreign = form.postcodeLooksForeign(name, form.values[name]);
  return (
    <TextField
      form={form}
      name={name}
      label={label}
      autoComplete="off"
      hint={foreign ? notUkPostcodeHint : undefined}
    />
  );
}

function Stops({ form }: { form: QuoteFormState }) {
  const seen = new Map<string, number>();
  for (const postcode of [form.values.pickup_postcode, form.values.delivery_postcode]) {
    if (postcode) seen.set(normalisePostcode(postcode), -1);
  }
  return (
    <fieldset className="stops">
      <legend>Additional stops</legend>
      {form.stops.length === 0 && <p className="field__hint">Collecting or dropping at more than one address?</p>}
      <ol className="stops__list">
        {form.stops.map((stop, index) => {
          const n = index + 1;
          const key = stop.postcode ? normalisePostcode(stop.postcode) : '';
          const duplicate = key !== '' && seen.has(key);
          if (key && !duplicate) seen.set(key, n);
          return (
            <li key={stop.id} className="stop">
              <Field form={form} name={stopLocationField(n)} label={`Stop ${n} location`}>
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
                label={`Stop ${n} postcode`}
                hint={
                  [
                    duplicate && 'This postcode is already in the journey.',
                    form.postcodeLooksForeign(`stop-${stop.id}`, stop.postcode) && notUkPostcodeHint,
                  ]
                    .filter(Boolean)
                    .join(' ') || undefined
                }
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

/**
 * `initialValues`: anything typed into the prerendered form before this code loaded; `pageOpenedAt` (epoch ms):
 * when the page opened, the earliest the visitor can have begun typing them.
 */
export function QuoteForm({
  initialValues,
  pageOpenedAt,
}: {
  initialValues?: Record<string, string>;
  pageOpenedAt?: number;
}) {
  const form = useQuoteForm(initialValues, pageOpenedAt);
  const { values, status, message } = form;
  const hasErrors = Object.keys(form.errors).length > 0;
  return (
    // Without JavaScript the browser posts the form itself; the quote API answers with a page to land on.
    <form
      ref={form.formRef}
      className="quote-form"
      method="post"
      action={sendFormUrl}
      noValidate
      onSubmit={form.onSubmit}
      aria-labelledby="quote-title"
    >
      <input type="hidden" name="service_id" value={site.emailServiceId} />
      <input type="hidden" name="template_id" value={site.emailTemplateId} />
      <input type="hidden" name="user_id" value={site.emailPublicKey} />
      {/* Empty in the prerendered HTML: every visitor's form gets its own, in the browser. */}
      <input type="hidden" name={submissionIdField} value={form.submissionId} />
      <fieldset>
        <legend>Your details</legend>
        <div className="field-grid">
          <TextField form={form} name="from_name" label="Name" autoComplete="name" />
          <TextField form={form} name="from_email" label="Email" type="email" autoComplete="email" />
          <TextField form={form} name="phone" label="Phone" type="tel" autoComplete="tel" optional />
        </div>
      </fieldset>

      <fieldset>
        <legend>Collection</legend>
        <div className="field-grid">
          <TextField form={form} name="pickup_location" label="Pickup location" hint="Business name, street or town" />
          <PostcodeField form={form} name="pickup_postcode" label="Pickup postcode" />
          <TextField form={form} name="pickup_date" label="Pickup date" type="date" min={form.today} />
          <TextField
            form={form}
            name="pickup_time"
            label="Pickup time"
            optional
            hint="A time or a window, e.g. 9–11am"
          />
        </div>
      </fieldset>

      <Stops form={form} />

      <fieldset>
        <legend>Delivery</legend>
        <div className="field-grid">
          <TextField
            form={form}
            name="delivery_location"
            label="Delivery location"
            hint="Business name, street or town"
          />
          <PostcodeField form={form} name="delivery_postcode" label="Delivery postcode" />
          <TextField
            form={form}
            name="delivery_date"
            label="Delivery date"
            type="date"
            min={values.pickup_date || form.today}
          />
          <TextField form={form} name="delivery_time" label="Delivery time" optional />
        </div>
        <fieldset className="radio-group">
          <legend>Return journey to the pickup?</legend>
          {['No', 'Yes'].map((option) => (
            <label key={option} className="radio">
              <input
                type="radio"
                name="is_return"
                value={option}
                checked={values.is_return === option}
                onChange={form.onChange}
              />
              {option}
            </label>
          ))}
          <input type="hidden" name="return_job" value={values.return_job} />
        </fieldset>
      </fieldset>

      <EstimateFields form={form} />

      <fieldset>
        <legend>Vehicle and load</legend>
        <div className="field-grid">
          <Field form={form} name="vehicle_type" label="Vehicle type">
            {(aria) => (
              <select {...aria} value={values.vehicle_type} onChange={form.onChange}>
                <option value="">Choose a vehicle</option>
                {vehicleTypes.map((vehicle) => (
                  <option key={vehicle} value={vehicle}>
                    {vehicle}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <VehicleGuide />
          <Field
            form={form}
            name="load_details"
            label="Load details"
            optional
            wide
            hint="What, how many, weight and size"
            count={{ length: form.mounted ? values.load_details.length : 0, max: quoteFields.load_details.maxLength }}
          >
            {(aria) => <textarea {...aria} rows={3} value={values.load_details} onChange={form.onChange} />}
          </Field>
          <Field
            form={form}
            name="notes"
            label="Notes"
            optional
            wide
            count={{ length: form.mounted ? values.notes.length : 0, max: quoteFields.notes.maxLength }}
          >
            {(aria) => <textarea {...aria} rows={3} value={values.notes} onChange={form.onChange} />}
          </Field>
        </div>
      </fieldset>

      <div className="honeypot" aria-hidden="true">
        <label>
          Leave this empty
          <input type="text" name={honeypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
        <input type="hidden" name={fillTimeField} value="" readOnly />
      </div>
      <input type="hidden" name={estimateSourceField} value={form.estimateFields[estimateSourceField]} />
      <input type="hidden" name={estimateRouteField} value={form.estimateFields[estimateRouteField]} />

      <div
        className={`terms${form.errors.terms_agree ? ' terms--invalid' : ''}${form.termsShaking ? ' terms--shake' : ''}`}
      >
        <label className="checkbox">
          <input
            type="checkbox"
            id="quote-terms_agree"
            name="terms_agree"
            value="Yes"
            checked={values.terms_agree === 'Yes'}
            onChange={form.onChange}
            aria-invalid={Boolean(form.errors.terms_agree)}
            aria-describedby={form.errors.terms_agree ? 'quote-terms_agree-error' : undefined}
          />
          <span>
            I agree to the <a href="/terms">terms and conditions</a>.
          </span>
        </label>
        {form.errors.terms_agree && (
          <p id="quote-terms_agree-error" className="field__error">
            {form.errors.terms_agree}
          </p>
        )}
      </div>

      <p className="visually-hidden" aria-live="assertive">
        {hasErrors ? `Please check the form: ${Object.keys(form.errors).length} to fix.` : ''}
      </p>
      <div role="alert">
        {message?.kind === 'error' && (
          <div ref={form.messageRef} tabIndex={-1} className="form-message form-message--error">
            <p>
              Sorry, your quote request was not sent. {message.text} Your details are still here: please try again, or
              call us on <a href={phoneHref(site.phone)}>{site.phone}</a>.
            </p>
          </div>
        )}
      </div>
      <div role="status">
        {message?.kind === 'success' && (
          <div ref={form.messageRef} tabIndex={-1} className="form-message form-message--success">
            <p>
              Thank you: your quote request has been sent.
              {message.reference && (
                <>
                  {' '}
                  Your reference is <strong className="form-message__reference">{message.reference}</strong>.
                </>
              )}{' '}
              {site.replyPromise} For an urgent job, call us on <a href={phoneHref(site.phone)}>{site.phone}</a>.
            </p>
          </div>
        )}
      </div>

      <button type="submit" className="button button--primary button--submit" disabled={status === 'sending'}>
        {buttonLabels[status]}
      </button>
    </form>
  );
}

/** Distance and driving time: filled from the route estimate, editable, and said in words beside them. */
function EstimateFields({ form }: { form: QuoteFormState }) {
  const { values, figuresState } = form;
  const stale = figuresState === 'stale';
  const summary = form.mounted ? describeEstimate(values.distance_miles, values.duration_minutes) : null;
  const fieldClass = stale ? 'field--stale' : undefined;
  const noteId = stale ? 'quote-estimate-note' : undefined;
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
          <p id="quote-estimate-note" className="estimate-summary estimate-summary--stale">
            <strong>Not for this journey:</strong> these figures were estimated for {form.figuresRoute}. They will not
            be sent with your request; we estimate again when two UK postcodes are entered, or type your own.
          </p>
        ) : (
          summary && (
            <p className="estimate-summary">{figuresState === 'customer' ? `Your figures: ${summary}` : summary}</p>
          )
        )}
      </div>
      <p className="field__hint" aria-live="polite">
        {form.calculating
          ? 'Calculating distance and ETA…'
          : 'Estimates are for guidance only and may vary due to traffic.'}
      </p>
    </fieldset>
  );
}

const kilograms = new Intl.NumberFormat('en-GB');

/** Typical payload and load space of each vehicle type: plain HTML, readable before any script runs. */
function VehicleGuide() {
  return (
    <details className="vehicle-guide field--wide">
      <summary>Which vehicle? Typical payload and load space</summary>
      <table>
        <caption>Typical UK figures; actual vehicles vary.</caption>
        <thead>
          <tr>
            <th scope="col">Vehicle</th>
            <th scope="col">Payload</th>
            <th scope="col">Load space</th>
          </tr>
        </thead>
        <tbody>
          {vehicleTypes.map((vehicle) => (
            <tr key={vehicle}>
              <th scope="row">{vehicle}</th>
              <td>{kilograms.format(vehicleGuide[vehicle].payloadKg)} kg</td>
              <td>{vehicleGuide[vehicle].loadSpace}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="field__hint">Not sure? Pick the closest and we'll advise.</p>
    </details>
  );
}
