import type { CityContent } from '../city-content';

export default {
  description:
    'Wolverhampton same-day courier for the Black Country, i54 and the M54 corridor. A dedicated vehicle usually collects within 60 minutes; next-day UK-wide.',
  paragraphs: [
    'Wolverhampton sits at the north-western corner of the West Midlands conurbation, close to the M6 and M54, which makes it a natural starting point for urgent freight heading north, west or into Birmingham. Our same-day courier service allocates one vehicle per job, and a driver normally collects within 60 minutes. From there the consignment goes directly to the delivery address, never sharing space with other customers’ goods.',
    'We cover the city centre and the neighbourhoods around it, including Whitmore Reans, Tettenhall, Penn, Bilston, Wednesfield, Fordhouses, Pendeford and Ettingshall. The rest of the Black Country is close by, so Willenhall, Walsall, Dudley, Wednesbury and Tipton are regular collection points, and we also serve Codsall, Wombourne, Cannock and Telford.',
    'The Black Country has a long metalworking history, and Wolverhampton still has many engineering, fabrication and aerospace firms. Car engines are built on the i54 business park beside the M54, among other advanced manufacturing businesses. Typical loads include castings, machined parts and tooling, along with supplies for New Cross Hospital, equipment for the University of Wolverhampton and stock for retailers and trade counters across the area.',
    'Junction 10 of the M6 is a few miles east of the city centre, and the M54 branches off at junction 10A towards Telford and Shropshire. The A449 runs north to Stafford and south to Kidderminster, the A41 heads towards Whitchurch and West Bromwich, and the A4123 Birmingham New Road is the direct link to Birmingham. From Wolverhampton we run same-day to Manchester, Shrewsbury, Bristol and London, and next-day freight reaches any UK postcode.',
  ],
  servicePoints: [
    'Castings, machined parts and tooling from Black Country workshops',
    'Collections at i54 and along the M54 to Telford',
    'Quick M6 access at junctions 10 and 10A',
    'Tail-lift Luton vans for heavy or awkward loads',
    'Regular and contract collections for trade counters',
    'Next-day delivery from Wolverhampton to anywhere in the UK',
  ],
} satisfies CityContent;
