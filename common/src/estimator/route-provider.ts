import type { VehicleType } from '../vehicles';

/** A journey to estimate: postcodes already validated and normalised ("LE1 1AA"). */
export interface RouteRequest {
  from: string;
  to: string;
  /** Intermediate stops, in visiting order. */
  stops: string[];
  /** Whether the vehicle drives back to the pickup after the delivery. */
  returnTrip: boolean;
  vehicle?: VehicleType;
}

export interface RouteEstimate {
  /** Road miles, one decimal place. */
  distanceMiles: number;
  /** Whole minutes of driving. */
  durationMinutes: number;
  /** From the embedded estimator because Amazon Location could not or might not be used (EtaResponse.approximate). */
  approximate?: boolean;
}

/** Something that can estimate a route: Amazon Location when deployed, the embedded estimator locally. */
export interface RouteProvider {
  estimate(request: RouteRequest): Promise<RouteEstimate>;
}

/** A postcode the provider cannot place: the caller's input is at fault (400). */
export class UnknownPostcodeError extends Error {
  constructor(readonly postcode: string) {
    super(`Postcode ${postcode} could not be found`);
    this.name = 'UnknownPostcodeError';
  }
}

/** The routing service failed or is unreachable (502). */
export class RouteServiceError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RouteServiceError';
  }
}
