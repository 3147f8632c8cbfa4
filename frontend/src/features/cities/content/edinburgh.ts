import type { CityContent } from '../city-content';

export default {
  description:
    'Edinburgh same-day courier for Leith, the financial district, BioQuarter and the Lothians. A dedicated vehicle collects, usually within 60 minutes, 24/7.',
  paragraphs: [
    'Edinburgh combines a compact historic centre with business districts spread out along the City Bypass, and urgent deliveries often have to move between the two. We handle each same-day booking with one vehicle, usually collecting within 60 minutes, and a direct run to the recipient. There is no co-loading and no depot in between, and live GPS tracking shows exactly where your consignment is until the timestamped proof of delivery arrives.',
    'Our drivers work across the Old and New Towns, Leith, Stockbridge, Morningside, Gorgie, Corstorphine, Portobello and Granton, as well as the business parks at South Gyle, Edinburgh Park and Newbridge near the airport. Outside the city we cover Musselburgh, Dalkeith, Loanhead, Straiton, Livingston, South Queensferry and the wider Lothians, and we cross the Forth into Fife.',
    'Edinburgh has a large financial services sector, with banks, insurers and investment managers in the Exchange district, at Gogarburn and elsewhere, so confidential documents and IT equipment are common consignments. The Edinburgh BioQuarter at Little France, which includes the Royal Infirmary of Edinburgh, and the universities of Edinburgh, Heriot-Watt and Edinburgh Napier create demand for sample and research deliveries. Tourism, the August festivals, the Scottish Parliament and government offices, and the Port of Leith add further variety.',
    'The A720 City Bypass circles the south and west of Edinburgh and links the main routes out of the city. The M8 runs west to Glasgow, the M9 to Stirling, and the Queensferry Crossing carries the M90 over the Forth to Fife, Perth and Dundee. The A1 heads south-east along the coast to Berwick and Newcastle, and the A7 and A68 cross the Borders. Same-day runs go to Glasgow, Aberdeen, Newcastle and further south, and next-day delivery reaches every UK postcode.',
  ],
  servicePoints: [
    'Confidential document runs for financial firms',
    'Collections from Edinburgh Park, South Gyle and Leith',
    'Temperature-controlled consignments for research at the BioQuarter',
    'Deliveries over the Queensferry Crossing to Fife',
    'Late and overnight collections for festival and event equipment',
    'Next-day delivery from Edinburgh to every UK postcode',
  ],
} satisfies CityContent;
