import type { CityContent } from '../city-content';

export default {
  description:
    'Same-day courier in Nottingham: dedicated vans from Beeston, West Bridgford and Hucknall, usually collecting within 60 minutes, with next-day UK delivery.',
  paragraphs: [
    'Nottingham businesses use same-day couriers for the jobs that cannot go through an overnight parcel network: a part that must reach a factory before the next shift, or papers that need signing in another city this afternoon. We put one vehicle on each booking, usually collect within 60 minutes and take the goods directly to their destination. The service runs 24 hours a day, seven days a week, and every delivery is confirmed with a timestamped proof.',
    'We collect across Nottingham city, including the Lace Market, Hockley, Sneinton, Lenton, Radford, Basford, Bulwell and Clifton, and throughout the suburbs of Beeston, West Bridgford, Arnold, Carlton and Hucknall. Further afield, Long Eaton, Ilkeston, Mansfield, Newark and Grantham are all part of our regular area, as are the business parks near East Midlands Airport.',
    'Healthcare, retail and research are strong in Nottingham. Pharmaceutical and healthcare businesses have large sites at Beeston, and the Queen’s Medical Centre and Nottingham City Hospital are both in the city, which keeps healthcare deliveries in steady demand. Equipment and samples for the University of Nottingham and Nottingham Trent University, documents for financial and professional firms in the centre, and freight to and from the cargo operators at East Midlands Airport are other typical jobs.',
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
} satisfies CityContent;
