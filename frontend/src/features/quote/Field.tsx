import type { QuoteFieldName } from '@courier/common/quote/quote-fields';
import type { ReactNode } from 'react';
import { countText } from './quote-form-copy';
import type { QuoteFormState } from './use-quote-form';

interface FieldProps {
  form: Pick<QuoteFormState, 'errors'>;
  name: string;
  label: string;
  optional?: boolean;
  hint?: string;
  /** A hint that asks for a fix (a postcode that cannot be estimated) stands out from plain guidance. */
  hintTone?: 'warning';
  wide?: boolean;
  /** Characters typed and the schema's limit, for a counter under long text. */
  count?: { length: number; max: number };
  children: (props: { id: string; name: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}

/** A labelled control with its hint and its own error message, wired for screen readers. */
export function Field({ form, name, label, optional, hint, hintTone, wide, count, children }: FieldProps) {
  const error = form.errors[name];
  const id = `quote-${name}`;
  const ids = [hint && `${id}-hint`, count && `${id}-count`, error && `${id}-error`];
  const classes = ['field', wide && 'field--wide', error && 'field--invalid'].filter(Boolean).join(' ');
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
        <p id={`${id}-hint`} className={hintTone ? `field__hint field__hint--${hintTone}` : 'field__hint'}>
          {hint}
        </p>
      )}
      {count && (
        // Counting needs the form's code: without JavaScript it would say "1000 of 1000 left" whatever is typed.
        <p id={`${id}-count`} className={`field__hint js-only${count.length > count.max ? ' field__hint--over' : ''}`}>
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

/** One of the form's fixed text inputs, bound to its value. */
export function TextField(props: {
  form: QuoteFormState;
  name: QuoteFieldName;
  label: string;
  optional?: boolean;
  type?: string;
  autoComplete?: string;
  hint?: string;
  hintTone?: 'warning';
  min?: string;
}) {
  const { form, name, type = 'text', autoComplete, min } = props;
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
          min={min || undefined}
        />
      )}
    </Field>
  );
}

/**
 * The pickup or delivery postcode: shown the way staff write it once left, with a hint (never an
 * error: the request can be sent anyway) when it is incomplete, not UK, or not found.
 */
export function PostcodeField({ form, name, label }: { form: QuoteFormState; name: QuoteFieldName; label: string }) {
  const hint = form.postcodeHint(name, form.values[name]);
  return (
    <TextField
      form={form}
      name={name}
      label={label}
      autoComplete="off"
      hint={hint?.text}
      hintTone={hint?.tone === 'warning' ? 'warning' : undefined}
    />
  );
}

/** The terms box: shakes when a submit finds it unticked, and keeps its message until it is ticked. */
export function TermsField({ form }: { form: QuoteFormState }) {
  const error = form.errors.terms_agree;
  return (
    <div className={`terms${error ? ' terms--invalid' : ''}${form.termsShaking ? ' terms--shake' : ''}`}>
      <label className="checkbox">
        <input
          type="checkbox"
          id="quote-terms_agree"
          name="terms_agree"
          value="Yes"
          checked={form.values.terms_agree === 'Yes'}
          onChange={form.onChange}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'quote-terms_agree-error' : undefined}
        />
        <span>
          I agree to the <a href="/terms">terms and conditions</a>.
        </span>
      </label>
      {error && (
        <p id="quote-terms_agree-error" className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
