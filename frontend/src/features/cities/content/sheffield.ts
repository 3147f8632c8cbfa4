import type { CityContent } from '../city-content';

export default {
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
} satisfies CityContent;
