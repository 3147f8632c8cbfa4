/** The ceiling on Amazon Location's spend behind /api/eta (docs/decisions/015). */
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
} as const satisfies Record<string, Setting>;
