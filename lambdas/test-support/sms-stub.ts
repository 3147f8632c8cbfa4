/**
 * A stand-in for Amazon SNS's SMS over HTTP, for tests and `npm start` (SMS_ENDPOINT): the one action the on-call text
 * uses, `Publish` to a phone number, spoken in SNS's own wire protocol (AWS Query: a form-encoded POST, an XML answer,
 * XML errors with SNS's codes), so `@aws-sdk/client-sns` talks to it unchanged. It keeps every text it took; with
 * `inbox` it also drops each into the local SES inbox as a message ("Text to +44 7700 900999"), so texts show where
 * `npm start`'s emails do. It can be made to refuse (`fail`: SNS's InternalError), throttle (Throttled, 429) or hang
 * (accept the request and never answer), as a service in trouble does. Not deployed.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import { localClientConfig } from '../src/aws/local-client-config';

/** A text as SNS was asked to send it. */
export interface StubText {
  to: string;
  message: string;
  /** The message attributes (`AWS.SNS.SMS.SenderID`, `…MaxPrice`, `…SMSType`), by name. */
  attributes: Record<string, string>;
  at: string;
}

export type SmsBehaviour = 'ok' | 'fail' | 'throttle' | 'hang';

export interface SmsStub {
  endpoint: string;
  texts(): StubText[];
  /** Every Publish request that reached it, answered or not. */
  requests(): number;
  behave(behaviour: SmsBehaviour): void;
  /** What it was last told to do. */
  behaviour(): SmsBehaviour;
  close(): Promise<void>;
}

const xmlns = 'http://sns.amazonaws.com/doc/2010-03-31/';
const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

function answerXml(response: ServerResponse, status: number, xml: string) {
  response.writeHead(status, { 'content-type': 'text/xml' });
  response.end(`<?xml version="1.0"?>\n${xml}`);
}

function errorXml(response: ServerResponse, status: number, code: string, message: string) {
  answerXml(
    response,
    status,
    `<ErrorResponse xmlns="${xmlns}"><Error><Type>${status < 500 ? 'Sender' : 'Receiver'}</Type>` +
      `<Code>${code}</Code><Message>${escapeXml(message)}</Message></Error><RequestId>${randomUUID()}</RequestId></ErrorResponse>`,
  );
}

/** `MessageAttributes.entry.N.Name` and `.Value.StringValue`, as the Query protocol flattens a map. */
function messageAttributes(form: URLSearchParams): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (let n = 1; form.has(`MessageAttributes.entry.${n}.Name`); n++) {
    attributes[form.get(`MessageAttributes.entry.${n}.Name`) ?? ''] =
      form.get(`MessageAttributes.entry.${n}.Value.StringValue`) ?? '';
  }
  return attributes;
}

/** "+447700900999" → "+44 7700 900999", as the inbox's subject shows it. */
const readable = (phone: string) => phone.replace(/^\+44(\d{4})(\d+)$/, '+44 $1 $2');

export async function startSmsStub({
  port = 0,
  inbox,
}: {
  port?: number;
  /** The local SES inbox's endpoint: each text is also delivered there as a message. */
  inbox?: string;
} = {}): Promise<SmsStub> {
  const texts: StubText[] = [];
  let requests = 0;
  let behaviour: SmsBehaviour = 'ok';
  const hanging = new Set<ServerResponse>();
  const ses = inbox ? new SESClient(localClientConfig(inbox)) : undefined;

  const publish = async (form: URLSearchParams, response: ServerResponse) => {
    requests++;
    if (behaviour === 'hang') {
      hanging.add(response);
      return;
    }
    if (behaviour === 'throttle') return errorXml(response, 429, 'Throttled', 'Rate exceeded');
    if (behaviour === 'fail') return errorXml(response, 500, 'InternalError', 'The SMS stand-in was told to fail');
    const to = form.get('PhoneNumber') ?? '';
    const message = form.get('Message') ?? '';
    if (!/^\+[1-9]\d{7,14}$/.test(to))
      return errorXml(response, 400, 'InvalidParameter', 'Invalid parameter: PhoneNumber');
    const text = { to, message, attributes: messageAttributes(form), at: new Date().toISOString() };
    texts.push(text);
    await ses?.send(
      new SendEmailCommand({
        Source: `SMS stand-in <sms@${text.attributes['AWS.SNS.SMS.SenderID'] ?? 'sender'}.invalid>`,
        Destination: { ToAddresses: [`${to.replace('+', '')}@sms.invalid`] },
        Message: {
          Subject: { Data: `Text to ${readable(to)}` },
          Body: { Text: { Data: message } },
        },
      }),
    );
    const id = randomUUID();
    answerXml(
      response,
      200,
      `<PublishResponse xmlns="${xmlns}"><PublishResult><MessageId>${id}</MessageId></PublishResult>` +
        `<ResponseMetadata><RequestId>${randomUUID()}</RequestId></ResponseMetadata></PublishResponse>`,
    );
  };

  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const form = new URLSearchParams(body);
      if (request.method !== 'POST' || form.get('Action') !== 'Publish') {
        return errorXml(response, 400, 'InvalidAction', `The SMS stand-in answers Publish only`);
      }
      publish(form, response).catch((error: unknown) =>
        errorXml(response, 500, 'InternalError', error instanceof Error ? error.message : String(error)),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    texts: () => [...texts],
    requests: () => requests,
    behave(next) {
      behaviour = next;
    },
    behaviour: () => behaviour,
    close: () =>
      new Promise((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
