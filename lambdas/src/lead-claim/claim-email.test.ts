/**
 * The customer hears when a dispatcher first claims their quote (issue 52 C), through the claim API against real
 * dynalite and the local SES inbox: the claimer's first name, once, within the acknowledgements' hourly cap, and the
 * claim stands whatever SES does.
 */
import type { SESClient } from '@aws-sdk/client-ses';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useLeadClaimHarness } from '../../test-support/lead-claim-harness';
import { type Inbox, inboxSes, startLocalInbox, unreachableSes } from '../../test-support/quote-fixtures';
import { takeAcknowledgementSlot } from '../quote/store/acknowledgements';
import { getQuote } from '../quote/store/quote-record';
import { senderAddressKey } from '../quote/store/sender-address';
import { leadClaimSettingsFromEnv } from './claim-api';
import { firstName, renderClaimEmail } from './claim-email';

const h = useLeadClaimHarness(Date.parse('2026-11-20T10:30:00Z'));
let inbox: Inbox;
beforeAll(async () => {
  inbox = await startLocalInbox();
});
afterAll(() => inbox.close());

const mailWith = (ses: SESClient, maxPerHour = 3) => ({
  ses,
  mail: { senderEmail: 'quotes@swiftline-couriers.example', staffEmails: ['staff@swiftline-couriers.example'] },
  companyName: 'Swiftline Couriers',
  phone: '0116 496 0000',
  maxPerHour,
});
const toCustomer = async () =>
  (await inbox.emails()).filter((email) => email.destination.to.includes('ada@example.co.uk'));

beforeEach(async () => {
  await inbox.clear();
  h.customerMail = mailWith(inboxSes(inbox));
});

describe("the customer's email when their quote is first claimed", () => {
  it('names the claimer by first name, with the reference and the number they will call from, once the claim is made', async () => {
    const { id, reference } = await h.storeQuote();
    h.clock += 4 * 60_000;
    expect((await h.press({ ...h.linkQuery(id), name: 'Jo Featherstone' })).statusCode).toBe(303);

    const [email, ...more] = await toCustomer();
    expect(more).toEqual([]);
    expect(email?.subject).toBe(`Jo at Swiftline Couriers has your quote request [${reference}]`);
    expect(email?.body.text).toBe(
      `Jo at Swiftline Couriers has your request ${reference} and will call you shortly from 0116 496 0000.\n`,
    );
    expect(email?.body.html).toContain('<a href="tel:+441164960000">0116 496 0000</a>');
    expect(JSON.stringify(email)).not.toContain('Featherstone');
    expect(email?.replyTo).toEqual(['staff@swiftline-couriers.example']);
    expect(h.counted).toContain('claim_email_sent');
  });

  it('is never sent again on a takeover, nor on a second press', async () => {
    const { id } = await h.storeQuote();
    await h.press({ ...h.linkQuery(id), name: 'Sam' });
    const first = (await getQuote(h.table, id))?.owner;
    h.clock += 60_000;
    await h.press({ ...h.linkQuery(id), name: 'Kim' });
    const takeover = { ...h.linkQuery(id), name: 'Kim', takeover_from: 'Sam', takeover_at: first?.at ?? '' };
    expect((await h.press(takeover)).statusCode).toBe(303);
    expect((await getQuote(h.table, id))?.owner?.name).toBe('Kim');
    expect((await toCustomer()).map((email) => email.subject)).toEqual([
      expect.stringMatching(/^Sam at Swiftline Couriers has your quote request/),
    ]);
  });

  it('counts against acknowledgementsPerHour: past the cap it is not sent, and the claim stands', async () => {
    h.customerMail = mailWith(inboxSes(inbox), 1);
    const { id } = await h.storeQuote();
    // The acknowledgement of this hour took the address's one slot.
    expect(await takeAcknowledgementSlot(h.table, senderAddressKey('Ada@Example.co.uk'), new Date(h.clock), 1)).toBe(
      true,
    );
    expect((await h.press({ ...h.linkQuery(id), name: 'Jo' })).statusCode).toBe(303);
    expect((await getQuote(h.table, id))?.owner?.name).toBe('Jo');
    expect(await toCustomer()).toEqual([]);
  });

  it('never fails the claim when SES fails: the claim is stored, the failure counted', async () => {
    h.customerMail = mailWith(await unreachableSes());
    const { id } = await h.storeQuote();
    expect((await h.press({ ...h.linkQuery(id), name: 'Jo' })).statusCode).toBe(303);
    expect((await getQuote(h.table, id))?.owner?.name).toBe('Jo');
    expect(h.counted).toContain('claim_email_failed');
  });

  it('never holds the claim past its budget when SES hangs: the claim answers, the email counted as failed', async () => {
    // An SES that takes the request and never answers (a hung endpoint), and a budget set small: time is a parameter.
    const hung = { send: () => new Promise(() => {}) } as unknown as SESClient;
    h.customerMail = { ...mailWith(hung), budgetMs: 50 };
    const { id } = await h.storeQuote();
    expect((await h.press({ ...h.linkQuery(id), name: 'Jo' })).statusCode).toBe(303);
    expect((await getQuote(h.table, id))?.owner?.name).toBe('Jo');
    expect(h.counted).toContain('claim_email_failed');
  });

  it('is not sent when the function is not set to tell customers (acknowledgements off: the default)', async () => {
    h.customerMail = undefined;
    const { id } = await h.storeQuote();
    expect((await h.press({ ...h.linkQuery(id), name: 'Jo' })).statusCode).toBe(303);
    expect(await toCustomer()).toEqual([]);
  });

  it('says the dispatcher will email a customer who gave no phone', async () => {
    const { id, reference } = await h.storeQuote({ phone: '' });
    await h.press({ ...h.linkQuery(id), name: 'Jo' });
    expect((await toCustomer())[0]?.body.text).toBe(
      `Jo at Swiftline Couriers has your request ${reference} and will email you shortly. You can call us on ` +
        '0116 496 0000.\n',
    );
  });

  it("escapes the claimer's name, and gives only its first word", () => {
    expect(firstName('  Jo   Featherstone ')).toBe('Jo');
    const email = renderClaimEmail({ reference: 'Q-7KD2QF', quote: { phone: '1' } as never }, '<b>Jo</b> x', {
      companyName: 'Swift & Co',
      phone: '0116 496 0000',
    });
    expect(email.html).toContain('&lt;b&gt;Jo&lt;/b&gt; at Swift &amp; Co has your request Q-7KD2QF');
    expect(email.html).not.toContain('<b>Jo');
  });
});

describe('the claim function’s settings', () => {
  it('tell customers only with acknowledgements on and customerClaimEmail not off', () => {
    expect(leadClaimSettingsFromEnv({}).customerMail).toBeUndefined();
    expect(leadClaimSettingsFromEnv({ CUSTOMER_CLAIM_EMAIL: 'true' }).customerMail).toBeUndefined();
    // As the claim's email takes them: the sender's address, staff's and the configuration set, and the hour's limit.
    expect(
      leadClaimSettingsFromEnv({
        CUSTOMER_ACKNOWLEDGEMENT: 'true',
        ACKNOWLEDGEMENTS_PER_HOUR: '5',
        SES_FROM_ADDRESS: 'quotes@example.co.uk',
        STAFF_EMAILS: 'office@example.co.uk, owner@example.co.uk',
        SES_CONFIGURATION_SET: 'quotes-set',
      }).customerMail,
    ).toEqual({
      mail: {
        senderEmail: 'quotes@example.co.uk',
        staffEmails: ['office@example.co.uk', 'owner@example.co.uk'],
        configurationSetName: 'quotes-set',
      },
      maxPerHour: 5,
    });
    expect(leadClaimSettingsFromEnv({ CUSTOMER_ACKNOWLEDGEMENT: 'true' }).customerMail?.maxPerHour).toBe(3);
    const off = { CUSTOMER_ACKNOWLEDGEMENT: 'true', CUSTOMER_CLAIM_EMAIL: 'false' };
    expect(leadClaimSettingsFromEnv(off).customerMail).toBeUndefined();
  });
});
