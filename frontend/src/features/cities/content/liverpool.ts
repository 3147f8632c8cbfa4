import type { CityContent } from '../city-content';

export default {
  description:
    'Same-day courier in Liverpool and Merseyside: dedicated vehicles for the port, Speke and the Wirral, with collection usually within 60 minutes.',
  paragraphs: [
    'Liverpool’s same-day courier work is shaped by the river: docks to the north, the airport and car plant to the south, and the Wirral across the Mersey. Whichever side you are on, we send a dedicated vehicle that usually arrives to collect within 60 minutes and travels directly to the delivery address. No other customer’s goods are loaded alongside yours, and no depot sits between the two addresses.',
    'Our drivers cover the city centre, the Baltic Triangle, Anfield, Everton, Toxteth, Wavertree, Allerton, Garston and Speke, as well as Bootle and Crosby in Sefton and Kirkby and Huyton in Knowsley. Across the water, Birkenhead, Wallasey and the rest of the Wirral are reached through the Mersey tunnels, and we also serve St Helens, Widnes and Runcorn.',
    'The Port of Liverpool, including the Liverpool2 deep-water container terminal at Seaforth, brings a steady flow of import paperwork, samples and urgent cargo. The car plant at Halewood and the suppliers around Speke and Knowsley Business Park need parts moved at short notice. Hospitals such as Alder Hey Children’s and the Royal Liverpool, and the universities and research institutes of the Knowledge Quarter, add clinical and laboratory consignments, some of which travel in temperature-controlled vehicles.',
    'The M62 begins on the eastern side of Liverpool and runs to Manchester and Leeds, while the M57 and M58 link the north of the city with the M6 for Preston and Scotland. The A580 East Lancashire Road is a useful alternative towards Manchester, and the M53 serves the Wirral and Chester. From Liverpool we run same-day to Birmingham, London, Glasgow and North Wales, and offer next-day delivery to all UK postcodes.',
  ],
  servicePoints: [
    'Urgent collections from the Port of Liverpool and Liverpool2',
    'Automotive parts runs around Halewood, Speke and Knowsley',
    'Wirral collections and deliveries via the Mersey tunnels',
    'Temperature-controlled vehicles for healthcare and research consignments',
    'Same-day links to Manchester, Preston and Chester',
    '24/7 booking with live GPS tracking across Merseyside',
  ],
} satisfies CityContent;
