import type { CityContent } from '../city-content';

export default {
  description:
    'Bradford same-day courier covering Shipley, Keighley, Bingley and the M606 estates. Dedicated vehicle, collection usually within 60 minutes, next-day UK-wide.',
  paragraphs: [
    'Bradford grew rich on wool, and its mills and warehouses have given way to a mix of manufacturing, retail, food production and services that still needs goods moved quickly. Our same-day courier service allocates a single vehicle to each booking, usually collecting within 60 minutes, and takes the consignment straight to the delivery address. There is no co-loading and no depot stop, and bookings can be made 24 hours a day.',
    'We collect throughout the Bradford district, including the city centre, Little Germany, Manningham, Heaton, Allerton, Thornbury, Bowling, Idle, Eccleshill and Laisterdyke, and the industrial estates along the M606, including Euroway. Further afield we cover Shipley, Saltaire, Baildon, Bingley, Keighley, Ilkley, Queensbury and Cleckheaton, together with Leeds Bradford Airport.',
    'A number of textile firms remain in the city, alongside engineering and a large food manufacturing sector. Food and drink producers of every size, from national brands to small bakeries, serve both local and national markets from the city. Typical consignments include machine parts, ingredients and packaging, retail stock and documents, as well as supplies for Bradford Royal Infirmary and St Luke’s Hospital and equipment for the University of Bradford.',
    'The M606 runs from junction 26 of the M62 into the south of Bradford, giving quick access east to Leeds, Hull and the M1 and west to Manchester and Liverpool. The A650 links the city with Shipley, Bingley and Keighley along the Aire valley, the A647 runs to Leeds, and the A658 and A6038 lead towards the airport and Otley. Same-day runs from Bradford to Leeds, Manchester, Sheffield and Hull are frequent, and next-day delivery reaches any UK postcode.',
  ],
  servicePoints: [
    'Food manufacturing consignments, including temperature-controlled loads',
    'Collections from Euroway and the estates beside the M606',
    'Textile and machine parts for Aire valley firms',
    'Covering Shipley, Saltaire, Bingley, Keighley and Ilkley',
    'Fast M62 access for runs to Manchester and Hull',
    'Next-day delivery from Bradford to any UK postcode',
  ],
} satisfies CityContent;
