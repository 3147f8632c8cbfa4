import type { CityContent } from '../city-content';

export default {
  description:
    'York same-day courier for the city, Clifton Moor, Heslington and surrounding villages. A dedicated vehicle usually collects within 60 minutes, 24 hours a day.',
  paragraphs: [
    'York’s walls, narrow streets and pedestrian zones make its centre unlike most places a courier collects from, yet its businesses still need goods moved urgently. Our same-day service sends one dedicated vehicle per booking, usually arriving within 60 minutes, and carries the consignment directly to the recipient. Nothing is co-loaded, nothing waits at a depot, and you can follow the whole journey on live GPS tracking.',
    'We cover York inside and outside the walls, including the city centre, Micklegate, Bootham, Clifton, Acomb, Holgate, Heworth, Fulford and Heslington, along with Clifton Moor, Monks Cross and the outlying villages of Haxby, Huntington, Dunnington, Poppleton and Bishopthorpe. Beyond the city we serve Tadcaster, Selby, Easingwold, Malton, Pocklington, Wetherby and Harrogate.',
    'York has a long history of confectionery, and chocolate is still made at the Haxby Road factory. The city is also a national centre for the railway industry, with the National Railway Museum, major rail operations centres and a cluster of rail engineering and consultancy firms. The University of York, York St John University, York Hospital and the York Biotech Campus at Sand Hutton generate research and healthcare consignments, and tourism, hospitality and retail keep stock moving.',
    'York has no motorway of its own. The A64 runs around the south and east of the city, linking it with Leeds and the A1(M) to the south-west and with Malton and Scarborough to the north-east, while the A1237 outer ring road covers the north and west. The A19 leads to Selby and Thirsk, the A59 to Harrogate and the A1079 to Hull. Regular same-day runs go to Leeds, Hull, Newcastle and Manchester, and next-day delivery covers every UK postcode.',
  ],
  servicePoints: [
    'Collections from shops and offices inside the city walls',
    'Urgent runs for the rail industry and its engineering consultancies',
    'Temperature-controlled consignments for food and bioscience businesses',
    'Collections at Clifton Moor, Monks Cross and Heslington',
    'Direct links via the A64, A1237 and A19',
    'Next-day delivery from York to any postcode in the UK',
  ],
} satisfies CityContent;
