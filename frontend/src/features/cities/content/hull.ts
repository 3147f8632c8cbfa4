import type { CityContent } from '../city-content';

export default {
  description:
    'Hull same-day courier for the port, Saltend and East Yorkshire: a dedicated vehicle, usually collected within 60 minutes, plus next-day delivery UK-wide.',
  paragraphs: [
    'Hull sits at the eastern end of the M62 on the north bank of the Humber, some distance from most other cities, so urgent goods leaving it need a courier that goes direct. Each same-day booking has its own vehicle and driver, collection usually happens within 60 minutes, and the consignment stays on board until it is delivered. Timestamped proof of delivery and live GPS tracking come with every job.',
    'We collect throughout Kingston upon Hull, from the city centre, the Old Town and the Fruit Market to Sutton-on-Hull, Bransholme, Kingswood and Marfleet. In the East Riding we cover Hessle, Anlaby, Willerby, Cottingham, Beverley, Hedon and Brough, and across the Humber Bridge we serve Barton-upon-Humber, Scunthorpe and Grimsby.',
    'The Port of Hull handles container, timber and ferry traffic, including overnight ferry sailings to Rotterdam, and creates regular urgent work for importers and freight forwarders. Wind turbine blades are made at Alexandra Dock, and the chemical plants at Saltend, the health and hygiene manufacturers and the food processors around the city all need parts and samples delivered quickly. Hull Royal Infirmary, Castle Hill Hospital and the University of Hull complete the picture.',
    'Road links out of Hull run mainly west. The A63 carries traffic from the docks along Clive Sullivan Way to the start of the M62, which continues to Leeds, Manchester and Liverpool, while the A1079 goes to York and the A164 and A165 serve Beverley and Bridlington. The A1033 heads east to Hedon and Withernsea, and the Humber Bridge carries the A15 into Lincolnshire. Same-day runs to Sheffield, Nottingham, Manchester and London are common, and next-day delivery covers every UK postcode.',
  ],
  servicePoints: [
    'Urgent collections from the Port of Hull and the ferry terminal',
    'Parts and samples for Saltend and the Humber chemical sites',
    'Components for the offshore wind sector around the estuary',
    'Collections in Beverley, Hessle, Cottingham and Brough',
    'Runs over the Humber Bridge to North Lincolnshire',
    'Next-day delivery from Hull to any UK postcode',
  ],
} satisfies CityContent;
