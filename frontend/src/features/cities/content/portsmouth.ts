import type { CityContent } from '../city-content';

export default {
  description:
    'Portsmouth same-day courier covering Portsea Island, Cosham, Fareham and Havant, plus the naval base area and ferry port. Collection usually within 60 minutes.',
  paragraphs: [
    'Portsmouth is an island city, joined to the mainland by just a few road crossings, so getting an urgent delivery off Portsea Island quickly takes some planning. Our same-day service gives each consignment its own vehicle and driver, collection usually within 60 minutes and a direct journey with no stops at a depot. Live GPS tracking shows where your goods are, and the delivery is confirmed with a timestamped proof.',
    'On Portsea Island we collect in Southsea, Fratton, North End, Copnor, Eastney, Hilsea and the city centre around Gunwharf Quays. On the mainland we cover Cosham, Drayton, Farlington and the Lakeside North Harbour business park, as well as Havant, Waterlooville, Horndean, Emsworth, Fareham, Portchester and Gosport, which is reached by road around the top of the harbour.',
    'HM Naval Base Portsmouth is home to a large part of the Royal Navy’s surface fleet, and the defence and marine engineering businesses around it often need parts and equipment moved at short notice. Portsmouth International Port runs ferries to France, Spain and the Channel Islands, and freight arriving there often needs onward delivery. Queen Alexandra Hospital in Cosham, the University of Portsmouth and the offices at Lakeside North Harbour are also frequent sources of urgent work.',
    'The M275 is the main road onto Portsea Island, leaving the M27 at junction 12, and the A3(M) heads north past Waterlooville to join the A3 for Guildford and London. Westbound, the M27 leads to Southampton and the M3; eastbound, the A27 continues along the coast to Chichester and Brighton. Same-day runs from Portsmouth to London, Southampton, Reading and the Midlands are common, and next-day delivery reaches every UK postcode.',
  ],
  servicePoints: [
    'Collections across Portsea Island, from Southsea to Hilsea',
    'Onward delivery of freight arriving at Portsmouth International Port',
    'Parts and equipment for marine and defence engineering firms',
    'Business park collections at Lakeside North Harbour',
    'Quick access to the M27, M275 and A3(M)',
    'Next-day delivery from the Solent area to anywhere in the UK',
  ],
} satisfies CityContent;
