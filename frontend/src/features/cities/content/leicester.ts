import type { CityContent } from '../city-content';

export default {
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
} satisfies CityContent;
