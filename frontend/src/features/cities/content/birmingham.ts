import type { CityContent } from '../city-content';

export default {
  description:
    'Same-day courier in Birmingham and the West Midlands, from the Jewellery Quarter to the NEC. Collection usually within 60 minutes, dedicated vehicle, 24/7.',
  paragraphs: [
    'Birmingham’s position at the centre of the motorway network means a great deal of urgent freight starts or finishes here. Each same-day booking is given its own vehicle and driver, with collection usually within 60 minutes anywhere in the city. The driver goes directly from collection to delivery, so there is no co-loading with other customers’ goods, no overnight depot stop and no risk of a parcel being misrouted at a transfer point.',
    'Our coverage takes in the city centre, Digbeth, the Jewellery Quarter, Edgbaston, Aston, Erdington, Selly Oak, Longbridge and Tyseley, along with Sutton Coldfield to the north. A job can begin at an office on Colmore Row just as easily as at a warehouse in Castle Bromwich. We collect across the wider West Midlands too, including Solihull, West Bromwich, Dudley, Walsall, Halesowen and Smethwick, and the business parks around Birmingham Airport and the NEC.',
    'Manufacturing is still central to the local economy. The car industry at Solihull and Castle Bromwich, and the automotive supply chain around it, create urgent runs for components and tooling. The Jewellery Quarter, home to hundreds of jewellers and the Birmingham Assay Office, needs careful, tracked transport for precious items. Exhibition stands for the NEC, documents for professional firms around Colmore Row, and clinical supplies and equipment for the Queen Elizabeth Hospital and the University of Birmingham in Edgbaston are all typical loads.',
    'Spaghetti Junction, where the M6 meets the A38(M) Aston Expressway, lies just north of the city centre, and the M5, M42 and M6 Toll are all within a few miles. That puts Manchester, Bristol, Nottingham and London within reach for same-day work, with the M40 the usual route to the capital and Oxford. Deliveries that can wait a day go on our next-day service, reaching the consignee on the following business day anywhere in the UK.',
  ],
  servicePoints: [
    'Careful, tracked transport for Jewellery Quarter businesses',
    'Automotive parts to production lines and suppliers across the West Midlands',
    'Exhibition stand collections and deliveries at the NEC',
    'Collections in Solihull, Sutton Coldfield and the Black Country',
    'Small vans, tail-lift Luton vans and 7.5 tonne trucks around the clock',
    'Next-day delivery from Birmingham to anywhere in the UK',
  ],
} satisfies CityContent;
