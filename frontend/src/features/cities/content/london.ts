import type { CityContent } from '../city-content';

export default {
  description:
    'Same-day courier across London, from the City and Canary Wharf to Park Royal and Heathrow. One dedicated vehicle per job, collection usually within 60 minutes.',
  paragraphs: [
    'In London, the difference between a same-day courier and a parcel service is usually measured in hours. We allocate one vehicle to each job, and a driver is normally at your door within 60 minutes, whether that door is an office in the Square Mile or a unit on an industrial estate near the M25. Nothing goes through a depot or changes hands, which matters when the item is a signed contract, a prototype or a replacement part that is holding up a site.',
    'Our drivers work in every London borough. Central collections cover the City, Westminster, Holborn, Clerkenwell, Shoreditch and the West End, while in the east we serve Canary Wharf, Stratford and the Royal Docks. West London includes Hammersmith, Park Royal and the area around Heathrow; to the south we cover Croydon, Wimbledon and Bermondsey, and to the north Camden, Wembley and Enfield. Towns just outside the M25 are covered on the same basis.',
    'London’s consignments are as varied as its economy. Banks, insurers and law firms in the City and Canary Wharf send legal papers and data storage; jewellers in Hatton Garden need tracked transport, with extra insurance cover available for high-value pieces; film, television and theatre productions move props, costumes and camera equipment at short notice; and Park Royal, one of the capital’s largest industrial areas, produces food and trade supplies. Teaching hospitals such as Guy’s and St Thomas’ rely on urgent deliveries, and freight is regularly taken to and from the cargo area at Heathrow.',
    'Leaving London is a matter of choosing the right radial route. The M1 and A1(M) head north, the M40 runs to Oxford and Birmingham, the M4 goes west past Heathrow to Reading and Bristol, and the M11 serves Stansted and Cambridge. The A2 and M20 lead through Kent to the Channel ports, the M3 and M23 head south, and the A406 North Circular and M25 connect them all. Same-day runs leave for every part of Britain, and next-day delivery arrives on the following business day anywhere in the UK.',
  ],
  servicePoints: [
    'Collections in every London borough and across the M25 ring',
    'Extra cover on request for Hatton Garden jewellery and other high-value goods',
    'Legal and financial documents from the City and Canary Wharf',
    'Air freight runs to and from Heathrow, Gatwick and Stansted',
    'Props, costumes and equipment for film, television and theatre',
    'Late and overnight collections for events and exhibitions',
    'Next-day delivery from the capital to the whole of the UK',
  ],
} satisfies CityContent;
