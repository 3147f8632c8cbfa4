import type { CityContent } from '../city-content';

export default {
  description:
    'Milton Keynes same-day courier for warehouses, Magna Park and the grid-road estates. Dedicated vehicle, collection usually in 60 minutes, available 24/7.',
  paragraphs: [
    'Milton Keynes was planned around a grid of fast roads and has grown into one of the country’s busiest distribution locations, which makes it an efficient base for same-day courier work. A booking with us puts one vehicle and driver on your job, usually collecting within 60 minutes and delivering directly. There is no co-loading and no depot in the middle, and we operate 24/7, including late and overnight collections for warehouse shifts.',
    'We collect throughout the city’s grid squares and older towns, including Central Milton Keynes, Bletchley, Wolverton, Stony Stratford, Newport Pagnell and Olney, as well as industrial and logistics areas such as Kiln Farm, Knowlhill, Kingston, Wavendon Gate and Magna Park. Nearby we cover Buckingham, Towcester, Woburn Sands, Cranfield and Leighton Buzzard.',
    'Large retail and logistics distribution centres around Magna Park and the M1 mean warehouse stock, often on pallets, is the typical Milton Keynes consignment. The city also has a motorsport and engineering cluster, Formula One included, with Silverstone not far away, and it is home to the Open University at Walton Hall, rail industry offices at The Quadrant and major financial services employers. Milton Keynes University Hospital and the shops of Central Milton Keynes add medical and retail work.',
    'The M1 runs along the east of Milton Keynes, with junctions 13 and 14 serving the city, and the A5 runs through it from north to south towards Towcester and Dunstable. The A421 heads east to Bedford and the A1 and west to Buckingham, and the A509 runs north past Newport Pagnell and Olney towards Wellingborough. Same-day runs to London, Birmingham, Oxford and Cambridge are regular, and next-day delivery reaches every UK postcode on the following business day.',
  ],
  servicePoints: [
    'Urgent warehouse stock moves from Magna Park and the M1 corridor',
    'Palletised freight on tail-lift Luton vans and 7.5 tonne trucks',
    'Motorsport and engineering parts handled with care',
    'Collections from Bletchley, Wolverton, Newport Pagnell and Olney',
    'Direct access to M1 junctions 13 and 14',
    'Next-day delivery from Milton Keynes to any UK postcode',
  ],
} satisfies CityContent;
