import type { CityContent } from '../city-content';

export default {
  description:
    'Glasgow same-day courier across the city, Clydeside and Lanarkshire. One dedicated vehicle per job, collection usually within 60 minutes, next-day UK-wide.',
  paragraphs: [
    'Glasgow is Scotland’s largest city and a major commercial centre, and an urgent consignment here can be anything from a contract in the city centre to a pump for a yard on the Clyde. Our same-day service puts one vehicle on each job, with a driver usually at the collection address within 60 minutes. The goods are delivered directly, never transferred between vans, and bookings are accepted 24 hours a day, seven days a week.',
    'We cover Glasgow from the Merchant City and Finnieston to Govan, Partick, Scotstoun, Dennistoun, Shawlands and Easterhouse, and the business areas at Hillington Park and along the M8. Beyond the city boundary we serve Paisley, Renfrew, Clydebank, Bishopbriggs, Rutherglen, Cambuslang, East Kilbride, Hamilton, Motherwell, Coatbridge and Cumbernauld, including the Eurocentral freight hub in North Lanarkshire.',
    'Shipbuilding continues on the Clyde, where warships are built at Govan and Scotstoun, and a wider engineering and manufacturing base stretches through Clydeside and Lanarkshire. Glasgow is also a major centre for financial services, for food and drink, including whisky blending and bottling, and for the creative industries. Hospitals such as the Queen Elizabeth University Hospital and Glasgow Royal Infirmary, and the universities of Glasgow, Strathclyde and Glasgow Caledonian, generate urgent medical and research consignments.',
    'The M8 runs through the heart of Glasgow, connecting it with Glasgow Airport and Greenock to the west and Edinburgh to the east. The M74 carries traffic south to Carlisle and the M6, the M77 and A77 head for Ayrshire and Prestwick, and the M80 runs north-east to Stirling and the route to Perth and Aberdeen. The A82 follows Loch Lomond towards the Highlands. Same-day runs from Glasgow to Edinburgh, Aberdeen, Newcastle and Manchester are regular, and next-day delivery covers the UK.',
  ],
  servicePoints: [
    'Collections across the city centre, Clydeside and Lanarkshire',
    'Marine and engineering spares for firms along the Clyde',
    'Freight runs from Eurocentral and Hillington Park',
    'Same-day links to Edinburgh, Stirling and Aberdeen',
    'Temperature-controlled vehicles for hospital and laboratory work',
    'Next-day delivery from Glasgow to anywhere in the UK',
  ],
} satisfies CityContent;
