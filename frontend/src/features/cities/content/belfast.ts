import type { CityContent } from '../city-content';

export default {
  description:
    'Belfast same-day courier covering the harbour, Titanic Quarter, Lisburn and Newtownabbey. Dedicated vehicle, usually collected within 60 minutes, 24/7.',
  paragraphs: [
    'Belfast is Northern Ireland’s capital and its main centre for trade, with the harbour, two airports and many of the region’s head offices close together. Our same-day courier service assigns one vehicle to each consignment, usually collecting within 60 minutes, and delivers it directly with no depot sorting or change of driver. That suits urgent documents, spare parts and fragile goods alike, and the service is available around the clock.',
    'We collect across the city, including the centre, the Cathedral Quarter, Titanic Quarter, the harbour estate, Sydenham, Ormeau, Malone, Stranmillis and Castlereagh. Beyond the city we cover Newtownabbey, Holywood, Dundonald, Lisburn, Carryduff, Bangor, Newtownards, Carrickfergus and Antrim, and same-day deliveries can be made anywhere in Northern Ireland.',
    'Belfast’s economy has moved on from linen and shipbuilding towards aerospace, technology, financial services and film production, but engineering remains strong. Shipbuilding and aerospace engineering continue at Queen’s Island, beside the growing Titanic Quarter, where film studios and technology firms have settled. Typical consignments include components, documents and IT equipment for businesses like these, clinical supplies for the Royal Victoria Hospital, research material for Queen’s University and stock for retail and hospitality.',
    'The M1 runs south-west from Belfast to Lisburn and Dungannon, with the A1 branching off at Sprucefield for Newry, and the M2 heads north towards Antrim and Ballymena. The A12 Westlink joins the M1 and M2, the M3 crosses the Lagan to the Sydenham Bypass, and the A2 follows Belfast Lough towards Carrickfergus in one direction and Holywood and Bangor in the other. Consignments for addresses in Great Britain can be booked on the next-day service.',
  ],
  servicePoints: [
    'Collections from Titanic Quarter, the harbour and Sydenham',
    'Same-day deliveries anywhere in Northern Ireland',
    'Runs between Belfast and Lisburn, Newtownabbey and Bangor',
    'Urgent parts for aerospace and engineering firms around Queen’s Island',
    'Runs to Belfast City and Belfast International airports',
    'Next-day service from Belfast to addresses in Great Britain',
  ],
} satisfies CityContent;
