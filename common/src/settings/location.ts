/**
 * Amazon Location: the ceiling on its spend behind /api/eta (docs/decisions/015), and the route calculator and place
 * index CDK makes, whose names `npm start` may set to use real ones (their variables' home is lambda-env.ts).
 */
import { etaEnv } from '../api/lambda-env';
import type { Setting } from './setting';

export const locationSettings = {
  locationBudgetUsdPerHour: {
    kind: 'usd',
    default: 1,
    context: true,
    env: true,
    description: "Amazon Location's spend a clock hour past which /api/eta answers approximate figures.",
  },
  locationBudgetUsdPerDay: {
    kind: 'usd',
    default: 5,
    context: true,
    env: true,
    description: "Amazon Location's spend a UTC day past which /api/eta answers approximate figures.",
  },
  routeCalculatorName: {
    kind: 'text',
    env: etaEnv.routeCalculatorName,
    localDefault: 'local-routes',
    description: "Amazon Location's route calculator (CDK sets it in AWS).",
  },
  placeIndexName: {
    kind: 'text',
    env: etaEnv.placeIndexName,
    localDefault: 'local-places',
    description: "Amazon Location's place index (CDK sets it in AWS).",
  },
} as const satisfies Record<string, Setting>;
