import type { CityContent } from '../city-content';

export default {
  description:
    'Cardiff same-day courier covering Cardiff Bay, the Valleys, Newport and the Vale of Glamorgan. Dedicated vehicle, collection usually within 60 minutes.',
  paragraphs: [
    'As the capital of Wales, Cardiff is home to government, broadcasting, finance and a working port, all of which generate urgent deliveries. Our same-day courier service dedicates a vehicle and driver to each booking, with collection usually within 60 minutes, and the consignment travels directly to its destination without being co-loaded or passed through a depot. You can follow it on live GPS tracking, and a timestamped proof of delivery confirms the drop.',
    'We collect throughout Cardiff, from the city centre and Cardiff Bay to Butetown, Canton, Llandaff, Roath, Splott, Whitchurch, Llanishen, Pontprennau and St Mellons, including the industrial estates at Wentloog and around the docks. We also cover Penarth, Barry, Caerphilly, Pontypridd, Llantrisant, Bridgend and Newport, and the Valleys towns along the A470.',
    'Cardiff’s largest employers include the Welsh Government and other public services, financial and professional services firms, and the media sector, with broadcasters at Central Square and drama studios in Cardiff Bay. The University Hospital of Wales and Cardiff University produce clinical and research consignments, while the compound semiconductor businesses in Cardiff and Newport and other precision manufacturers add high-value work, for which extra insurance cover can be arranged. The Port of Cardiff and its industrial estates account for much of the heavier freight.',
    'The M4 runs across the north of Cardiff, with junctions 29 to 34 serving the city, and the A48(M) leads in from the east. The A470 heads north through the Valleys towards Merthyr Tydfil and mid Wales, and the A4232 links junction 33 with Culverhouse Cross and Cardiff Bay. Eastbound, the M4 crosses into England over the Prince of Wales Bridge towards Bristol and London; westbound it reaches Swansea. Same-day runs to Bristol, Birmingham and London are regular, and next-day delivery covers all UK postcodes.',
  ],
  servicePoints: [
    'Collections from Cardiff Bay, Wentloog and the docks',
    'High-value items tracked throughout, with extra cover on request',
    'Broadcast and production equipment for studios in the Bay',
    'Same-day runs up the A470 to the Valleys',
    'Regular runs east along the M4 to Bristol and London',
    'Next-day delivery from Cardiff to every UK postcode',
  ],
} satisfies CityContent;
