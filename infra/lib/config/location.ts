/** The ceiling on Amazon Location spend behind /api/eta (docs/decisions/015). */
import { ContextError, type ContextReader } from './context';

export interface LocationConfig {
  /** The hard ceiling on Amazon Location spend (US dollars) per clock hour and per UTC day; past it, approximate ETAs. */
  locationBudgetUsdPerHour: number;
  locationBudgetUsdPerDay: number;
}

export function readLocationConfig(context: ContextReader): LocationConfig {
  const locationBudgetUsdPerHour = context.usd('locationBudgetUsdPerHour');
  const locationBudgetUsdPerDay = context.usd('locationBudgetUsdPerDay');
  if (locationBudgetUsdPerHour > locationBudgetUsdPerDay) {
    throw new ContextError('Context locationBudgetUsdPerHour must not exceed locationBudgetUsdPerDay');
  }
  return { locationBudgetUsdPerHour, locationBudgetUsdPerDay };
}
