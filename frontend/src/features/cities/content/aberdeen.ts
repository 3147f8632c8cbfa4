import type { CityContent } from '../city-content';

export default {
  description:
    'Aberdeen same-day courier for the energy sector, Dyce, Altens and the harbour. Dedicated vehicle, collection usually within 60 minutes, across Aberdeenshire.',
  paragraphs: [
    'Aberdeen’s energy industry runs around the clock, and so do the deliveries that support it. When a part, tool or document is needed for an offshore job or at a supply base, our same-day service sends a dedicated vehicle that usually collects within 60 minutes and drives straight to the destination. Nothing is co-loaded or passed between depots, and late and overnight collections are available whenever a job demands them.',
    'We cover the whole city, including the centre, the harbour, Torry, Bridge of Don, Dyce, Bucksburn, Kingswells and Cove Bay, and the industrial estates at Altens, Tullos, Kirkhill and Wellington Circle. Across Aberdeenshire we collect and deliver in Westhill, Portlethen, Stonehaven, Inverurie, Ellon, Banchory and Peterhead, home to a major fishing port and an energy supply base.',
    'For more than fifty years Aberdeen has been the centre of the UK’s North Sea oil and gas industry, and it is now also a base for offshore wind and the wider energy transition. Typical consignments include drilling and subsea components, valves, electronic instruments and tooling moving between supply bases, Aberdeen International Airport at Dyce and operators’ offices. Seafood processing, the University of Aberdeen, Robert Gordon University and Aberdeen Royal Infirmary at Foresterhill also need fast transport.',
    'The Aberdeen Western Peripheral Route, now part of the A90, lets traffic bypass the city between Stonehaven and Blackdog, and the A90 continues south to Dundee and Perth and north to Peterhead and Fraserburgh. The A96 runs north-west past the airport to Inverurie, Elgin and Inverness, and the A93 follows Deeside. Same-day runs go to Dundee, Edinburgh, Glasgow and Inverness, and next-day delivery reaches any UK postcode.',
  ],
  servicePoints: [
    'Urgent energy-sector parts to supply bases and Aberdeen International Airport',
    'Round-the-clock collections from Altens, Tullos and Kirkhill',
    'Heavy tooling on tail-lift Luton vans and 7.5 tonne trucks',
    'Deliveries across Aberdeenshire, from Stonehaven to Peterhead',
    'Quick links via the AWPR, A90 and A96',
    'Next-day delivery from the North East of Scotland to any UK postcode',
  ],
} satisfies CityContent;
