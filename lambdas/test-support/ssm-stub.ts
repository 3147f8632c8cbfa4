/**
 * A stand-in for SSM Parameter Store over HTTP (the JSON protocol the SDK speaks: POST / with
 * `X-Amz-Target: AmazonSSM.GetParameter`), holding the kill switch parameter and counting its reads. Not deployed.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SsmStub {
  endpoint: string;
  set(name: string, value: string): void;
  reads(): number;
  close(): Promise<void>;
}

export async function startSsmStub(parameters: Record<string, string> = {}): Promise<SsmStub> {
  const values = new Map(Object.entries(parameters));
  let reads = 0;
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const answer = (status: number, json: unknown) => {
        response.writeHead(status, { 'content-type': 'application/x-amz-json-1.1' });
        response.end(JSON.stringify(json));
      };
      if (request.headers['x-amz-target'] !== 'AmazonSSM.GetParameter') {
        return answer(400, { __type: 'UnknownOperationException' });
      }
      reads++;
      const name = String(JSON.parse(body || '{}').Name);
      const value = values.get(name);
      if (value === undefined) return answer(400, { __type: 'ParameterNotFound', message: `${name} not found` });
      answer(200, { Parameter: { Name: name, Type: 'String', Value: value, Version: 1 } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    set: (name, value) => values.set(name, value),
    reads: () => reads,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
