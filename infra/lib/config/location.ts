/** The ceiling on Amazon Location spend behind /api/eta (docs/decisions/015). */
import type { ContextReader } from './context';

export interface LocationConfig {
  /** The hard ceiling on Amazon Location spend (US dollars) per clock hour and per UTC day; past it, approximate ETAs. */
  locationBudgetUsdPerHour: number;
  locationBudgetUsdPerDay: number;
}

/** That the hour's ceiling is within the day's is checked with the other settings that constrain each other. */
export function readLocationConfig(context: ContextReader): LocationConfig {
  return {
    locationBudgetUsdPerHour: context.usd('locationBudgetUsdPerHour'),
    locationBudgetUsdPerDay: context.usd('locationBudgetUsdPerDay'),
  };
}
