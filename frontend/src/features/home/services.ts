import type { IconName } from '../../components/Icon';

export interface Service {
  title: string;
  icon: IconName;
  text: string;
}

/**
 * The services section's opening: the vehicles named are the quote form's list (common/src/vehicles.ts), from the
 * smallest to the largest, said as what a visitor can request.
 */
export const servicesLead =
  'Request any vehicle from a car or small van, through Luton vans with tail lift and 7.5 tonne trucks, up to articulated and 6-axle lorries. Pallets, parcels, fragile and temperature-controlled goods, multi-drop routes and contract collections. Every price is an all-inclusive quote, agreed before pickup, based on distance, load, vehicle and timing.';

/** The eight services on the home page. No prices: every quote is made to measure. */
export const services: Service[] = [
  {
    title: 'Same-day courier',
    icon: 'clock',
    text: 'Collection usually within 60 minutes and driven straight to the door, with no depots and no handovers on the way.',
  },
  {
    title: 'Next-day delivery',
    icon: 'calendar',
    text: 'Booked today, delivered the following business day, to any UK postcode.',
  },
  {
    title: 'UK-wide coverage',
    icon: 'map',
    text: 'Every UK postcode, from city-centre drops to the Highlands, 24/7 including late and overnight collections.',
  },
  {
    title: 'Dedicated vehicles',
    icon: 'van',
    text: 'Your goods alone in the vehicle as standard: no co-loading. Request any vehicle from a car or small van up to an articulated or 6-axle lorry.',
  },
  {
    title: 'Pallet & freight',
    icon: 'pallet',
    text: 'Single pallets to full loads, heavy and bulky freight, fragile and temperature-controlled goods.',
  },
  {
    title: 'Europe & imports',
    icon: 'globe',
    text: 'Collections from and deliveries to Europe, and onward delivery of imports from UK ports and airports.',
  },
  {
    title: 'Contract logistics',
    icon: 'contract',
    text: 'Regular and scheduled collections, multi-drop routes and account service for businesses that ship every week.',
  },
  {
    title: 'Time-critical & secure',
    icon: 'shield',
    text: 'Live GPS tracking, timestamped proof of delivery and goods-in-transit insurance, with extra cover on request for high-value freight.',
  },
];
