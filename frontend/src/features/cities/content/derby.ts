import type { CityContent } from '../city-content';

export default {
  description:
    'Derby same-day courier for aerospace, automotive and rail engineering, from Pride Park to Burnaston. Dedicated vehicle, collection usually within 60 minutes.',
  paragraphs: [
    'Derby is one of the country’s great engineering cities, and engineering rarely waits. When a part, drawing or tool has to move today, we send a single vehicle for that job alone, usually collecting within 60 minutes. It travels straight to the recipient with no co-loading and no depot stop, and you get live tracking along the way and a timestamped proof of delivery at the end.',
    'Our drivers collect across Derby, including the city centre, Pride Park, Sinfin, Osmaston, Alvaston, Chaddesden, Spondon, Littleover, Mickleover, Allestree and Chellaston. We also work across South Derbyshire and the surrounding area, taking in Burnaston, Belper, Ripley, Ilkeston, Swadlincote and Burton upon Trent, and the logistics sites near East Midlands Airport and Castle Donington.',
    'Aero engines are built and tested in Derby, cars are made at Burnaston, and the Litchurch Lane works has been building trains since the 1870s, so aerospace, automotive and rail engineering account for much of the city’s urgent freight. Typical loads include precision components, test equipment, tooling and spares for production lines, with extra insurance cover available for high-value items. Supplies for the Royal Derby Hospital and the University of Derby, and stock for retailers at Derbion and Pride Park, are also common.',
    'The A38 runs through the west and north of Derby on its way between Birmingham and junction 28 of the M1, the A50 links the city with Stoke-on-Trent and junction 24 of the M1, and the A52 Brian Clough Way heads east to Nottingham. The A6 follows the Derwent valley north to Matlock. Same-day routes from Derby include Birmingham, Manchester, Leicester, Sheffield and London, and next-day delivery reaches all UK postcodes.',
  ],
  servicePoints: [
    'Aerospace components and test equipment moved under live tracking',
    'Production-line spares for the automotive sector around Burnaston',
    'Rail engineering parts for Litchurch Lane and the wider rail cluster',
    'Extra insurance cover for high-value engineering freight on request',
    'Fast access to the A38, A50 and A52',
    'Next-day delivery out of Derby to every UK postcode',
  ],
} satisfies CityContent;
