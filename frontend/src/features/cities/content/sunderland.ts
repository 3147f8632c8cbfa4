import type { CityContent } from '../city-content';

export default {
  description:
    'Same-day courier in Sunderland and Washington for automotive, port and manufacturing freight. Dedicated vehicle, usually collected within 60 minutes.',
  paragraphs: [
    'Sunderland’s manufacturers work to tight production schedules, and when a delivery cannot wait for a parcel network, a dedicated same-day courier is the answer. We assign one vehicle to your job, usually collect within 60 minutes, and drive directly to the delivery point with no depot in between. Bookings are taken around the clock, so early shifts, late finishes and weekend breakdowns are all covered.',
    'We cover the whole of the City of Sunderland, including the city centre, Roker, Southwick, Pallion, Hendon, Silksworth, Doxford Park, Houghton-le-Spring and Hetton-le-Hole. Washington, with its large industrial estates, is a major part of the work, and we also collect in Seaham, Boldon, South Shields, Chester-le-Street and Durham.',
    'Sunderland’s car plant, on the edge of Washington, is the largest car factory in the UK, and a network of component suppliers has grown up around it and the neighbouring International Advanced Manufacturing Park. Urgent parts, tooling and packaging make up much of what needs moving. The Port of Sunderland, the University of Sunderland, Sunderland Royal Hospital and the offices at Doxford International business park also rely on quick, direct deliveries.',
    'The A19 runs down the western side of the city, linking Sunderland with the Tyne Tunnel to the north and Teesside to the south, while the A1231 and A184 connect it with the A1(M) near Washington and Gateshead. The A690 leads to Durham and the A183 follows the coast. From Sunderland we run same-day to Newcastle, Middlesbrough, Leeds and beyond, and send next-day freight to any postcode in the UK.',
  ],
  servicePoints: [
    'Line-side parts runs for automotive suppliers in Washington',
    'Collections across Washington industrial estates and the IAMP',
    'Urgent freight from the Port of Sunderland',
    'Weekend and overnight collections for breakdowns',
    'Direct A19 links to Tyneside and Teesside',
    'Next-day delivery from Wearside to every UK postcode',
  ],
} satisfies CityContent;
