import type { CityContent } from '../city-content';

export default {
  description:
    'Newcastle same-day courier covering Tyneside, Gateshead and Team Valley. Dedicated vehicle, collection usually within 60 minutes, next-day delivery UK-wide.',
  paragraphs: [
    'On Tyneside, a same-day delivery often has to cross the river, the city and the region in one afternoon. We handle each one with a single vehicle: a driver is sent to you straight away, usually collecting within 60 minutes, and takes the consignment door to door without transferring it to another van. You can follow the journey live, and a timestamped proof of delivery is sent once the recipient has signed.',
    'Within Newcastle we cover the city centre, Jesmond, Gosforth, Heaton, Byker, Walker, Benwell, Fenham and Kenton. South of the Tyne, Gateshead, the MetroCentre and Team Valley Trading Estate are regular collection points. North Tyneside, including Wallsend, North Shields and Killingworth, is covered too, together with Cramlington, Ponteland, Hexham, Washington and Sunderland.',
    'Team Valley, one of the oldest trading estates in the country, and the business parks of North Tyneside supply much of the industrial work, from engineering spares to palletised stock. Subsea and offshore engineering firms along the river send equipment and components, and the Port of Tyne handles cargo that needs onward delivery. Newcastle University, Northumbria University, the Royal Victoria Infirmary and the Freeman Hospital add research and clinical consignments, and the car industry’s supply chain around Washington creates regular automotive runs.',
    'Newcastle has only a short stretch of urban motorway, the A167(M) Central Motorway, so most longer runs use the A1 Western Bypass, which joins the A1(M) south of Gateshead. The A19 runs through the Tyne Tunnel towards Teesside, the A69 heads west to Carlisle and the M6, and the A1 continues north to Berwick and Edinburgh. Same-day runs regularly go to Leeds, Edinburgh, Manchester and London, and next-day delivery covers the rest of the UK.',
  ],
  servicePoints: [
    'Collections from Team Valley Trading Estate and the MetroCentre',
    'Cross-river runs between Newcastle, Gateshead and North Tyneside',
    'Engineering and subsea components from riverside firms',
    'Automotive parts runs for car industry suppliers around Washington',
    'Tail-lift Luton vans and 7.5 tonne trucks for pallets',
    'Next-day service from Tyneside to any UK postcode',
  ],
} satisfies CityContent;
