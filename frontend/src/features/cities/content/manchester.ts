import type { CityContent } from '../city-content';

export default {
  description:
    'Same-day couriers across Greater Manchester, from Trafford Park to MediaCityUK and the airport. Dedicated vehicle, collection usually within 60 minutes.',
  paragraphs: [
    'Manchester businesses rarely have time to wait for a parcel network’s next sorting cycle. Our same-day service sends a single vehicle to you, usually within 60 minutes of the call, and that driver takes the consignment straight to its destination without stopping at a hub. Bookings are taken 24 hours a day, so an early shipment out of Ancoats or a late-night part for a site in Wythenshawe is handled in exactly the same way as an afternoon run.',
    'We cover all ten boroughs of Greater Manchester. In the city itself that means the centre, Spinningfields, Ancoats, Ardwick, Didsbury and Wythenshawe; beyond it, Salford and Salford Quays, Stockport, Trafford, Oldham, Rochdale, Bury, Bolton, Tameside and Wigan. Industrial users in Trafford Park, often described as the first planned industrial estate in the world, provide a large share of the work, as do the offices and studios around MediaCityUK.',
    'The mix of work reflects the regional economy: engineering components and spare parts for Trafford Park manufacturers, filming kit and broadcast equipment to and from MediaCityUK, contracts and tender documents for law and finance firms in Spinningfields, and research equipment for the University of Manchester and Manchester Metropolitan University. Hospitals including Manchester Royal Infirmary and The Christie create urgent clinical deliveries, and freight moving to and from the cargo area at Manchester Airport is another regular job.',
    'The M60 rings the conurbation, and from it the M62 runs west to Liverpool and east over the Pennines to Leeds. The M56 reaches Manchester Airport and continues towards Chester and North Wales, the M602 connects Salford with the M60, and the M61 heads north to Preston. Southbound work joins the M6 for Birmingham and London. Any UK postcode can be reached the same day where distance allows, and when timing is flexible a lower-cost co-load option with wider collection and delivery windows can be requested.',
  ],
  servicePoints: [
    'Direct collections from Trafford Park industrial estates',
    'Broadcast and filming equipment to and from MediaCityUK',
    'Cargo runs to and from Manchester Airport',
    'Round-the-clock bookings across all ten Greater Manchester boroughs',
    'Luton vans with tail lift and 7.5 tonne trucks for palletised freight',
    'Next-day service out of Manchester reaching every UK postcode',
  ],
} satisfies CityContent;
