import type { CityContent } from '../city-content';

export default {
  description:
    'Oxford same-day courier for the university, hospitals, Cowley and the science parks. A dedicated vehicle, usually collecting within 60 minutes, runs direct.',
  paragraphs: [
    'Much of Oxford’s urgent freight is valuable, delicate or both: research samples, scientific instruments, archive material and parts for a busy car plant. Our same-day couriers treat each job as a dedicated run, with one vehicle collecting, usually within 60 minutes, and the same driver delivering. Goods-in-transit insurance is included, and extra cover can be arranged for high-value items such as laboratory equipment.',
    'We collect from colleges, departments and offices in the city centre, Jericho, Summertown, Headington, Cowley, Botley and Littlemore, and from the business and science parks around the ring road. Across Oxfordshire we serve Kidlington, Abingdon, Didcot, Witney, Bicester, Wheatley and Thame, including Harwell Campus and Milton Park near Didcot and the Culham Campus.',
    'The University of Oxford and Oxford Brookes University, together with the John Radcliffe, Churchill and Nuffield Orthopaedic hospitals in Headington, generate many specialist deliveries, often temperature-controlled. Car making at Cowley depends on a fast-moving supply of parts. The Oxford Science Park, Harwell Campus and Milton Park host life sciences, space and technology firms, while publishing, tourism and retail, including Bicester Village, make up much of the rest.',
    'The A34 runs along the western edge of Oxford, carrying traffic south to Newbury and Southampton and north to the M40 at junction 9. The M40 itself passes east of the city, linking Oxford with London and Birmingham, while the A40 runs west to Witney and Cheltenham and the A420 to Swindon. Same-day deliveries from Oxford to London, Birmingham, Reading, Cambridge and Bristol are routine, and next-day delivery covers all UK postcodes.',
  ],
  servicePoints: [
    'Temperature-controlled transport for research and hospital samples',
    'Collections from Harwell, Milton Park and the Oxford Science Park',
    'Parts runs for the automotive supply chain around Cowley',
    'Extra cover on request for valuable instruments and archive material',
    'Fast access to the A34, A40 and M40',
    'Next-day delivery from Oxfordshire to any UK postcode',
  ],
} satisfies CityContent;
