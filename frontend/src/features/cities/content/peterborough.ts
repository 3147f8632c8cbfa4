import type { CityContent } from '../city-content';

export default {
  description:
    'Peterborough same-day courier on the A1(M) and A47, serving warehouses, engineering firms and the townships. Dedicated vehicle, usually collected in 60 minutes.',
  paragraphs: [
    'Peterborough is a major distribution centre for eastern England, and when stock has to leave one of its warehouses today, a dedicated same-day courier is the quickest way to move it. Each job has its own vehicle, usually collecting within 60 minutes, and the driver delivers directly without a depot stop or a handover. We can also set up regular collections or multi-drop routes for operations that send out urgent orders every day.',
    'The city’s townships and districts are all covered, including Bretton, Orton, Werrington, Paston, Hampton, Fletton, Stanground and Eye, along with the industrial areas at Fengate and Eastfield and the distribution parks near the A1(M). Nearby towns include Whittlesey, Yaxley, Market Deeping, Stamford, Oundle, Wansford and March, and we collect from farms and food packers across the surrounding Fens.',
    'Warehousing and online order fulfilment account for a large part of Peterborough’s freight, from single pallets to vanloads of orders. Diesel engines have been made in the city for decades, and there is a wider engineering and manufacturing base around Fengate and Eastfield. Sugar processing and food production are strong across the surrounding Fens, and Peterborough City Hospital and the offices in the city centre add clinical supplies and documents to the mix.',
    'The A1(M) runs along the west of the city, giving direct routes north to Yorkshire and the North East and south to London. The A47 crosses Peterborough from west to east, leading to Leicester and to Wisbech, King’s Lynn and Norwich, while the A15 heads north to Market Deeping and Lincolnshire and the A605 towards Oundle. Parkways such as the A1139 and A1260 make crossing the city straightforward. Same-day runs go to London, Cambridge, Leicester and Nottingham; next-day delivery reaches any UK postcode.',
  ],
  servicePoints: [
    'Urgent stock moves from Peterborough distribution centres',
    'Multi-drop routes for online retail and fulfilment operations',
    'Engine and engineering parts from Fengate and Eastfield',
    'Collections in Stamford, Whittlesey, Yaxley and Market Deeping',
    'Direct A1(M) and A47 links north, south, east and west',
    'Next-day delivery from Peterborough to every UK postcode',
  ],
} satisfies CityContent;
