import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import { mockClient } from 'aws-sdk-client-mock';
import { expect, it } from 'vitest';
import { sendCustomerEmail, sendQuoteEmail } from './send-quote-email';

const email = {
  subject: 'Quote request: Car, LE1 1AA → M1 1AE',
  text: 'Text',
  html: '<p>HTML</p>',
  replyTo: 'ada@example.co.uk',
};
const quote = { reference: 'Q-7KD2QF', quoteId: '0b6f2c1e-5a1d-4f0e-9d3a-2c8e7f1a4b5c' };
const settings = { senderEmail: 'quotes@example.com', staffEmails: ['ops@example.com', 'sales@example.com'] };

it('sends one SendEmail to every staff address, replying to the customer, in UTF-8', async () => {
  const ses = new SESClient({ region: 'eu-west-2' });
  const mock = mockClient(ses);
  mock.on(SendEmailCommand).resolves({ MessageId: 'message-1' });

  expect(await sendQuoteEmail(ses, email, settings, quote)).toBe('message-1');
  expect(mock.commandCalls(SendEmailCommand).map((call) => call.args[0].input)).toEqual([
    {
      Source: 'quotes@example.com',
      Tags: [
        { Name: 'recipient', Value: 'staff' },
        { Name: 'quote', Value: quote.quoteId },
        { Name: 'reference', Value: 'Q-7KD2QF' },
      ],
      Destination: { ToAddresses: ['ops@example.com', 'sales@example.com'] },
      ReplyToAddresses: ['ada@example.co.uk'],
      Message: {
        Subject: { Data: email.subject, Charset: 'UTF-8' },
        Body: { Text: { Data: 'Text', Charset: 'UTF-8' }, Html: { Data: '<p>HTML</p>', Charset: 'UTF-8' } },
      },
    },
  ]);
});

it('passes SES errors to the caller', async () => {
  const ses = new SESClient({ region: 'eu-west-2' });
  mockClient(ses).on(SendEmailCommand).rejects(new Error('Throttling'));

  await expect(sendQuoteEmail(ses, email, settings, quote)).rejects.toThrow('Throttling');
});

it('sends staff emails and customer acknowledgements through the configuration set when one is given', async () => {
  const ses = new SESClient({ region: 'eu-west-2' });
  const mock = mockClient(ses);
  mock.on(SendEmailCommand).resolves({ MessageId: 'message-1' });
  const withSet = { ...settings, configurationSetName: 'quote-mail' };

  await sendQuoteEmail(ses, email, withSet, quote);
  await sendCustomerEmail(ses, email, 'ada@example.co.uk', withSet);
  const inputs = mock.commandCalls(SendEmailCommand).map((call) => call.args[0].input);
  expect(inputs.map((input) => [input.Destination?.ToAddresses, input.ConfigurationSetName])).toEqual([
    [['ops@example.com', 'sales@example.com'], 'quote-mail'],
    [['ada@example.co.uk'], 'quote-mail'],
  ]);
});

it('tags each email with who it is for, so bounces to staff have their own alarm, and staff’s with its quote, so SES’s reports find it', async () => {
  const ses = new SESClient({ region: 'eu-west-2' });
  const mock = mockClient(ses);
  mock.on(SendEmailCommand).resolves({ MessageId: 'message-1' });

  await sendQuoteEmail(ses, email, settings, quote);
  await sendCustomerEmail(ses, email, 'ada@example.co.uk', settings);
  expect(mock.commandCalls(SendEmailCommand).map((call) => call.args[0].input.Tags)).toEqual([
    [
      { Name: 'recipient', Value: 'staff' },
      { Name: 'quote', Value: quote.quoteId },
      { Name: 'reference', Value: 'Q-7KD2QF' },
    ],
    [{ Name: 'recipient', Value: 'customer' }],
  ]);
});
