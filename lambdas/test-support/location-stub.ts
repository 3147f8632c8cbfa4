/**
 * A stand-in for Amazon Location (v1) over HTTP, for tests and `npm start` with LOCATION_ENDPOINT: the two routes
 * the SDK posts to (place index text search, route calculation), answering as the service does, and counting
 * every call, since each one would be billed. Any UK-shaped postcode is found at a spot derived from its text,
 * except those listed as unknown (an empty `Results`, as the service answers). Not deployed.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LocationStub {
  endpoint: string;
  calls(): { geocodes: number; routes: number };
  /** The texts geocoded, in order. */
  geocoded(): string[];
  close(): Promise<void>;
}

/** Somewhere in Great Britain, the same for the same text. */
function pointOf(text: string): [number, number] {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 16777619) >>> 0;
  return [-4 + (hash % 4000) / 1000, 51 + ((hash >>> 12) % 3000) / 1000];
}

function miles([lon1, lat1]: [number, number], [lon2, lat2]: [number, number]): number {
  const rad = Math.PI / 180;
  const x = (lon2 - lon1) * rad * Math.cos(((lat1 + lat2) / 2) * rad);
  const y = (lat2 - lat1) * rad;
  return Math.sqrt(x * x + y * y) * 3959 * 1.25;
}

export async function startLocationStub({
  port = 0,
  unknown = [],
}: {
  port?: number;
  unknown?: string[];
} = {}): Promise<LocationStub> {
  const geocoded: string[] = [];
  let routes = 0;
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const json = (status: number, answer: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer));
      };
      const input = body ? JSON.parse(body) : {};
      if (request.method === 'POST' && /^\/places\/v0\/indexes\/[^/]+\/search\/text$/.test(request.url ?? '')) {
        const text = String(input.Text);
        geocoded.push(text);
        const results = unknown.includes(text) ? [] : [{ Place: { Geometry: { Point: pointOf(text) } }, Relevance: 1 }];
        return json(200, { Summary: { Text: text, DataSource: 'Here' }, Results: results });
      }
      if (request.method === 'POST' && /^\/routes\/v0\/calculators\/[^/]+\/calculate\/route$/.test(request.url ?? '')) {
        routes++;
        const points: [number, number][] = [
          input.DeparturePosition,
          ...(input.WaypointPositions ?? []),
          input.DestinationPosition,
        ];
        let distance = 0;
        for (let i = 1; i < points.length; i++)
          distance += miles(points[i - 1] as [number, number], points[i] as [number, number]);
        return json(200, {
          Legs: [],
          Summary: {
            Distance: Math.round(distance * 10) / 10,
            DurationSeconds: Math.round((distance / 45) * 3600),
            DistanceUnit: 'Miles',
            RouteBBox: [-8, 49, 2, 59],
            DataSource: 'Here',
          },
        });
      }
      json(404, { message: 'Not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls: () => ({ geocodes: geocoded.length, routes }),
    geocoded: () => [...geocoded],
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
