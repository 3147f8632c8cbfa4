import type { CityContent } from '../city-content';

export default {
  description:
    'Plymouth same-day courier for Devonport, Derriford and the industrial estates, with A38 links to Cornwall and the M5. Collection usually within 60 minutes.',
  paragraphs: [
    'Plymouth is a long way from the motorway network, so when something has to leave the city today, a dedicated vehicle avoids the wait for a parcel network’s trunking. We assign one van or truck to each booking, usually collecting within 60 minutes, and the driver travels directly to the destination without a depot stop. The service runs 24/7 and includes late and overnight collections, with live tracking and a timestamped proof of delivery.',
    'We cover the whole city, from the Barbican, Stonehouse and Devonport to Mutley, Mannamead, Crownhill, Derriford, Estover, Roborough, Plympton and Plymstock, including the business and industrial estates at Estover, Langage and Marsh Mills. Outside Plymouth we serve Ivybridge, Tavistock and the South Hams, and across the Tamar we cover Saltash, Torpoint and south-east Cornwall.',
    'HM Naval Base Devonport, often described as the largest naval base in Western Europe, and the dockyard alongside it are at the heart of Plymouth’s economy, supporting a large defence and marine engineering supply chain. The city is also a centre for marine science, with the Plymouth Marine Laboratory and the Marine Biological Association. Derriford Hospital, the University of Plymouth, boatbuilders and manufacturers on the industrial estates, the fishing industry and the ferry port at Millbay all generate urgent work.',
    'Plymouth has no motorway. The A38 Devon Expressway is the main route east, running past Ivybridge to Exeter, where it meets the M5 for Bristol, Birmingham and the North. Westbound, the A38 crosses the Tamar Bridge into Cornwall, the A386 heads north through Tavistock towards Okehampton, and the A379 runs east towards Kingsbridge. Same-day runs go regularly to Exeter, Truro, Bristol and London, and next-day delivery reaches every UK postcode.',
  ],
  servicePoints: [
    'Parts and equipment for defence and marine engineering around Devonport',
    'Collections from Estover, Langage, Marsh Mills and Derriford',
    'Same-day runs across the Tamar Bridge into Cornwall',
    'Direct A38 trips to Exeter and the M5',
    'Temperature-controlled transport for marine science and hospital samples',
    'Next-day delivery from Devon to any UK postcode',
  ],
} satisfies CityContent;
