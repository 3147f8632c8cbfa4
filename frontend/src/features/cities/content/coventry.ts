import type { CityContent } from '../city-content';

export default {
  description:
    'Coventry same-day courier for automotive, engineering and university work, from Whitley to Ansty Park. Dedicated vehicle, usually collected within 60 minutes.',
  paragraphs: [
    'Coventry has been building vehicles for well over a century, and its businesses are used to tight deadlines. Our same-day courier service matches that: your booking gets its own vehicle, a driver who normally collects within 60 minutes, and a direct route to the destination without depots or handovers. The service is open 24/7, so night shifts and weekend emergencies are handled as readily as weekday office deliveries.',
    'We cover every part of the city, including the centre, Earlsdon, Foleshill, Canley, Tile Hill, Binley, Walsgrave, Whitley and Baginton, and the business parks at Ansty and Ryton. Nearby towns are served as standard: Kenilworth, Warwick, Leamington Spa, Bedworth, Nuneaton and Rugby, as well as the large distribution parks along the M6 and around Daventry.',
    'Car makers’ engineering centres at Whitley and Ansty, and the many automotive suppliers around them, give Coventry a constant need for urgent parts, prototypes and test equipment. The University of Warwick, including WMG, and Coventry University add research and teaching consignments, while University Hospital Coventry at Walsgrave needs clinical supplies moved quickly. Warehouses in the surrounding distribution parks also send stock that has to reach a customer the same day.',
    'The M6 skirts the north of Coventry at junctions 2 and 3, and the M69 runs from junction 2 to Leicester. The A45 heads west towards Birmingham Airport and east towards the M45 and M1, while the A46 eastern bypass connects with the M40 near Warwick for Oxford and London. The A444 runs north to Nuneaton. Same-day journeys to Birmingham, Leicester, Oxford, Manchester and London are regular work, and every UK postcode can be reached on the following business day.',
  ],
  servicePoints: [
    'Prototype and test-part runs for automotive engineering teams',
    'Collections from Ansty Park, Ryton and Whitley',
    'Research and laboratory consignments for university departments',
    'Stock moves from distribution parks near Daventry and the M6',
    'Motorway access via M6 junctions 2 and 3',
    'Next-day delivery from Coventry and Warwickshire across the UK',
  ],
} satisfies CityContent;
