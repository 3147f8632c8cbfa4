/**
 * Production's defaults match production: out of the SES sandbox unless told otherwise, and a domain that already
 * publishes DMARC can keep its record (`dmarcRecord=false`). cdk-nag stays clean on each.
 */
import { describe, expect, it } from 'vitest';
import { nagFindings, type Synthesized, synth, synthConfigurations, synthesized } from './synth';

const production = synthesized('fullProduction');
const acceptedSandbox = synthesized('productionAcceptedSandbox');
const withoutDmarc = synthesized('fullProductionWithoutDmarc');

const emailIdentities = (result: Synthesized) =>
  Object.values(result.site.findResources('AWS::SES::EmailIdentity')).map((r) => r.Properties.EmailIdentity);
const recordNames = (result: Synthesized, type: string) =>
  Object.values(result.site.findResources('AWS::Route53::RecordSet', { Properties: { Type: type } })).map(
    (r) => r.Properties.Name,
  );

describe('SES sandbox in production', () => {
  it('is off by default: the sender domain is the only identity, no staff address needs verifying', () => {
    expect(emailIdentities(production)).toEqual(['swiftline.co.uk']);
    expect(nagFindings(production.report)).toEqual([]);
  });

  it('is refused when asked for without acceptSesSandbox, saying who would get nothing', () => {
    expect(() => synth({ ...synthConfigurations.fullProduction.context, sesSandbox: 'true' })).toThrow(
      /sesSandbox=true in production: .*customers' and unverified staff addresses get nothing.*acceptSesSandbox=true/,
    );
  });

  it('is built when acknowledged, with the outside staff address as a sandbox identity', () => {
    expect(emailIdentities(acceptedSandbox)).toEqual(['swiftline.co.uk', 'owner@gmail.com']);
    expect(nagFindings(acceptedSandbox.report)).toEqual([]);
  });
});

describe('dmarcRecord', () => {
  it('publishes _dmarc by default', () => {
    expect(recordNames(production, 'TXT')).toEqual(['_dmarc.swiftline.co.uk.']);
  });

  it('false leaves the domain’s own DMARC record alone and keeps the site records', () => {
    expect(recordNames(withoutDmarc, 'TXT')).toEqual([]);
    expect(recordNames(withoutDmarc, 'A')).toEqual(['www.swiftline.co.uk.', 'swiftline.co.uk.']);
    expect(recordNames(withoutDmarc, 'AAAA')).toEqual(['www.swiftline.co.uk.', 'swiftline.co.uk.']);
    expect(nagFindings(withoutDmarc.report)).toEqual([]);
  });
});
