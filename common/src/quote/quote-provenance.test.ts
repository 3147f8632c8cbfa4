import { describe, expect, it } from 'vitest';
import { readQuoteProvenance } from './quote-provenance';

describe('readQuoteProvenance', () => {
  it('reads the submission ID and where the figures came from', () => {
    expect(
      readQuoteProvenance({
        submission_id: '0b6f1c9e-2f4a-4d3b-9c8e-7a1d2e3f4a5b',
        estimate_source: 'estimate',
        estimate_route: 'LE1 1AA → M1 1AE, one way, Small Van',
      }),
    ).toEqual({
      ok: true,
      provenance: {
        submissionId: '0b6f1c9e-2f4a-4d3b-9c8e-7a1d2e3f4a5b',
        estimateSource: 'estimate',
        estimateRoute: 'LE1 1AA → M1 1AE, one way, Small Van',
      },
    });
  });

  it('reads figures the API marked approximate', () => {
    expect(readQuoteProvenance({ estimate_source: 'approximate' })).toEqual({
      ok: true,
      provenance: { estimateSource: 'approximate' },
    });
  });

  it('never marks a quote as a smoke test from what was posted: only the operator’s proof does (issue 42 B)', () => {
    expect(readQuoteProvenance({ test_quote: 'Yes' })).toEqual({ ok: true, provenance: {} });
  });

  it('is empty, and fine, for an EmailJS caller that sends none of them', () => {
    expect(readQuoteProvenance({})).toEqual({ ok: true, provenance: {} });
  });

  it.each([
    ['submission_id', { submission_id: '0B6F1C9E-2F4A-4D3B-9C8E-7A1D2E3F4A5B' }],
    ['submission_id', { submission_id: 'x'.repeat(36) }],
    ['estimate_source', { estimate_source: 'api' }],
    ['estimate_route', { estimate_route: 'LE1 1AA\u2028M1 1AE' }],
    ['estimate_route', { estimate_route: 'LE1 1AA \u202E' }],
    ['estimate_route', { estimate_route: 'LE1 1AA \u200B→ M1 1AE' }],
    ['estimate_route', { estimate_route: 'LE1 1AA \u{E0041}' }],
    ['estimate_route', { estimate_route: 'x'.repeat(401) }],
  ])('refuses a bad %s', (field, input) => {
    const result = readQuoteProvenance(input);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors.map((e) => e.field)).toEqual([field]);
  });
});
