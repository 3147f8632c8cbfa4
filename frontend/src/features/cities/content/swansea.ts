import type { CityContent } from '../city-content';

export default {
  description:
    'Swansea same-day courier for Port Talbot, Neath, Llanelli and the Enterprise Park. One dedicated vehicle per job, collection usually within 60 minutes.',
  paragraphs: [
    'Swansea is the main commercial centre of south-west Wales, and when a delivery from here cannot wait for a parcel network, a dedicated same-day courier keeps it moving. We send one vehicle for each job, normally collecting within 60 minutes, and the driver goes directly to the delivery address. The service is available 24/7, with late and overnight collections, live GPS tracking and a timestamped proof of delivery as standard.',
    'Our coverage takes in Swansea city centre, the Maritime Quarter, SA1, Sketty, Uplands, Mumbles, Morriston, Llansamlet, Fforestfach and Gorseinon, as well as the Swansea Enterprise Park. We also serve Neath, Port Talbot, Llanelli, Pontarddulais, Ammanford and the Gower peninsula, and travel west to Carmarthen whenever a job requires it.',
    'Heavy industry still shapes the area, from the Port Talbot steelworks, which is being converted to electric arc furnace steelmaking, to the manufacturing and engineering firms across the Enterprise Park and the Neath valley. Government offices at Morriston are among the largest employers in the city. Swansea University’s Singleton and Bay campuses, Morriston and Singleton hospitals and the Port of Swansea provide further regular consignments, from samples and documents to machine parts.',
    'Swansea is served by the M4 between junctions 42 and 47, with the A483 Fabian Way carrying traffic from junction 42 past the university’s Bay Campus into the city. The A4067 runs up the Swansea Valley, the A484 leads to Llanelli, and at junction 49, Pont Abraham, the M4 ends and the A48 takes over towards Carmarthen. Same-day runs go east to Cardiff, Bristol and London, and west towards Pembrokeshire, while next-day delivery reaches every UK postcode.',
  ],
  servicePoints: [
    'Engineering and steel-industry parts around Port Talbot and Neath',
    'Collections from Swansea Enterprise Park and Llansamlet',
    'Same-day runs along the M4 to Cardiff and Bristol',
    'Deliveries west to Llanelli, Carmarthen and Pembrokeshire',
    'Late and overnight collections, seven days a week',
    'Next-day delivery from south-west Wales to every UK postcode',
  ],
} satisfies CityContent;
