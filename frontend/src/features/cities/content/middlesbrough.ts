import type { CityContent } from '../city-content';

export default {
  description:
    'Middlesbrough same-day courier for Teesport, Wilton and the rest of Teesside: a dedicated vehicle for your freight, usually collected within 60 minutes.',
  paragraphs: [
    'Teesside’s process plants and engineering works cannot afford to stand still, so many same-day deliveries from Middlesbrough are for spares and equipment that are holding up a job. We respond with a single dedicated vehicle, usually collecting within 60 minutes of the booking, which travels directly to the site with no co-loading or depot stops. Late and overnight collections are available, and every delivery comes with a timestamped proof.',
    'We cover Middlesbrough town centre, Linthorpe, Acklam, Marton, Nunthorpe, Ormesby and North Ormesby, as well as Stockton-on-Tees, Thornaby, Billingham, Ingleby Barwick, Yarm, Redcar, Eston, Guisborough and Hartlepool. Industrial areas such as Wilton International, Teesport, the Teesworks site and the estates along the A66 are regular collection points.',
    'Teesside has one of the largest chemical and process industry clusters in the UK, with major sites at Wilton and Billingham, and the former Redcar steelworks land is being redeveloped as Teesworks for new energy and manufacturing projects. Teesport, on the south bank of the Tees, is one of the country’s major ports. Typical consignments include valves, pumps, instruments and tools, along with supplies for James Cook University Hospital and equipment for Teesside University.',
    'The A19 runs north to Sunderland and Tyneside and south towards Thirsk and the A1(M), while the A66 links Middlesbrough with Darlington, the A1(M) at Scotch Corner and, across the Pennines, the M6 at Penrith. The A174 Parkway serves the southern suburbs and runs out to Redcar, and the A171 goes to Guisborough and Whitby. Same-day runs to Newcastle, Leeds, York and beyond are routine, and next-day delivery reaches any UK postcode.',
  ],
  servicePoints: [
    'Urgent spares for process plants at Wilton and Billingham',
    'Collections from Teesport and the riverside industrial estates',
    'Late and overnight collections for plant breakdowns',
    'Covering Stockton, Redcar, Hartlepool and Darlington',
    'A19 and A66 links to Tyneside, Yorkshire and Cumbria',
    'Next-day delivery from Teesside to every UK postcode',
  ],
} satisfies CityContent;
