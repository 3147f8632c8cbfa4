import { describe, expect, it } from 'vitest';
import { normaliseSenderAddress, senderAddressKey } from './sender-address';

describe('normaliseSenderAddress', () => {
  it('lower-cases and drops a +tag', () => {
    expect(normaliseSenderAddress('Ada+quote1@Example.co.uk')).toBe('ada@example.co.uk');
    expect(normaliseSenderAddress('ada+@example.co.uk')).toBe('ada@example.co.uk');
    expect(normaliseSenderAddress('ada+a+b@example.co.uk')).toBe('ada@example.co.uk');
  });

  it('drops dots only where the provider ignores them, and treats googlemail as gmail', () => {
    expect(normaliseSenderAddress('A.d.a.Lovelace+x@GMail.com')).toBe('adalovelace@gmail.com');
    expect(normaliseSenderAddress('ada.lovelace@googlemail.com')).toBe('adalovelace@gmail.com');
    expect(normaliseSenderAddress('ada.lovelace@example.co.uk')).toBe('ada.lovelace@example.co.uk');
  });

  it('keeps the domain as it is otherwise (subdomains are other mailboxes)', () => {
    expect(normaliseSenderAddress('ada@mail.gmail.com')).toBe('ada@mail.gmail.com');
  });
});

describe('senderAddressKey', () => {
  it('is one key for every spelling of one mailbox, another for another mailbox, and never the address', () => {
    const spellings = ['ada@gmail.com', 'a.da+1@gmail.com', 'ADA+2@googlemail.com', 'a.d.a@GMAIL.COM'];
    const keys = new Set(spellings.map(senderAddressKey));

    expect(keys.size).toBe(1);
    expect(senderAddressKey('eve@gmail.com')).not.toBe([...keys][0]);
    expect([...keys][0]).toMatch(/^[0-9a-f]{32}$/);
  });
});
