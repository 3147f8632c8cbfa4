import { describe, expect, it } from 'vitest';
import { mailtoHref, telHref, whatsAppHref } from './contact-links';

describe('telHref', () => {
  it.each([
    ['07700 900123', 'tel:+447700900123'],
    ['+44 7700 900123', 'tel:+447700900123'],
    ['+44 (0)7700 900123', 'tel:+447700900123'],
    ['0044 116 496 0000', 'tel:+441164960000'],
    ['(0116) 496-0000', 'tel:+441164960000'],
    ['+33 1 23 45 67 89', 'tel:+33123456789'],
  ])('%s → %s', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });

  it('is digits and a leading + only, whatever the value holds', () => {
    expect(telHref('0770090012"><img src=x onerror=alert()>3')).toBe('tel:+447700900123');
    expect(telHref('javascript:alert()//07700900123')).toBe('tel:+447700900123');
  });

  it('gives no link without enough digits to dial', () => {
    expect(telHref('((((((((((')).toBeNull();
    expect(telHref('123')).toBeNull();
  });
});

describe('whatsAppHref', () => {
  it.each([
    ['07700 900123', 'https://wa.me/447700900123'],
    ['+447911 123456', 'https://wa.me/447911123456'],
    ['+44 (0)7911 123456', 'https://wa.me/447911123456'],
    ['07624 123456', 'https://wa.me/447624123456'],
  ])('a UK mobile %s → %s', (phone, href) => {
    expect(whatsAppHref(phone)).toBe(href);
  });

  it.each([
    ['a landline', '0116 496 0000'],
    ['a personal number', '07012 345678'],
    ['a pager', '07600 123456'],
    ['a mobile with a digit too many', '077009001234'],
    ['a French mobile', '+33 6 12 34 56 78'],
    ['no number', ''],
  ])('none for %s', (_case, phone) => {
    expect(whatsAppHref(phone)).toBeNull();
  });
});

describe('mailtoHref', () => {
  it('replies to the address with the reference in the subject', () => {
    const href = mailtoHref('ada@example.co.uk', 'Your quote request Q-7KD2QF');

    expect(href).toBe('mailto:ada@example.co.uk?subject=Your%20quote%20request%20Q-7KD2QF');
  });

  it('keeps ? & # % = in an address to the address, so it cannot add a cc, a body or a subject', () => {
    const href = mailtoHref('x?cc=eve&bcc=mallory&body=pay#now%20@example.com', 'Q-7KD2QF');
    const url = new URL(href);

    expect([...url.searchParams.keys()]).toEqual(['subject']);
    expect(url.searchParams.get('subject')).toBe('Q-7KD2QF');
    expect(decodeURIComponent(url.pathname)).toBe('x?cc=eve&bcc=mallory&body=pay#now%20@example.com');
    expect(url.hash).toBe('');
  });
});
