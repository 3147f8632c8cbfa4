import { estimateRouteField, estimateSourceField, submissionIdField } from '@courier/common/quote/journey';
import { quoteFields } from '@courier/common/quote/quote-fields';
import { fillTimeField, honeypotField } from '@courier/common/quote/quote-schema';
import { visitFields } from '@courier/common/quote/quote-visit';
import { pagePaths } from '@courier/common/site-routes';
import { vehicleTypes } from '@courier/common/vehicles';
import { EstimatePanel } from './EstimatePanel';
import { Field, PostcodeField, TermsField, TextField } from './Field';
import { QuoteSent } from './QuoteSent';
import { stopsInNotesHint } from './quote-form-copy';
import { SendResult } from './SendResult';
import { StopsList } from './StopsList';
import { emailJsAccountFields, sendFormUrl } from './send-quote';
import { type QuoteFormState, useQuoteForm } from './use-quote-form';
import { VehicleGuide } from './VehicleGuide';
import './quote-form.css';

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
  // One element the island's root keeps, whichever it shows: a root's top element swapped for another would be
  // inserted into the island's container, whose content the page's own root claims (lib/island.tsx).
  return (
    <div className="quote-form-area">
      {form.sent ? (
        <QuoteSent sent={form.sent} panelRef={form.sentRef} onStartAnother={form.startAnother} />
      ) : (
        <QuoteFormFields form={form} />
      )}
    </div>
  );
}

/** One end of the journey, collection or delivery: where, its postcode, the day and the time, in the field grid. */
function JourneyEndFields({
  form,
  end,
  earliestDate,
  timeHint,
}: {
  form: QuoteFormState;
  end: 'pickup' | 'delivery';
  earliestDate: string;
  timeHint?: string;
}) {
  const field = (part: 'location' | 'postcode' | 'date' | 'time') => {
    const name = `${end}_${part}` as const;
    return { form, name, label: quoteFields[name].title };
  };
  return (
    <div className="field-grid">
      <TextField {...field('location')} hint="Business name, street or town" />
      <PostcodeField {...field('postcode')} />
      <TextField {...field('date')} type="date" min={earliestDate} />
      <TextField {...field('time')} optional hint={timeHint} />
    </div>
  );
}

/** The form itself. */
function QuoteFormFields({ form }: { form: QuoteFormState }) {
  const { values } = form;
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
      {Object.entries(emailJsAccountFields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {/* Empty in the prerendered HTML: every visitor's form gets its own, in the browser. */}
      <input type="hidden" name={submissionIdField} value={form.submissionId} />
      <fieldset>
        <legend>Your details</legend>
        <div className="field-grid">
          <TextField form={form} name="from_name" label={quoteFields.from_name.title} autoComplete="name" />
          <TextField
            form={form}
            name="from_email"
            label={quoteFields.from_email.title}
            type="email"
            autoComplete="email"
          />
          <TextField form={form} name="phone" label={quoteFields.phone.title} type="tel" autoComplete="tel" optional />
        </div>
      </fieldset>

      <fieldset>
        <legend>Collection</legend>
        <JourneyEndFields
          form={form}
          end="pickup"
          earliestDate={form.today}
          timeHint="A time or a window, e.g. 9–11am"
        />
      </fieldset>

      <StopsList form={form} />
      {/* Without JavaScript the stops part is hidden (`js-only`): where extra stops go instead. */}
      <p className="no-js-only form-note">{stopsInNotesHint}</p>

      <fieldset>
        <legend>Delivery</legend>
        <JourneyEndFields
          form={form}
          end="delivery"
          earliestDate={(form.mounted && values.pickup_date) || form.today}
        />
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

      <EstimatePanel form={form} />

      <fieldset>
        <legend>Vehicle and load</legend>
        <div className="field-grid">
          <Field form={form} name="vehicle_type" label={quoteFields.vehicle_type.title}>
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
            label={quoteFields.load_details.title}
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
            label={quoteFields.notes.title}
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
      <input type="hidden" name={estimateSourceField} value={form.postedFigures[estimateSourceField]} />
      <input type="hidden" name={estimateRouteField} value={form.postedFigures[estimateRouteField]} />
      {/* The page the form is on (QuoteSection, on the home page): without JavaScript, where the visit is said to begin;
          with it, the visit recorded from its first page takes its place (use-quote-form.ts). */}
      <input type="hidden" name={visitFields.landingPage} value={pagePaths.home} />

      <TermsField form={form} />
      <SendResult form={form} />
    </form>
  );
}
