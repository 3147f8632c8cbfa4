import type { CitySlug } from '@courier/common/site-routes';

export interface CityContent {
  /** Meta description for search results: 120–160 characters, specific to this city. */
  description: string;
  /** 3–4 paragraphs of plain text (no HTML, no markdown), 45–110 words each. */
  paragraphs: string[];
  /** 5–7 short bullet points (service points), at least two specific to this city. */
  servicePoints: string[];
  /** 6–10 real districts, suburbs or nearby towns served (used for schema.org areaServed). */
  areasServed: string[];
}

export const cityContent: Record<CitySlug, CityContent> = {
  leicester: {
    description:
      'Same-day courier in Leicester: a dedicated van, usually collecting within 60 minutes, from Beaumont Leys to Wigston, plus next-day delivery across the UK.',
    paragraphs: [
      'Leicester sits close to the middle of England, which makes it a practical place to start an urgent delivery. When you book a same-day courier here, one driver and one vehicle are assigned to your consignment alone, and collection is usually made within 60 minutes of booking. The goods stay on that vehicle from your door to the recipient’s, with no depot sorting and no change of driver along the way, whether the job runs by day or overnight.',
      'Collections are made across the whole city, from the centre and the St George’s Cultural Quarter to Belgrave, Evington, Aylestone and the industrial estates at Beaumont Leys. We also work across the wider county, including Oadby, Wigston, Birstall, Syston, Thurmaston, Blaby and Enderby, and further out to Loughborough, Hinckley, Market Harborough and Lutterworth. Whether the job begins at a retail unit near Fosse Park or a warehouse off the ring road, the same dedicated service applies.',
      'Leicester still carries traces of its hosiery and knitwear past, and textile and clothing firms remain part of its economy alongside a large food manufacturing sector. Typical consignments include garment samples and fabric rolls, ingredients and packaging for food producers, replacement parts for production lines, and stock moving between the distribution centres at Magna Park near Lutterworth. Documents and equipment for the University of Leicester and De Montfort University, and supplies for hospital sites such as the Leicester Royal Infirmary and Glenfield, are also common.',
      'The M1 runs along the western side of the city, with junction 21 beside Fosse Park, and the M69 heads south-west towards Coventry and the M6. The A6 links Leicester with Loughborough and Market Harborough, while the A46 western bypass and the A47 open up routes towards Newark and Peterborough. Regular same-day runs go to Birmingham, Nottingham, Northampton and London, and the next-day service delivers anywhere in the UK on the following business day.',
    ],
    servicePoints: [
      'Dedicated van from any Leicester postcode, usually collecting within 60 minutes',
      'Regular runs between the city and Magna Park at Lutterworth',
      'Temperature-controlled vehicles for food manufacturers',
      'Luton vans with tail lift for textile and garment stock',
      'Direct M1 and M69 access for Midlands and London deliveries',
      'Next-day delivery from Leicestershire to any UK address',
    ],
    areasServed: [
      'Oadby',
      'Wigston',
      'Birstall',
      'Syston',
      'Thurmaston',
      'Blaby',
      'Enderby',
      'Braunstone Town',
      'Loughborough',
      'Hinckley',
    ],
  },

  manchester: {
    description:
      'Same-day couriers across Greater Manchester, from Trafford Park to MediaCityUK and the airport. Dedicated vehicle, collection usually within 60 minutes.',
    paragraphs: [
      'Manchester businesses rarely have time to wait for a parcel network’s next sorting cycle. Our same-day service sends a single vehicle to you, usually within 60 minutes of the call, and that driver takes the consignment straight to its destination without stopping at a hub. Bookings are taken 24 hours a day, so an early shipment out of Ancoats or a late-night part for a site in Wythenshawe is handled in exactly the same way as an afternoon run.',
      'We cover all ten boroughs of Greater Manchester. In the city itself that means the centre, Spinningfields, Ancoats, Ardwick, Didsbury and Wythenshawe; beyond it, Salford and Salford Quays, Stockport, Trafford, Oldham, Rochdale, Bury, Bolton, Tameside and Wigan. Industrial users in Trafford Park, often described as the first planned industrial estate in the world, provide a large share of the work, as do the offices and studios around MediaCityUK.',
      'The mix of work reflects the regional economy: engineering components and spare parts for Trafford Park manufacturers, filming kit and broadcast equipment to and from MediaCityUK, contracts and tender documents for law and finance firms in Spinningfields, and research equipment for the University of Manchester and Manchester Metropolitan University. Hospitals including Manchester Royal Infirmary and The Christie create urgent clinical deliveries, and freight moving to and from the cargo area at Manchester Airport is another regular job.',
      'The M60 rings the conurbation, and from it the M62 runs west to Liverpool and east over the Pennines to Leeds. The M56 reaches Manchester Airport and continues towards Chester and North Wales, the M602 connects Salford with the M60, and the M61 heads north to Preston. Southbound work joins the M6 for Birmingham and London. Any UK postcode can be reached the same day where distance allows, and when timing is flexible a lower-cost co-load option with wider collection and delivery windows can be requested.',
    ],
    servicePoints: [
      'Direct collections from Trafford Park industrial estates',
      'Broadcast and filming equipment to and from MediaCityUK',
      'Cargo runs to and from Manchester Airport',
      'Round-the-clock bookings across all ten Greater Manchester boroughs',
      'Luton vans with tail lift and 7.5 tonne trucks for palletised freight',
      'Next-day service out of Manchester reaching every UK postcode',
    ],
    areasServed: [
      'Salford',
      'Stockport',
      'Trafford Park',
      'Oldham',
      'Rochdale',
      'Bolton',
      'Bury',
      'Wigan',
      'Altrincham',
      'Ashton-under-Lyne',
    ],
  },

  london: {
    description:
      'Same-day courier across London, from the City and Canary Wharf to Park Royal and Heathrow. One dedicated vehicle per job, collection usually within 60 minutes.',
    paragraphs: [
      'In London, the difference between a same-day courier and a parcel service is usually measured in hours. We allocate one vehicle to each job, and a driver is normally at your door within 60 minutes, whether that door is an office in the Square Mile or a unit on an industrial estate near the M25. Nothing goes through a depot or changes hands, which matters when the item is a signed contract, a prototype or a replacement part that is holding up a site.',
      'Our drivers work in every London borough. Central collections cover the City, Westminster, Holborn, Clerkenwell, Shoreditch and the West End, while in the east we serve Canary Wharf, Stratford and the Royal Docks. West London includes Hammersmith, Park Royal and the area around Heathrow; to the south we cover Croydon, Wimbledon and Bermondsey, and to the north Camden, Wembley and Enfield. Towns just outside the M25 are covered on the same basis.',
      'London’s consignments are as varied as its economy. Banks, insurers and law firms in the City and Canary Wharf send legal papers and data storage; jewellers in Hatton Garden need tracked transport, with extra insurance cover available for high-value pieces; film, television and theatre productions move props, costumes and camera equipment at short notice; and Park Royal, one of the capital’s largest industrial areas, produces food and trade supplies. Teaching hospitals such as Guy’s and St Thomas’ rely on urgent deliveries, and freight is regularly taken to and from the cargo area at Heathrow.',
      'Leaving London is a matter of choosing the right radial route. The M1 and A1(M) head north, the M40 runs to Oxford and Birmingham, the M4 goes west past Heathrow to Reading and Bristol, and the M11 serves Stansted and Cambridge. The A2 and M20 lead through Kent to the Channel ports, the M3 and M23 head south, and the A406 North Circular and M25 connect them all. Same-day runs leave for every part of Britain, and next-day delivery arrives on the following business day anywhere in the UK.',
    ],
    servicePoints: [
      'Collections in every London borough and across the M25 ring',
      'Extra cover on request for Hatton Garden jewellery and other high-value goods',
      'Legal and financial documents from the City and Canary Wharf',
      'Air freight runs to and from Heathrow, Gatwick and Stansted',
      'Props, costumes and equipment for film, television and theatre',
      'Late and overnight collections for events and exhibitions',
      'Next-day delivery from the capital to the whole of the UK',
    ],
    areasServed: [
      'City of London',
      'Westminster',
      'Canary Wharf',
      'Shoreditch',
      'Stratford',
      'Park Royal',
      'Croydon',
      'Hammersmith',
      'Wembley',
      'Heathrow',
    ],
  },

  birmingham: {
    description:
      'Same-day courier in Birmingham and the West Midlands, from the Jewellery Quarter to the NEC. Collection usually within 60 minutes, dedicated vehicle, 24/7.',
    paragraphs: [
      'Birmingham’s position at the centre of the motorway network means a great deal of urgent freight starts or finishes here. Each same-day booking is given its own vehicle and driver, with collection usually within 60 minutes anywhere in the city. The driver goes directly from collection to delivery, so there is no co-loading with other customers’ goods, no overnight depot stop and no risk of a parcel being misrouted at a transfer point.',
      'Our coverage takes in the city centre, Digbeth, the Jewellery Quarter, Edgbaston, Aston, Erdington, Selly Oak, Longbridge and Tyseley, along with Sutton Coldfield to the north. A job can begin at an office on Colmore Row just as easily as at a warehouse in Castle Bromwich. We collect across the wider West Midlands too, including Solihull, West Bromwich, Dudley, Walsall, Halesowen and Smethwick, and the business parks around Birmingham Airport and the NEC.',
      'Manufacturing is still central to the local economy. Jaguar Land Rover’s sites at Solihull and Castle Bromwich, and the automotive supply chain around them, create urgent runs for components and tooling. The Jewellery Quarter, home to hundreds of jewellers and the Birmingham Assay Office, needs careful, tracked transport for precious items. Exhibition stands for the NEC, documents for professional firms around Colmore Row, and clinical supplies and equipment for the Queen Elizabeth Hospital and the University of Birmingham in Edgbaston are all typical loads.',
      'Spaghetti Junction, where the M6 meets the A38(M) Aston Expressway, lies just north of the city centre, and the M5, M42 and M6 Toll are all within a few miles. That puts Manchester, Bristol, Nottingham and London within reach for same-day work, with the M40 the usual route to the capital and Oxford. Deliveries that can wait a day go on our next-day service, reaching the consignee on the following business day anywhere in the UK.',
    ],
    servicePoints: [
      'Careful, tracked transport for Jewellery Quarter businesses',
      'Automotive parts to production lines and suppliers across the West Midlands',
      'Exhibition stand collections and deliveries at the NEC',
      'Collections in Solihull, Sutton Coldfield and the Black Country',
      'Small vans, tail-lift Luton vans and 7.5 tonne trucks around the clock',
      'Next-day delivery from Birmingham to anywhere in the UK',
    ],
    areasServed: [
      'Solihull',
      'Sutton Coldfield',
      'West Bromwich',
      'Dudley',
      'Walsall',
      'Halesowen',
      'Smethwick',
      'Erdington',
      'Edgbaston',
      'Digbeth',
    ],
  },

  leeds: {
    description:
      'Leeds same-day courier covering Headingley, Holbeck, Morley and the wider city. Dedicated vehicle, usually collected within 60 minutes, next-day UK-wide.',
    paragraphs: [
      'Few cities in the North have as many offices, warehouses and hospitals within a short drive of one another as Leeds, and urgent deliveries between them are our core work. A driver is usually with you within 60 minutes of booking, and the vehicle carries only your goods for the whole journey. Live GPS tracking lets you follow its progress, and the handover to the recipient is recorded with a timestamped proof of delivery.',
      'We collect throughout the city: the centre, Holbeck and the South Bank, Hunslet, Headingley, Kirkstall, Chapel Allerton, Roundhay and Seacroft. Outlying towns in the Leeds district, including Morley, Pudsey, Horsforth, Garforth, Wetherby and Otley, are covered as standard, as are Wakefield and Bradford next door. Industrial estates along the outer ring road and in the Aire valley are regular pick-up points.',
      'Leeds has one of the largest concentrations of financial and legal services in the UK outside London, so court bundles, contracts and confidential papers are a daily part of the work. Healthcare is another major sector, with Leeds General Infirmary and St James’s University Hospital both in the city. Samples and equipment for the University of Leeds and Leeds Beckett University, retail stock for city-centre stores, and parts for the manufacturers and distributors along the M62 corridor make up much of the rest.',
      'The M1 and M62 cross at Lofthouse on the southern edge of Leeds, the M621 carries traffic into the city centre, and the M1 continues east to join the A1(M). The A64 heads to York and the coast, the A65 and A660 serve the north-west towards Ilkley and Otley, and Leeds Bradford Airport at Yeadon is a short drive away. Typical same-day runs go to Manchester, Sheffield, Hull, Newcastle and Birmingham, and freight can also travel on our next-day service to any UK address.',
    ],
    servicePoints: [
      'Court bundles and legal papers for city-centre firms',
      'Time-critical deliveries for hospital and university sites',
      'Collections from Morley, Pudsey, Horsforth and Wetherby',
      'Fast access to the M1, M62, M621 and A1(M)',
      'Multi-drop routes for retailers and distributors across West Yorkshire',
      'Next-day delivery out of Leeds to every UK postcode',
    ],
    areasServed: [
      'Morley',
      'Pudsey',
      'Horsforth',
      'Garforth',
      'Wetherby',
      'Otley',
      'Headingley',
      'Kirkstall',
      'Roundhay',
      'Wakefield',
    ],
  },

  liverpool: {
    description:
      'Same-day courier in Liverpool and Merseyside: dedicated vehicles for the port, Speke and the Wirral, with collection usually within 60 minutes.',
    paragraphs: [
      'Liverpool’s same-day courier work is shaped by the river: docks to the north, the airport and car plant to the south, and the Wirral across the Mersey. Whichever side you are on, we send a dedicated vehicle that usually arrives to collect within 60 minutes and travels directly to the delivery address. No other customer’s goods are loaded alongside yours, and no depot sits between the two addresses.',
      'Our drivers cover the city centre, the Baltic Triangle, Anfield, Everton, Toxteth, Wavertree, Allerton, Garston and Speke, as well as Bootle and Crosby in Sefton and Kirkby and Huyton in Knowsley. Across the water, Birkenhead, Wallasey and the rest of the Wirral are reached through the Mersey tunnels, and we also serve St Helens, Widnes and Runcorn.',
      'The Port of Liverpool, including the Liverpool2 deep-water container terminal at Seaforth, brings a steady flow of import paperwork, samples and urgent cargo. Jaguar Land Rover’s Halewood plant and the suppliers around Speke and Knowsley Business Park need parts moved at short notice. Hospitals such as Alder Hey Children’s and the Royal Liverpool, and the universities and research institutes of the Knowledge Quarter, add clinical and laboratory consignments, some of which travel in temperature-controlled vehicles.',
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
    areasServed: [
      'Bootle',
      'Crosby',
      'Kirkby',
      'Huyton',
      'Birkenhead',
      'Wallasey',
      'St Helens',
      'Widnes',
      'Runcorn',
      'Speke',
    ],
  },

  sheffield: {
    description:
      'Sheffield same-day courier for steel, engineering and hospital work, from Attercliffe to Meadowhall. One dedicated vehicle, collection usually in 60 minutes.',
    paragraphs: [
      'Sheffield built its name on steel and cutlery, and it still makes things that other industries are waiting for. Our same-day service is designed around that kind of urgency: a single vehicle dedicated to your job, a driver usually arriving within 60 minutes, and a direct journey with no depot stops. We take bookings at any hour, including late and overnight collections when a production line or a breakdown cannot wait until morning.',
      'We cover the whole city, from the centre and Kelham Island to Attercliffe, Darnall and Tinsley in the Lower Don Valley, Hillsborough, Crookes and Ecclesall in the west, and the Meadowhall area in the north-east. Beyond the city boundary we regularly collect in Rotherham, Barnsley, Chesterfield, Dronfield and Stocksbridge, along with the Advanced Manufacturing Park at Waverley, just over the Rotherham border.',
      'Special steels, forgings, tooling and precision-engineered parts remain a large share of Sheffield’s freight, often heavy enough to need a Luton van with a tail lift or a 7.5 tonne truck. The engineering firms around the Advanced Manufacturing Research Centre frequently need prototypes and test pieces moved quickly. The University of Sheffield and Sheffield Hallam University, the Northern General and Royal Hallamshire hospitals, and the retailers around Meadowhall provide much of the rest, from laboratory samples to shop-fitting materials.',
      'The M1 runs past the east of Sheffield, with junction 33 connecting to the Sheffield Parkway and junction 34 serving Meadowhall, and the M18 branches off towards Doncaster and the Humber. The A61 heads north to Barnsley and Leeds and south to Chesterfield, and the A57 crosses the Peak District towards Manchester. We run same-day to Leeds, Nottingham, Manchester, Birmingham and London, with next-day delivery available nationwide.',
    ],
    servicePoints: [
      'Heavy steel and engineering consignments on tail-lift Luton vans and 7.5 tonne trucks',
      'Breakdown parts for Lower Don Valley manufacturers, day or night',
      'Collections from Meadowhall, Rotherham, Barnsley and Chesterfield',
      'Prototype and test-piece runs from the Advanced Manufacturing Park',
      'Quick M1 access at junctions 33 and 34',
      'Next-day delivery from South Yorkshire to every UK postcode',
    ],
    areasServed: [
      'Rotherham',
      'Barnsley',
      'Chesterfield',
      'Dronfield',
      'Stocksbridge',
      'Attercliffe',
      'Hillsborough',
      'Ecclesall',
      'Meadowhall',
      'Kelham Island',
    ],
  },

  bristol: {
    description:
      'Bristol same-day courier for Avonmouth, Filton, Clifton and the city centre, with a dedicated van usually collecting within 60 minutes and next-day UK delivery.',
    paragraphs: [
      'From the docks at Avonmouth to the aerospace sites at Filton, Bristol produces a steady stream of consignments that cannot wait for tomorrow. Book a same-day courier and a vehicle is assigned to your job alone, with collection normally made within 60 minutes. The driver goes straight to the delivery address, you can watch the journey on live GPS tracking, and a timestamped proof of delivery is recorded when the goods arrive.',
      'Our drivers know the city well, from Clifton, Redland and Cotham to Bedminster, Southville, St Philips and the Temple Meads area. North of the centre we cover Filton, Patchway, Bradley Stoke and Cribbs Causeway, and to the east Kingswood, Emersons Green and Yate. Avonmouth and Portbury, Keynsham, Portishead and Bath are all within our regular collection area.',
      'Bristol has one of the largest aerospace clusters in the country, centred on Filton and Patchway, where Airbus, GKN Aerospace and Rolls-Royce all have major sites, so engineering parts and tooling are a regular part of the work. Avonmouth and Royal Portbury docks handle bulk cargo, vehicles and containers, and their warehouses often need urgent onward delivery. The creative and media sector, the University of Bristol, UWE and hospitals including Southmead and the Bristol Royal Infirmary add everything from camera equipment to clinical supplies.',
      'The M5 and M4 meet at the Almondsbury Interchange north of the city, with the M32 running into the centre and the M49 serving Avonmouth. The A4 Portway follows the Avon Gorge to the docks, the A38 heads south to Bristol Airport, and the A4174 ring road links the eastern suburbs. Cardiff is reached over the Prince of Wales Bridge, and same-day runs to Birmingham, Exeter, Southampton and London are routine. Every UK postcode is covered on a next-day basis too.',
    ],
    servicePoints: [
      'Aerospace parts and tooling around Filton and Patchway',
      'Urgent onward delivery from Avonmouth and Royal Portbury docks',
      'Camera and production equipment for Bristol’s creative sector',
      'Same-day crossings to Cardiff and South Wales over the Prince of Wales Bridge',
      'Pallets, parcels and fragile items in vehicles up to 7.5 tonnes',
      'Next-day service from Bristol to the whole of the UK',
    ],
    areasServed: [
      'Avonmouth',
      'Filton',
      'Patchway',
      'Bradley Stoke',
      'Kingswood',
      'Keynsham',
      'Portishead',
      'Yate',
      'Clifton',
      'Bath',
    ],
  },

  nottingham: {
    description:
      'Same-day courier in Nottingham: dedicated vans from Beeston, West Bridgford and Hucknall, usually collecting within 60 minutes, with next-day UK delivery.',
    paragraphs: [
      'Nottingham businesses use same-day couriers for the jobs that cannot go through an overnight parcel network: a part that must reach a factory before the next shift, or papers that need signing in another city this afternoon. We put one vehicle on each booking, usually collect within 60 minutes and take the goods directly to their destination. The service runs 24 hours a day, seven days a week, and every delivery is confirmed with a timestamped proof.',
      'We collect across Nottingham city, including the Lace Market, Hockley, Sneinton, Lenton, Radford, Basford, Bulwell and Clifton, and throughout the suburbs of Beeston, West Bridgford, Arnold, Carlton and Hucknall. Further afield, Long Eaton, Ilkeston, Mansfield, Newark and Grantham are all part of our regular area, as are the business parks near East Midlands Airport.',
      'Healthcare, retail and research are strong in Nottingham. Boots has its headquarters and a large site at Beeston, and the Queen’s Medical Centre and Nottingham City Hospital are both in the city, which keeps healthcare deliveries in steady demand. Equipment and samples for the University of Nottingham and Nottingham Trent University, documents for financial and professional firms in the centre, and freight to and from the cargo operators at East Midlands Airport are other typical jobs.',
      'The M1 passes to the west of Nottingham, with junctions 24 to 27 serving the city and the A453 and A52 linking it with the motorway. The A52 also runs east to Grantham and the A1, the A46 heads towards Newark and Lincoln, and the A60 and A610 reach Mansfield and the Erewash valley. From Nottingham we make same-day deliveries to Leicester, Derby, Sheffield, Birmingham and London, and next-day delivery reaches every UK postcode.',
    ],
    servicePoints: [
      'Healthcare deliveries for hospitals and pharmacies across Nottinghamshire',
      'Collections from Beeston, West Bridgford, Arnold and Hucknall',
      'Runs to and from the cargo operators at East Midlands Airport',
      'Direct M1 access from junctions 24 to 27',
      'Late and overnight collections for manufacturers on shift work',
      'Next-day delivery from the East Midlands to any UK address',
    ],
    areasServed: [
      'Beeston',
      'West Bridgford',
      'Arnold',
      'Carlton',
      'Hucknall',
      'Bulwell',
      'Long Eaton',
      'Ilkeston',
      'Mansfield',
      'Newark-on-Trent',
    ],
  },

  newcastle: {
    description:
      'Newcastle same-day courier covering Tyneside, Gateshead and Team Valley. Dedicated vehicle, collection usually within 60 minutes, next-day delivery UK-wide.',
    paragraphs: [
      'On Tyneside, a same-day delivery often has to cross the river, the city and the region in one afternoon. We handle each one with a single vehicle: a driver is sent to you straight away, usually collecting within 60 minutes, and takes the consignment door to door without transferring it to another van. You can follow the journey live, and a timestamped proof of delivery is sent once the recipient has signed.',
      'Within Newcastle we cover the city centre, Jesmond, Gosforth, Heaton, Byker, Walker, Benwell, Fenham and Kenton. South of the Tyne, Gateshead, the MetroCentre and Team Valley Trading Estate are regular collection points. North Tyneside, including Wallsend, North Shields and Killingworth, is covered too, together with Cramlington, Ponteland, Hexham, Washington and Sunderland.',
      'Team Valley, one of the oldest trading estates in the country, and the business parks of North Tyneside supply much of the industrial work, from engineering spares to palletised stock. Subsea and offshore engineering firms along the river send equipment and components, and the Port of Tyne handles cargo that needs onward delivery. Newcastle University, Northumbria University, the Royal Victoria Infirmary and the Freeman Hospital add research and clinical consignments, and the Nissan supply chain around Washington creates regular automotive runs.',
      'Newcastle has only a short stretch of urban motorway, the A167(M) Central Motorway, so most longer runs use the A1 Western Bypass, which joins the A1(M) south of Gateshead. The A19 runs through the Tyne Tunnel towards Teesside, the A69 heads west to Carlisle and the M6, and the A1 continues north to Berwick and Edinburgh. Same-day runs regularly go to Leeds, Edinburgh, Manchester and London, and next-day delivery covers the rest of the UK.',
    ],
    servicePoints: [
      'Collections from Team Valley Trading Estate and the MetroCentre',
      'Cross-river runs between Newcastle, Gateshead and North Tyneside',
      'Engineering and subsea components from riverside firms',
      'Automotive parts runs for the Nissan supply chain around Washington',
      'Tail-lift Luton vans and 7.5 tonne trucks for pallets',
      'Next-day service from Tyneside to any UK postcode',
    ],
    areasServed: [
      'Gateshead',
      'Jesmond',
      'Gosforth',
      'Wallsend',
      'North Shields',
      'Killingworth',
      'Cramlington',
      'Ponteland',
      'Hexham',
      'Washington',
    ],
  },

  sunderland: {
    description:
      'Same-day courier in Sunderland and Washington for automotive, port and manufacturing freight. Dedicated vehicle, usually collected within 60 minutes.',
    paragraphs: [
      'Sunderland’s manufacturers work to tight production schedules, and when a delivery cannot wait for a parcel network, a dedicated same-day courier is the answer. We assign one vehicle to your job, usually collect within 60 minutes, and drive directly to the delivery point with no depot in between. Bookings are taken around the clock, so early shifts, late finishes and weekend breakdowns are all covered.',
      'We cover the whole of the City of Sunderland, including the city centre, Roker, Southwick, Pallion, Hendon, Silksworth, Doxford Park, Houghton-le-Spring and Hetton-le-Hole. Washington, with its large industrial estates, is a major part of the work, and we also collect in Seaham, Boldon, South Shields, Chester-le-Street and Durham.',
      'Nissan’s Sunderland plant, on the edge of Washington, is the largest car factory in the UK, and a network of component suppliers has grown up around it and the neighbouring International Advanced Manufacturing Park. Urgent parts, tooling and packaging make up much of what needs moving. The Port of Sunderland, the University of Sunderland, Sunderland Royal Hospital and the offices at Doxford International business park also rely on quick, direct deliveries.',
      'The A19 runs down the western side of the city, linking Sunderland with the Tyne Tunnel to the north and Teesside to the south, while the A1231 and A184 connect it with the A1(M) near Washington and Gateshead. The A690 leads to Durham and the A183 follows the coast. From Sunderland we run same-day to Newcastle, Middlesbrough, Leeds and beyond, and send next-day freight to any postcode in the UK.',
    ],
    servicePoints: [
      'Line-side parts runs for automotive suppliers in Washington',
      'Collections across Washington industrial estates and the IAMP',
      'Urgent freight from the Port of Sunderland',
      'Weekend and overnight collections for breakdowns',
      'Direct A19 links to Tyneside and Teesside',
      'Next-day delivery from Wearside to every UK postcode',
    ],
    areasServed: [
      'Washington',
      'Houghton-le-Spring',
      'Hetton-le-Hole',
      'Seaham',
      'Boldon',
      'South Shields',
      'Chester-le-Street',
      'Durham',
      'Roker',
      'Doxford Park',
    ],
  },

  hull: {
    description:
      'Hull same-day courier for the port, Saltend and East Yorkshire: a dedicated vehicle, usually collected within 60 minutes, plus next-day delivery UK-wide.',
    paragraphs: [
      'Hull sits at the eastern end of the M62 on the north bank of the Humber, some distance from most other cities, so urgent goods leaving it need a courier that goes direct. Each same-day booking has its own vehicle and driver, collection usually happens within 60 minutes, and the consignment stays on board until it is delivered. Timestamped proof of delivery and live GPS tracking come with every job.',
      'We collect throughout Kingston upon Hull, from the city centre, the Old Town and the Fruit Market to Sutton-on-Hull, Bransholme, Kingswood and Marfleet. In the East Riding we cover Hessle, Anlaby, Willerby, Cottingham, Beverley, Hedon and Brough, and across the Humber Bridge we serve Barton-upon-Humber, Scunthorpe and Grimsby.',
      'The Port of Hull handles container, timber and ferry traffic, including P&O Ferries’ overnight sailings to Rotterdam, and creates regular urgent work for importers and freight forwarders. Siemens Gamesa builds wind turbine blades at Alexandra Dock, and the chemical plants at Saltend, the health and hygiene manufacturers and the food processors around the city all need parts and samples delivered quickly. Hull Royal Infirmary, Castle Hill Hospital and the University of Hull complete the picture.',
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
    areasServed: [
      'Hessle',
      'Anlaby',
      'Willerby',
      'Cottingham',
      'Beverley',
      'Hedon',
      'Brough',
      'Barton-upon-Humber',
      'Scunthorpe',
      'Grimsby',
    ],
  },

  derby: {
    description:
      'Derby same-day courier for aerospace, automotive and rail engineering, from Pride Park to Burnaston. Dedicated vehicle, collection usually within 60 minutes.',
    paragraphs: [
      'Derby is one of the country’s great engineering cities, and engineering rarely waits. When a part, drawing or tool has to move today, we send a single vehicle for that job alone, usually collecting within 60 minutes. It travels straight to the recipient with no co-loading and no depot stop, and you get live tracking along the way and a timestamped proof of delivery at the end.',
      'Our drivers collect across Derby, including the city centre, Pride Park, Sinfin, Osmaston, Alvaston, Chaddesden, Spondon, Littleover, Mickleover, Allestree and Chellaston. We also work across South Derbyshire and the surrounding area, taking in Burnaston, Belper, Ripley, Ilkeston, Swadlincote and Burton upon Trent, and the logistics sites near East Midlands Airport and Castle Donington.',
      'Rolls-Royce builds and tests aero engines in Derby, Toyota makes cars at Burnaston, and Alstom’s Litchurch Lane works has been building trains since the 1870s, so aerospace, automotive and rail engineering account for much of the city’s urgent freight. Typical loads include precision components, test equipment, tooling and spares for production lines, with extra insurance cover available for high-value items. Supplies for the Royal Derby Hospital and the University of Derby, and stock for retailers at Derbion and Pride Park, are also common.',
      'The A38 runs through the west and north of Derby on its way between Birmingham and junction 28 of the M1, the A50 links the city with Stoke-on-Trent and junction 24 of the M1, and the A52 Brian Clough Way heads east to Nottingham. The A6 follows the Derwent valley north to Matlock. Same-day routes from Derby include Birmingham, Manchester, Leicester, Sheffield and London, and next-day delivery reaches all UK postcodes.',
    ],
    servicePoints: [
      'Aerospace components and test equipment moved under live tracking',
      'Production-line spares for the automotive sector around Burnaston',
      'Rail engineering parts for Litchurch Lane and the wider rail cluster',
      'Extra insurance cover for high-value engineering freight on request',
      'Fast access to the A38, A50 and A52',
      'Next-day delivery out of Derby to every UK postcode',
    ],
    areasServed: [
      'Pride Park',
      'Littleover',
      'Mickleover',
      'Allestree',
      'Spondon',
      'Chellaston',
      'Belper',
      'Ripley',
      'Swadlincote',
      'Burton upon Trent',
    ],
  },

  coventry: {
    description:
      'Coventry same-day courier for automotive, engineering and university work, from Whitley to Ansty Park. Dedicated vehicle, usually collected within 60 minutes.',
    paragraphs: [
      'Coventry has been building vehicles for well over a century, and its businesses are used to tight deadlines. Our same-day courier service matches that: your booking gets its own vehicle, a driver who normally collects within 60 minutes, and a direct route to the destination without depots or handovers. The service is open 24/7, so night shifts and weekend emergencies are handled as readily as weekday office deliveries.',
      'We cover every part of the city, including the centre, Earlsdon, Foleshill, Canley, Tile Hill, Binley, Walsgrave, Whitley and Baginton, and the business parks at Ansty and Ryton. Nearby towns are served as standard: Kenilworth, Warwick, Leamington Spa, Bedworth, Nuneaton and Rugby, as well as the large distribution parks along the M6 and around Daventry.',
      'Jaguar Land Rover’s headquarters and engineering centre at Whitley, the London Electric Vehicle Company at Ansty and many automotive suppliers give Coventry a constant need for urgent parts, prototypes and test equipment. The University of Warwick, including WMG, and Coventry University add research and teaching consignments, while University Hospital Coventry at Walsgrave needs clinical supplies moved quickly. Warehouses in the surrounding distribution parks also send stock that has to reach a customer the same day.',
      'The M6 skirts the north of Coventry at junctions 2 and 3, and the M69 runs from junction 2 to Leicester. The A45 heads west towards Birmingham Airport and east towards the M45 and M1, while the A46 eastern bypass connects with the M40 near Warwick for Oxford and London. The A444 runs north to Nuneaton. Same-day journeys to Birmingham, Leicester, Oxford, Manchester and London are regular work, and every UK postcode can be reached on the following business day.',
    ],
    servicePoints: [
      'Prototype and test-part runs for automotive engineering teams',
      'Collections from Ansty Park, Ryton and Whitley',
      'Research consignments for the University of Warwick and Coventry University',
      'Stock moves from distribution parks near Daventry and the M6',
      'Motorway access via M6 junctions 2 and 3',
      'Next-day delivery from Coventry and Warwickshire across the UK',
    ],
    areasServed: [
      'Kenilworth',
      'Warwick',
      'Leamington Spa',
      'Bedworth',
      'Nuneaton',
      'Rugby',
      'Binley',
      'Tile Hill',
      'Baginton',
      'Ansty',
    ],
  },

  stoke: {
    description:
      'Stoke-on-Trent same-day courier covering the six towns, Newcastle-under-Lyme and the A500 corridor. One dedicated vehicle, collection usually in 60 minutes.',
    paragraphs: [
      'Stoke-on-Trent grew from six separate pottery towns, and an urgent delivery here can start in any one of them. Our same-day courier service sends a vehicle reserved for your consignment alone, and collection is usually made within 60 minutes of your call. Because so much of what the city makes is fragile, it matters that the goods stay on the same vehicle all the way, with no sorting centre and no handling between collection and delivery.',
      'We collect in Tunstall, Burslem, Hanley, Stoke, Fenton and Longton, as well as Etruria, Trentham, Meir and Bucknall. Neighbouring Newcastle-under-Lyme and Kidsgrove are covered as standard, along with Stone, Leek, Biddulph and Cheadle, and the distribution centres that line the A500 through the city. Factory shops, studios and trade counters in the old pottery districts are collected from just as readily as the large warehouses.',
      'Ceramics remain central to the city’s identity. Wedgwood at Barlaston, Portmeirion, Emma Bridgewater, Churchill China and Steelite are among the names still making tableware and giftware in the Potteries, supported by smaller studios and suppliers of glazes, moulds and packaging. Samples, trade orders and exhibition pieces are typical loads, often packed as fragile goods. Large employers such as bet365, the warehouses along the A500 and the Royal Stoke University Hospital account for much of the remaining work.',
      'The M6 passes along the western side of the city, with junctions 15 and 16 at either end of the A500, the dual carriageway that runs through the Potteries and on towards Crewe. The A50 heads east to Uttoxeter, Derby and the M1, and the A34 and A53 serve Stone, Newcastle-under-Lyme and Leek. Same-day runs go regularly to Manchester, Birmingham, Derby and Liverpool, while next-day delivery reaches any postcode in the country.',
    ],
    servicePoints: [
      'Careful handling for ceramics, glassware and giftware',
      'Collections across all six towns of the Potteries',
      'Warehouse pickups along the A500 corridor',
      'Trade orders and samples for tableware makers',
      'Vehicles from small vans to 7.5 tonne trucks, seven days a week',
      'Next-day delivery from Stoke-on-Trent to any UK address',
    ],
    areasServed: [
      'Tunstall',
      'Burslem',
      'Hanley',
      'Fenton',
      'Longton',
      'Newcastle-under-Lyme',
      'Kidsgrove',
      'Stone',
      'Leek',
      'Trentham',
    ],
  },

  wolverhampton: {
    description:
      'Wolverhampton same-day courier for the Black Country, i54 and the M54 corridor. A dedicated vehicle usually collects within 60 minutes; next-day UK-wide.',
    paragraphs: [
      'Wolverhampton sits at the north-western corner of the West Midlands conurbation, close to the M6 and M54, which makes it a natural starting point for urgent freight heading north, west or into Birmingham. Our same-day courier service allocates one vehicle per job, and a driver normally collects within 60 minutes. From there the consignment goes directly to the delivery address, never sharing space with other customers’ goods.',
      'We cover the city centre and the neighbourhoods around it, including Whitmore Reans, Tettenhall, Penn, Bilston, Wednesfield, Fordhouses, Pendeford and Ettingshall. The rest of the Black Country is close by, so Willenhall, Walsall, Dudley, Wednesbury and Tipton are regular collection points, and we also serve Codsall, Wombourne, Cannock and Telford.',
      'The Black Country has a long metalworking history, and Wolverhampton still has many engineering, fabrication and aerospace firms. Jaguar Land Rover’s Engine Manufacturing Centre stands on the i54 business park beside the M54, among other advanced manufacturing businesses. Typical loads include castings, machined parts and tooling, along with supplies for New Cross Hospital, equipment for the University of Wolverhampton and stock for retailers and trade counters across the area.',
      'Junction 10 of the M6 is a few miles east of the city centre, and the M54 branches off at junction 10A towards Telford and Shropshire. The A449 runs north to Stafford and south to Kidderminster, the A41 heads towards Whitchurch and West Bromwich, and the A4123 Birmingham New Road is the direct link to Birmingham. From Wolverhampton we run same-day to Manchester, Shrewsbury, Bristol and London, and next-day freight reaches any UK postcode.',
    ],
    servicePoints: [
      'Castings, machined parts and tooling from Black Country workshops',
      'Collections at i54 and along the M54 to Telford',
      'Quick M6 access at junctions 10 and 10A',
      'Tail-lift Luton vans for heavy or awkward loads',
      'Regular and contract collections for trade counters',
      'Next-day delivery from Wolverhampton to anywhere in the UK',
    ],
    areasServed: [
      'Bilston',
      'Wednesfield',
      'Tettenhall',
      'Penn',
      'Willenhall',
      'Walsall',
      'Dudley',
      'Codsall',
      'Wombourne',
      'Telford',
    ],
  },

  southampton: {
    description:
      'Southampton same-day courier for the docks, Eastleigh and the Waterside. Dedicated vehicle, collection usually within 60 minutes, with next-day UK delivery.',
    paragraphs: [
      'Southampton’s port, its airport and the M27 corridor make it one of the busiest freight locations on the south coast. When you book a same-day courier with us, the vehicle that collects your goods is the one that delivers them: no transfers, no hub and no other customers’ freight on board. Collection usually takes place within 60 minutes, and bookings can be made at any time of day or night.',
      'Collections cover the city centre, Ocean Village, Shirley, Portswood, Bitterne, Woolston, Millbrook, Redbridge and the docks. We also work right across south Hampshire, including Eastleigh, Chandler’s Ford, Hedge End, Totton, Romsey and Netley, plus the Waterside villages of Marchwood, Hythe and Fawley, and Winchester to the north.',
      'The Port of Southampton is one of Britain’s largest container ports and its leading cruise port, so ship spares, stores and paperwork for vessels are a regular part of the work. Marine and engineering businesses around the Solent and the refinery and petrochemical sites at Fawley all produce consignments, and major employers such as Ordnance Survey and Carnival UK have their headquarters in the city. Supplies for Southampton General Hospital and samples for the University of Southampton and the National Oceanography Centre complete the mix.',
      'The M27 runs along the north of the city, connecting Southampton with Portsmouth to the east and the New Forest to the west, and the M3 leaves it for Winchester, Basingstoke and London. The M271 serves the western docks and Redbridge, and the A33, A35 and A36 fan out towards Reading, Bournemouth and Salisbury. Same-day runs from Southampton reach London, Bristol, Birmingham and the Midlands, and next-day delivery covers the whole UK.',
    ],
    servicePoints: [
      'Urgent ship spares and stores for the docks and cruise terminals',
      'Collections from Eastleigh, Chandler’s Ford and Hedge End',
      'Runs to Fawley, Marchwood and the Waterside',
      'Temperature-controlled vehicles for laboratory and hospital consignments',
      'Direct links via the M27, M3 and M271',
      'Next-day delivery from Southampton to any UK postcode',
    ],
    areasServed: [
      'Eastleigh',
      'Chandler’s Ford',
      'Hedge End',
      'Totton',
      'Romsey',
      'Netley',
      'Marchwood',
      'Hythe',
      'Fawley',
      'Winchester',
    ],
  },

  portsmouth: {
    description:
      'Portsmouth same-day courier covering Portsea Island, Cosham, Fareham and Havant, plus the naval base area and ferry port. Collection usually within 60 minutes.',
    paragraphs: [
      'Portsmouth is an island city, joined to the mainland by just a few road crossings, so getting an urgent delivery off Portsea Island quickly takes some planning. Our same-day service gives each consignment its own vehicle and driver, collection usually within 60 minutes and a direct journey with no stops at a depot. Live GPS tracking shows where your goods are, and the delivery is confirmed with a timestamped proof.',
      'On Portsea Island we collect in Southsea, Fratton, North End, Copnor, Eastney, Hilsea and the city centre around Gunwharf Quays. On the mainland we cover Cosham, Drayton, Farlington and the Lakeside North Harbour business park, as well as Havant, Waterlooville, Horndean, Emsworth, Fareham, Portchester and Gosport, which is reached by road around the top of the harbour.',
      'HM Naval Base Portsmouth is home to a large part of the Royal Navy’s surface fleet, and the defence and marine engineering businesses around it often need parts and equipment moved at short notice. Portsmouth International Port runs ferries to France, Spain and the Channel Islands, and freight arriving there often needs onward delivery. Queen Alexandra Hospital in Cosham, the University of Portsmouth and the offices at Lakeside North Harbour are also frequent sources of urgent work.',
      'The M275 is the main road onto Portsea Island, leaving the M27 at junction 12, and the A3(M) heads north past Waterlooville to join the A3 for Guildford and London. Westbound, the M27 leads to Southampton and the M3; eastbound, the A27 continues along the coast to Chichester and Brighton. Same-day runs from Portsmouth to London, Southampton, Reading and the Midlands are common, and next-day delivery reaches every UK postcode.',
    ],
    servicePoints: [
      'Collections across Portsea Island, from Southsea to Hilsea',
      'Onward delivery of freight arriving at Portsmouth International Port',
      'Parts and equipment for marine and defence engineering firms',
      'Business park collections at Lakeside North Harbour',
      'Quick access to the M27, M275 and A3(M)',
      'Next-day delivery from the Solent area to anywhere in the UK',
    ],
    areasServed: [
      'Southsea',
      'Cosham',
      'Fratton',
      'Havant',
      'Waterlooville',
      'Fareham',
      'Gosport',
      'Portchester',
      'Emsworth',
      'Horndean',
    ],
  },

  oxford: {
    description:
      'Oxford same-day courier for the university, hospitals, Cowley and the science parks. A dedicated vehicle, usually collecting within 60 minutes, runs direct.',
    paragraphs: [
      'Much of Oxford’s urgent freight is valuable, delicate or both: research samples, scientific instruments, archive material and parts for a busy car plant. Our same-day couriers treat each job as a dedicated run, with one vehicle collecting, usually within 60 minutes, and the same driver delivering. Goods-in-transit insurance is included, and extra cover can be arranged for high-value items such as laboratory equipment.',
      'We collect from colleges, departments and offices in the city centre, Jericho, Summertown, Headington, Cowley, Botley and Littlemore, and from the business and science parks around the ring road. Across Oxfordshire we serve Kidlington, Abingdon, Didcot, Witney, Bicester, Wheatley and Thame, including Harwell Campus and Milton Park near Didcot and the Culham Campus.',
      'The University of Oxford and Oxford Brookes University, together with the John Radcliffe, Churchill and Nuffield Orthopaedic hospitals in Headington, generate many specialist deliveries, often temperature-controlled. BMW builds the MINI at Plant Oxford in Cowley, which depends on a fast-moving supply of parts. The Oxford Science Park, Harwell Campus and Milton Park host life sciences, space and technology firms, while publishing, tourism and retail, including Bicester Village, make up much of the rest.',
      'The A34 runs along the western edge of Oxford, carrying traffic south to Newbury and Southampton and north to the M40 at junction 9. The M40 itself passes east of the city, linking Oxford with London and Birmingham, while the A40 runs west to Witney and Cheltenham and the A420 to Swindon. Same-day deliveries from Oxford to London, Birmingham, Reading, Cambridge and Bristol are routine, and next-day delivery covers all UK postcodes.',
    ],
    servicePoints: [
      'Temperature-controlled transport for research and hospital samples',
      'Collections from Harwell, Milton Park and the Oxford Science Park',
      'Parts runs for the automotive supply chain around Cowley',
      'Extra cover on request for valuable instruments and archive material',
      'Fast access to the A34, A40 and M40',
      'Next-day delivery from Oxfordshire to any UK postcode',
    ],
    areasServed: [
      'Headington',
      'Cowley',
      'Summertown',
      'Botley',
      'Kidlington',
      'Abingdon',
      'Didcot',
      'Witney',
      'Bicester',
      'Thame',
    ],
  },

  cambridge: {
    description:
      'Cambridge same-day courier for labs, biotech and the university, from the Science Park to the Biomedical Campus. Collection usually within 60 minutes.',
    paragraphs: [
      'Cambridge’s laboratories and technology companies often need something moved the same day: a sample to a partner lab, a prototype to an investor, or a part for an instrument that has stopped working. We send one vehicle for each booking, with collection usually within 60 minutes, and it goes directly to the destination. Temperature-controlled vehicles are available, and the service runs 24 hours a day, every day of the year.',
      'We cover the city from Chesterton, Arbury and Trumpington to Cherry Hinton, Newnham and the Cambridge Biomedical Campus, and serve the research parks to the south, including Babraham, Granta Park and the Wellcome Genome Campus at Hinxton. Nearby towns and villages include Histon, Impington, Girton, Milton, Sawston, Cambourne, Ely, Newmarket, St Ives and Huntingdon.',
      'The Cambridge Biomedical Campus brings together Addenbrooke’s Hospital, Royal Papworth Hospital and AstraZeneca’s global headquarters, and with the Cambridge Science Park and the companies clustered nearby it creates steady demand for the transport of samples, reagents and laboratory equipment. The chip designer Arm, software firms and university departments send prototypes and hardware, while the horse racing industry at Newmarket, agriculture in the Fens and the shops of the city centre add variety.',
      'The M11 runs down the western side of Cambridge from the A14 at Girton to Stansted Airport and London, while the A14 passes along the north of the city, heading east to Felixstowe and west to the A1 and the M1 and M6 at Catthorpe. The A11 leads past Newmarket to Norwich, the A10 to Ely and King’s Lynn, and the A428 to St Neots and Bedford. Typical same-day runs go to London, Norwich, Peterborough and the Midlands, with next-day delivery throughout the UK.',
    ],
    servicePoints: [
      'Temperature-controlled runs for samples and reagents',
      'Collections from the Biomedical Campus, Science Park and Granta Park',
      'Careful handling for laboratory instruments and prototypes',
      'Same-day links to Stansted and London via the M11',
      'Regular contract collections for research labs',
      'Next-day delivery from Cambridgeshire to any UK postcode',
    ],
    areasServed: [
      'Chesterton',
      'Cherry Hinton',
      'Trumpington',
      'Histon',
      'Girton',
      'Sawston',
      'Cambourne',
      'Ely',
      'Newmarket',
      'Huntingdon',
    ],
  },

  peterborough: {
    description:
      'Peterborough same-day courier on the A1(M) and A47, serving warehouses, engineering firms and the townships. Dedicated vehicle, usually collected in 60 minutes.',
    paragraphs: [
      'Peterborough is a major distribution centre for eastern England, and when stock has to leave one of its warehouses today, a dedicated same-day courier is the quickest way to move it. Each job has its own vehicle, usually collecting within 60 minutes, and the driver delivers directly without a depot stop or a handover. We can also set up regular collections or multi-drop routes for operations that send out urgent orders every day.',
      'The city’s townships and districts are all covered, including Bretton, Orton, Werrington, Paston, Hampton, Fletton, Stanground and Eye, along with the industrial areas at Fengate and Eastfield and the distribution parks near the A1(M). Nearby towns include Whittlesey, Yaxley, Market Deeping, Stamford, Oundle, Wansford and March, and we collect from farms and food packers across the surrounding Fens.',
      'Warehousing and online order fulfilment account for a large part of Peterborough’s freight, from single pallets to vanloads of orders. Perkins Engines, part of Caterpillar, has made diesel engines in the city for decades, and there is a wider engineering and manufacturing base around Fengate and Eastfield. British Sugar has its headquarters here, food production is strong across the surrounding Fens, and Peterborough City Hospital and the offices in the city centre add clinical supplies and documents to the mix.',
      'The A1(M) runs along the west of the city, giving direct routes north to Yorkshire and the North East and south to London. The A47 crosses Peterborough from west to east, leading to Leicester and to Wisbech, King’s Lynn and Norwich, while the A15 heads north to Market Deeping and Lincolnshire and the A605 towards Oundle. Parkways such as the A1139 and A1260 make crossing the city straightforward. Same-day runs go to London, Cambridge, Leicester and Nottingham; next-day delivery reaches any UK postcode.',
    ],
    servicePoints: [
      'Urgent stock moves from Peterborough distribution centres',
      'Multi-drop routes for online retail and fulfilment operations',
      'Engine and engineering parts from Fengate and Eastfield',
      'Collections in Stamford, Whittlesey, Yaxley and Market Deeping',
      'Direct A1(M) and A47 links north, south, east and west',
      'Next-day delivery from Peterborough to every UK postcode',
    ],
    areasServed: [
      'Bretton',
      'Orton',
      'Werrington',
      'Hampton',
      'Fletton',
      'Stanground',
      'Whittlesey',
      'Yaxley',
      'Market Deeping',
      'Stamford',
    ],
  },

  norwich: {
    description:
      'Norwich same-day courier for Norfolk: Broadland, the Research Park and the coast. A dedicated vehicle, usually collected within 60 minutes, runs door to door.',
    paragraphs: [
      'Norwich is the regional centre for Norfolk, and because the county has no motorway, long-distance freight from the city relies on A-roads. That makes a direct, dedicated vehicle especially useful. When you book with us, one driver collects your goods, usually within 60 minutes, and takes them straight to the delivery address. There is no overnight depot, no sorting and no transfer between vans, and tracking is live throughout.',
      'We cover Norwich and its suburbs, including the city centre, Thorpe St Andrew, Sprowston, Hellesdon, Costessey, Eaton, Drayton and Taverham, and business locations such as Broadland Business Park and the Norwich Research Park. Further out we serve Wymondham, Hethersett, Dereham, Aylsham, Great Yarmouth and Lowestoft, along with the rest of Norfolk and north Suffolk.',
      'Norwich Research Park, home to the John Innes Centre and the Quadram Institute and next to the Norfolk and Norwich University Hospital, generates frequent consignments of samples and laboratory equipment, many of them temperature-controlled. The University of East Anglia, the insurance and financial services firms long established in the city, and Lotus Cars at Hethel add further work. Norfolk’s agriculture and food processing businesses, and the offshore energy sector at Great Yarmouth and Lowestoft, complete the picture.',
      'Without a motorway, Norwich depends on its trunk roads. The A11 runs south-west past Thetford to join the M11 south of Cambridge for London, and the A47 crosses Norfolk from Peterborough and King’s Lynn in the west to Great Yarmouth on the coast. The A140 heads south to Ipswich and north to Cromer, and the A1270 Broadland Northway links the northern suburbs and Norwich Airport. Same-day runs to London, Cambridge and the Midlands are routine; next-day covers every UK postcode.',
    ],
    servicePoints: [
      'Temperature-controlled consignments from Norwich Research Park',
      'Collections from Broadland Business Park and the city centre',
      'Runs to Great Yarmouth and Lowestoft for the offshore energy sector',
      'Same-day trips along the A11 and M11 to Cambridge and London',
      'Farm and food-processing deliveries across Norfolk',
      'Next-day delivery from Norfolk to all UK postcodes',
    ],
    areasServed: [
      'Thorpe St Andrew',
      'Sprowston',
      'Hellesdon',
      'Costessey',
      'Taverham',
      'Wymondham',
      'Dereham',
      'Aylsham',
      'Great Yarmouth',
      'Lowestoft',
    ],
  },

  'milton-keynes': {
    description:
      'Milton Keynes same-day courier for warehouses, Magna Park and the grid-road estates. Dedicated vehicle, collection usually in 60 minutes, available 24/7.',
    paragraphs: [
      'Milton Keynes was planned around a grid of fast roads and has grown into one of the country’s busiest distribution locations, which makes it an efficient base for same-day courier work. A booking with us puts one vehicle and driver on your job, usually collecting within 60 minutes and delivering directly. There is no co-loading and no depot in the middle, and we operate 24/7, including late and overnight collections for warehouse shifts.',
      'We collect throughout the city’s grid squares and older towns, including Central Milton Keynes, Bletchley, Wolverton, Stony Stratford, Newport Pagnell and Olney, as well as industrial and logistics areas such as Kiln Farm, Knowlhill, Kingston, Wavendon Gate and Magna Park. Nearby we cover Buckingham, Towcester, Woburn Sands, Cranfield and Leighton Buzzard.',
      'Large retail and logistics distribution centres around Magna Park and the M1 mean warehouse stock, often on pallets, is the typical Milton Keynes consignment. The city also has a motorsport and engineering cluster, including the Red Bull Racing base, with Silverstone not far away, and it is home to the Open University at Walton Hall, Network Rail’s offices at The Quadrant and major financial services employers. Milton Keynes University Hospital and the shops of Central Milton Keynes add medical and retail work.',
      'The M1 runs along the east of Milton Keynes, with junctions 13 and 14 serving the city, and the A5 runs through it from north to south towards Towcester and Dunstable. The A421 heads east to Bedford and the A1 and west to Buckingham, and the A509 runs north past Newport Pagnell and Olney towards Wellingborough. Same-day runs to London, Birmingham, Oxford and Cambridge are regular, and next-day delivery reaches every UK postcode on the following business day.',
    ],
    servicePoints: [
      'Urgent warehouse stock moves from Magna Park and the M1 corridor',
      'Palletised freight on tail-lift Luton vans and 7.5 tonne trucks',
      'Motorsport and engineering parts handled with care',
      'Collections from Bletchley, Wolverton, Newport Pagnell and Olney',
      'Direct access to M1 junctions 13 and 14',
      'Next-day delivery from Milton Keynes to any UK postcode',
    ],
    areasServed: [
      'Bletchley',
      'Wolverton',
      'Stony Stratford',
      'Newport Pagnell',
      'Olney',
      'Woburn Sands',
      'Buckingham',
      'Towcester',
      'Cranfield',
      'Leighton Buzzard',
    ],
  },

  reading: {
    description:
      'Reading same-day courier for Thames Valley tech firms, Green Park and Heathrow runs. Dedicated vehicle, collection usually within 60 minutes, next-day UK-wide.',
    paragraphs: [
      'Reading is the commercial centre of the Thames Valley, and its offices and business parks often need hardware, documents or parts moved at short notice. Our same-day couriers send a dedicated vehicle to collect, usually within 60 minutes, and take the consignment directly to its destination with no co-loading. Every job is tracked by live GPS, and a timestamped proof of delivery is recorded when it arrives.',
      'We collect across Reading and its neighbours, including the town centre, Caversham, Earley, Woodley, Tilehurst, Whitley, Calcot and Theale, together with business parks such as Green Park, Thames Valley Park and Winnersh Triangle. Further out we cover Wokingham, Bracknell, Newbury, Henley-on-Thames, Basingstoke, Maidenhead and Slough, so jobs that link offices across Berkshire and the neighbouring counties can be handled in a single run.',
      'Technology is the biggest story in Reading’s economy: Microsoft’s UK headquarters is at Thames Valley Park, and many software, telecoms and IT services firms have offices in the town and along the M4. That means regular runs for servers, laptops, network equipment and confidential documents, with extra insurance cover available for high-value hardware. Supplies for the Royal Berkshire Hospital, equipment for the University of Reading, stock for retailers in The Oracle and freight for businesses near Heathrow are also typical.',
      'The M4 runs along the southern edge of Reading, with junctions 10, 11 and 12 serving the town, and leads east to Heathrow and London and west to Swindon, Bristol and South Wales. The A33 runs south to Basingstoke and the M3, the A329(M) connects Reading with Wokingham and Bracknell, and the A4 and A4074 lead to Newbury and Oxford. Same-day work from Reading regularly goes to London, Oxford, Southampton and Bristol, and next-day delivery covers every UK postcode.',
    ],
    servicePoints: [
      'IT hardware and confidential documents for Thames Valley tech firms',
      'Collections from Green Park, Thames Valley Park and Winnersh Triangle',
      'Same-day airport runs to Heathrow along the M4',
      'Multi-drop routes between offices in Reading, Bracknell and Slough',
      'Extra insurance cover on request for high-value equipment',
      'Next-day delivery from Berkshire to any UK postcode',
    ],
    areasServed: [
      'Caversham',
      'Earley',
      'Woodley',
      'Tilehurst',
      'Theale',
      'Wokingham',
      'Bracknell',
      'Newbury',
      'Henley-on-Thames',
      'Maidenhead',
    ],
  },

  middlesbrough: {
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
    areasServed: [
      'Stockton-on-Tees',
      'Thornaby',
      'Billingham',
      'Redcar',
      'Guisborough',
      'Hartlepool',
      'Yarm',
      'Ingleby Barwick',
      'Eston',
      'Darlington',
    ],
  },

  glasgow: {
    description:
      'Glasgow same-day courier across the city, Clydeside and Lanarkshire. One dedicated vehicle per job, collection usually within 60 minutes, next-day UK-wide.',
    paragraphs: [
      'Glasgow is Scotland’s largest city and a major commercial centre, and an urgent consignment here can be anything from a contract in the city centre to a pump for a yard on the Clyde. Our same-day service puts one vehicle on each job, with a driver usually at the collection address within 60 minutes. The goods are delivered directly, never transferred between vans, and bookings are accepted 24 hours a day, seven days a week.',
      'We cover Glasgow from the Merchant City and Finnieston to Govan, Partick, Scotstoun, Dennistoun, Shawlands and Easterhouse, and the business areas at Hillington Park and along the M8. Beyond the city boundary we serve Paisley, Renfrew, Clydebank, Bishopbriggs, Rutherglen, Cambuslang, East Kilbride, Hamilton, Motherwell, Coatbridge and Cumbernauld, including the Eurocentral freight hub in North Lanarkshire.',
      'Shipbuilding continues on the Clyde, where BAE Systems builds warships at Govan and Scotstoun, and a wider engineering and manufacturing base stretches through Clydeside and Lanarkshire. Glasgow is also a major centre for financial services, for food and drink, including whisky blending and bottling, and for the creative industries. Hospitals such as the Queen Elizabeth University Hospital and Glasgow Royal Infirmary, and the universities of Glasgow, Strathclyde and Glasgow Caledonian, generate urgent medical and research consignments.',
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
    areasServed: [
      'Paisley',
      'Renfrew',
      'Clydebank',
      'Bishopbriggs',
      'Rutherglen',
      'East Kilbride',
      'Hamilton',
      'Motherwell',
      'Coatbridge',
      'Cumbernauld',
    ],
  },

  edinburgh: {
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
    areasServed: [
      'Leith',
      'Portobello',
      'Corstorphine',
      'Musselburgh',
      'Dalkeith',
      'Loanhead',
      'Livingston',
      'South Queensferry',
      'Newbridge',
      'Ratho',
    ],
  },

  aberdeen: {
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
    areasServed: [
      'Dyce',
      'Bridge of Don',
      'Bucksburn',
      'Cove Bay',
      'Westhill',
      'Portlethen',
      'Stonehaven',
      'Inverurie',
      'Ellon',
      'Peterhead',
    ],
  },

  cardiff: {
    description:
      'Cardiff same-day courier covering Cardiff Bay, the Valleys, Newport and the Vale of Glamorgan. Dedicated vehicle, collection usually within 60 minutes.',
    paragraphs: [
      'As the capital of Wales, Cardiff is home to government, broadcasting, finance and a working port, all of which generate urgent deliveries. Our same-day courier service dedicates a vehicle and driver to each booking, with collection usually within 60 minutes, and the consignment travels directly to its destination without being co-loaded or passed through a depot. You can follow it on live GPS tracking, and a timestamped proof of delivery confirms the drop.',
      'We collect throughout Cardiff, from the city centre and Cardiff Bay to Butetown, Canton, Llandaff, Roath, Splott, Whitchurch, Llanishen, Pontprennau and St Mellons, including the industrial estates at Wentloog and around the docks. We also cover Penarth, Barry, Caerphilly, Pontypridd, Llantrisant, Bridgend and Newport, and the Valleys towns along the A470.',
      'Cardiff’s largest employers include the Welsh Government and other public services, financial and professional services firms, and the media sector, with BBC Cymru Wales at Central Square and drama studios in Cardiff Bay. The University Hospital of Wales and Cardiff University produce clinical and research consignments, while the Royal Mint at Llantrisant and the compound semiconductor businesses in Cardiff and Newport add high-value work, for which extra insurance cover can be arranged. The Port of Cardiff and its industrial estates account for much of the heavier freight.',
      'The M4 runs across the north of Cardiff, with junctions 29 to 34 serving the city, and the A48(M) leads in from the east. The A470 heads north through the Valleys towards Merthyr Tydfil and mid Wales, and the A4232 links junction 33 with Culverhouse Cross and Cardiff Bay. Eastbound, the M4 crosses into England over the Prince of Wales Bridge towards Bristol and London; westbound it reaches Swansea. Same-day runs to Bristol, Birmingham and London are regular, and next-day delivery covers all UK postcodes.',
    ],
    servicePoints: [
      'Collections from Cardiff Bay, Wentloog and the docks',
      'High-value items tracked throughout, with extra cover on request',
      'Broadcast and production equipment for studios in the Bay',
      'Same-day runs up the A470 to the Valleys',
      'Regular runs east along the M4 to Bristol and London',
      'Next-day delivery from Cardiff to every UK postcode',
    ],
    areasServed: [
      'Cardiff Bay',
      'Penarth',
      'Barry',
      'Caerphilly',
      'Pontypridd',
      'Llantrisant',
      'Bridgend',
      'Newport',
      'Whitchurch',
      'St Mellons',
    ],
  },

  swansea: {
    description:
      'Swansea same-day courier for Port Talbot, Neath, Llanelli and the Enterprise Park. One dedicated vehicle per job, collection usually within 60 minutes.',
    paragraphs: [
      'Swansea is the main commercial centre of south-west Wales, and when a delivery from here cannot wait for a parcel network, a dedicated same-day courier keeps it moving. We send one vehicle for each job, normally collecting within 60 minutes, and the driver goes directly to the delivery address. The service is available 24/7, with late and overnight collections, live GPS tracking and a timestamped proof of delivery as standard.',
      'Our coverage takes in Swansea city centre, the Maritime Quarter, SA1, Sketty, Uplands, Mumbles, Morriston, Llansamlet, Fforestfach and Gorseinon, as well as the Swansea Enterprise Park. We also serve Neath, Port Talbot, Llanelli, Pontarddulais, Ammanford and the Gower peninsula, and travel west to Carmarthen whenever a job requires it.',
      'Heavy industry still shapes the area, from the Port Talbot steelworks, which is being converted to electric arc furnace steelmaking, to the manufacturing and engineering firms across the Enterprise Park and the Neath valley. The DVLA’s headquarters at Morriston is one of the largest employers in the city. Swansea University’s Singleton and Bay campuses, Morriston and Singleton hospitals and the Port of Swansea provide further regular consignments, from samples and documents to machine parts.',
      'Swansea is served by the M4 between junctions 42 and 47, with the A483 Fabian Way carrying traffic from junction 42 past the university’s Bay Campus into the city. The A4067 runs up the Swansea Valley, the A484 leads to Llanelli, and at junction 49, Pont Abraham, the M4 ends and the A48 takes over towards Carmarthen. Same-day runs go east to Cardiff, Bristol and London, and west towards Pembrokeshire, while next-day delivery reaches every UK postcode.',
    ],
    servicePoints: [
      'Engineering and steel-industry parts around Port Talbot and Neath',
      'Collections from Swansea Enterprise Park and Llansamlet',
      'Same-day runs along the M4 to Cardiff and Bristol',
      'Deliveries west to Llanelli, Carmarthen and Pembrokeshire',
      'Late and overnight collections, seven days a week',
      'Next-day delivery from south-west Wales to every UK postcode',
    ],
    areasServed: [
      'Mumbles',
      'Sketty',
      'Morriston',
      'Llansamlet',
      'Gorseinon',
      'Pontarddulais',
      'Neath',
      'Port Talbot',
      'Llanelli',
      'Ammanford',
    ],
  },

  belfast: {
    description:
      'Belfast same-day courier covering the harbour, Titanic Quarter, Lisburn and Newtownabbey. Dedicated vehicle, usually collected within 60 minutes, 24/7.',
    paragraphs: [
      'Belfast is Northern Ireland’s capital and its main centre for trade, with the harbour, two airports and many of the region’s head offices close together. Our same-day courier service assigns one vehicle to each consignment, usually collecting within 60 minutes, and delivers it directly with no depot sorting or change of driver. That suits urgent documents, spare parts and fragile goods alike, and the service is available around the clock.',
      'We collect across the city, including the centre, the Cathedral Quarter, Titanic Quarter, the harbour estate, Sydenham, Ormeau, Malone, Stranmillis and Castlereagh. Beyond the city we cover Newtownabbey, Holywood, Dundonald, Lisburn, Carryduff, Bangor, Newtownards, Carrickfergus and Antrim, and same-day deliveries can be made anywhere in Northern Ireland.',
      'Belfast’s economy has moved on from linen and shipbuilding towards aerospace, technology, financial services and film production, but engineering remains strong. The Harland & Wolff shipyard and the aerospace plant at Queen’s Island sit beside the growing Titanic Quarter, where studios and technology firms have settled. Typical consignments include components, documents and IT equipment for these businesses, clinical supplies for the Royal Victoria Hospital, research material for Queen’s University and stock for retail and hospitality.',
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
    areasServed: [
      'Lisburn',
      'Newtownabbey',
      'Holywood',
      'Bangor',
      'Newtownards',
      'Carrickfergus',
      'Antrim',
      'Dundonald',
      'Carryduff',
      'Castlereagh',
    ],
  },

  york: {
    description:
      'York same-day courier for the city, Clifton Moor, Heslington and surrounding villages. A dedicated vehicle usually collects within 60 minutes, 24 hours a day.',
    paragraphs: [
      'York’s walls, narrow streets and pedestrian zones make its centre unlike most places a courier collects from, yet its businesses still need goods moved urgently. Our same-day service sends one dedicated vehicle per booking, usually arriving within 60 minutes, and carries the consignment directly to the recipient. Nothing is co-loaded, nothing waits at a depot, and you can follow the whole journey on live GPS tracking.',
      'We cover York inside and outside the walls, including the city centre, Micklegate, Bootham, Clifton, Acomb, Holgate, Heworth, Fulford and Heslington, along with Clifton Moor, Monks Cross and the outlying villages of Haxby, Huntington, Dunnington, Poppleton and Bishopthorpe. Beyond the city we serve Tadcaster, Selby, Easingwold, Malton, Pocklington, Wetherby and Harrogate.',
      'York has a long history of confectionery, and Nestlé still makes chocolate at its Haxby Road factory, where the KitKat was created. The city is also a national centre for the railway industry, with the National Railway Museum, major Network Rail operations and a cluster of rail engineering and consultancy firms. The University of York, York St John University, York Hospital and the York Biotech Campus at Sand Hutton generate research and healthcare consignments, and tourism, hospitality and retail keep stock moving.',
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
    areasServed: [
      'Acomb',
      'Clifton',
      'Heslington',
      'Haxby',
      'Huntington',
      'Poppleton',
      'Bishopthorpe',
      'Tadcaster',
      'Selby',
      'Malton',
    ],
  },

  plymouth: {
    description:
      'Plymouth same-day courier for Devonport, Derriford and the industrial estates, with A38 links to Cornwall and the M5. Collection usually within 60 minutes.',
    paragraphs: [
      'Plymouth is a long way from the motorway network, so when something has to leave the city today, a dedicated vehicle avoids the wait for a parcel network’s trunking. We assign one van or truck to each booking, usually collecting within 60 minutes, and the driver travels directly to the destination without a depot stop. The service runs 24/7 and includes late and overnight collections, with live tracking and a timestamped proof of delivery.',
      'We cover the whole city, from the Barbican, Stonehouse and Devonport to Mutley, Mannamead, Crownhill, Derriford, Estover, Roborough, Plympton and Plymstock, including the business and industrial estates at Estover, Langage and Marsh Mills. Outside Plymouth we serve Ivybridge, Tavistock and the South Hams, and across the Tamar we cover Saltash, Torpoint and south-east Cornwall.',
      'HM Naval Base Devonport, often described as the largest naval base in Western Europe, and the Babcock dockyard alongside it are at the heart of Plymouth’s economy, supporting a large defence and marine engineering supply chain. The city is also a centre for marine science, with the Plymouth Marine Laboratory and the Marine Biological Association. Derriford Hospital, the University of Plymouth, boatbuilders and manufacturers on the industrial estates, the fishing industry and the ferry port at Millbay all generate urgent work.',
      'Plymouth has no motorway. The A38 Devon Expressway is the main route east, running past Ivybridge to Exeter, where it meets the M5 for Bristol, Birmingham and the North. Westbound, the A38 crosses the Tamar Bridge into Cornwall, the A386 heads north through Tavistock towards Okehampton, and the A379 runs east towards Kingsbridge. Same-day runs go regularly to Exeter, Truro, Bristol and London, and next-day delivery reaches every UK postcode.',
    ],
    servicePoints: [
      'Parts and equipment for defence and marine engineering around Devonport',
      'Collections from Estover, Langage, Marsh Mills and Derriford',
      'Same-day runs across the Tamar Bridge into Cornwall',
      'Direct A38 trips to Exeter and the M5',
      'Temperature-controlled transport for marine science and hospital samples',
      'Next-day delivery from Devon to any UK postcode',
    ],
    areasServed: [
      'Plympton',
      'Plymstock',
      'Devonport',
      'Estover',
      'Derriford',
      'Ivybridge',
      'Tavistock',
      'Saltash',
      'Torpoint',
      'Roborough',
    ],
  },

  bradford: {
    description:
      'Bradford same-day courier covering Shipley, Keighley, Bingley and the M606 estates. Dedicated vehicle, collection usually within 60 minutes, next-day UK-wide.',
    paragraphs: [
      'Bradford grew rich on wool, and its mills and warehouses have given way to a mix of manufacturing, retail, food production and services that still needs goods moved quickly. Our same-day courier service allocates a single vehicle to each booking, usually collecting within 60 minutes, and takes the consignment straight to the delivery address. There is no co-loading and no depot stop, and bookings can be made 24 hours a day.',
      'We collect throughout the Bradford district, including the city centre, Little Germany, Manningham, Heaton, Allerton, Thornbury, Bowling, Idle, Eccleshill and Laisterdyke, and the industrial estates along the M606, including Euroway. Further afield we cover Shipley, Saltaire, Baildon, Bingley, Keighley, Ilkley, Queensbury and Cleckheaton, together with Leeds Bradford Airport.',
      'A number of textile firms remain in the city, alongside engineering and a large food manufacturing sector. Morrisons, which has its headquarters in Bradford, is one of the biggest names, and many smaller food and drink producers serve both local and national markets. Typical consignments include machine parts, ingredients and packaging, retail stock and documents, as well as supplies for Bradford Royal Infirmary and St Luke’s Hospital and equipment for the University of Bradford.',
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
    areasServed: [
      'Shipley',
      'Saltaire',
      'Baildon',
      'Bingley',
      'Keighley',
      'Ilkley',
      'Queensbury',
      'Idle',
      'Thornbury',
      'Cleckheaton',
    ],
  },
};
