import type { CityContent } from '../city-content';

export default {
  description:
    'Southampton same-day courier for the docks, Eastleigh and the Waterside. Dedicated vehicle, collection usually within 60 minutes, with next-day UK delivery.',
  paragraphs: [
    'Southampton’s port, its airport and the M27 corridor make it one of the busiest freight locations on the south coast. When you book a same-day courier with us, the vehicle that collects your goods is the one that delivers them: no transfers, no hub and no other customers’ freight on board. Collection usually takes place within 60 minutes, and bookings can be made at any time of day or night.',
    'Collections cover the city centre, Ocean Village, Shirley, Portswood, Bitterne, Woolston, Millbrook, Redbridge and the docks. We also work right across south Hampshire, including Eastleigh, Chandler’s Ford, Hedge End, Totton, Romsey and Netley, plus the Waterside villages of Marchwood, Hythe and Fawley, and Winchester to the north.',
    'The Port of Southampton is one of Britain’s largest container ports and its leading cruise port, so ship spares, stores and paperwork for vessels are a regular part of the work. Marine and engineering businesses around the Solent and the refinery and petrochemical sites at Fawley all produce consignments, and cruise lines and shipping agents have offices near the docks. Supplies for Southampton General Hospital and samples for the University of Southampton and the National Oceanography Centre complete the mix.',
    'The M27 runs along the north of the city, connecting Southampton with Portsmouth to the east and the New Forest to the west, and the M3 leaves it for Winchester, Basingstoke and London. The M271 serves the western docks and Redbridge, and the A33, A35 and A36 fan out towards Reading, Bournemouth and Salisbury. Same-day runs from Southampton reach London, Bristol, Birmingham and the Midlands, and next-day delivery covers the whole UK.',
  ],
  servicePoints: [
    'Urgent ship spares and stores for the docks and cruise terminals',
    'Collections from Eastleigh, Chandler’s Ford and Hedge End',
    'Runs to Fawley, Marchwood and the Waterside',
    'Temperature-controlled vehicles for laboratory and hospital consignments',
    'Direct links via the M27, M3 and M271',
    'Next-day delivery from Southampton to any UK postcode',
  ],
} satisfies CityContent;
