import { describeRoute, estimateRouteField, estimateSourceField, routeOfJourney } from '@courier/common/quote/journey';
import { isVehicleType } from '@courier/common/vehicles';
import { type Dispatch, type SetStateAction, useCallback, useState } from 'react';
import { type Figures, isEstimated } from './quote-draft';
import type { QuoteValues } from './quote-values';
import type { Estimate } from './route-estimate';
import { useRouteEstimate } from './use-route-estimate';

/**
 * Whether the distance and duration are the fresh estimate for the journey now entered, an
 * estimate for a journey since changed, or nothing.
 */
export type FiguresState = 'fresh' | 'stale' | 'none';

export const noFigures: Figures = { source: '', route: '' };

/**
 * Where the distance and duration came from. The route estimate fills them for the journey entered
 * (debounced, see use-route-estimate.ts); the visitor reads them, never types them (issue 34). Figures
 * estimated for another journey are marked stale and never posted as this one's.
 */
export function useEstimateProvenance(
  values: QuoteValues,
  setValues: Dispatch<SetStateAction<QuoteValues>>,
  stopPostcodes: readonly string[],
  onUnknownPostcodes: (postcodes: string[]) => void,
) {
  const [figures, setFigures] = useState<Figures>(noFigures);

  const route = routeOfJourney({
    pickupPostcode: values.pickup_postcode,
    stopPostcodes: [...stopPostcodes],
    deliveryPostcode: values.delivery_postcode,
    isReturn: values.is_return === 'Yes',
    vehicle: isVehicleType(values.vehicle_type) ? values.vehicle_type : '',
  });
  const routeDescription = route ? describeRoute(route) : null;

  const { calculating } = useRouteEstimate(
    route,
    useCallback(
      (estimate: Estimate, forRoute: string) => {
        setValues((v) => ({
          ...v,
          distance_miles: String(estimate.distanceMiles),
          duration_minutes: String(estimate.durationMinutes),
        }));
        setFigures({ source: estimate.approximate ? 'approximate' : 'estimate', route: forRoute });
      },
      [setValues],
    ),
    onUnknownPostcodes,
  );

  const figuresState: FiguresState =
    isEstimated(figures) && (values.distance_miles || values.duration_minutes)
      ? figures.route === routeDescription
        ? 'fresh'
        : 'stale'
      : 'none';
  const fresh = figuresState === 'fresh';

  return {
    figures,
    figuresState,
    /** The figures shown are the API's rough ones for this journey (EtaResponse.approximate). */
    approximate: figuresState === 'fresh' && figures.source === 'approximate',
    calculating,
    /** The route the figures were estimated for, to name when they no longer match the journey. */
    figuresRoute: figures.route,
    /**
     * What the form posts about the journey's figures (see common/src/quote/journey.ts): the estimate for the journey
     * entered, or nothing. Figures for a journey since changed are never sent as this one's.
     */
    postedFigures: {
      distance_miles: fresh ? values.distance_miles : '',
      duration_minutes: fresh ? values.duration_minutes : '',
      [estimateSourceField]: fresh ? figures.source : '',
      [estimateRouteField]: fresh ? figures.route : '',
    },
    restore: setFigures,
    clear: useCallback(() => setFigures(noFigures), []),
  };
}

export type EstimateProvenance = ReturnType<typeof useEstimateProvenance>;
