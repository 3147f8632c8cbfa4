import type { CityContent } from '../city-content';

export default {
  description:
    'Reading same-day courier for Thames Valley tech firms, Green Park and Heathrow runs. Dedicated vehicle, collection usually within 60 minutes, next-day UK-wide.',
  paragraphs: [
    'Reading is the commercial centre of the Thames Valley, and its offices and business parks often need hardware, documents or parts moved at short notice. Our same-day couriers send a dedicated vehicle to collect, usually within 60 minutes, and take the consignment directly to its destination with no co-loading. Every job is tracked by live GPS, and a timestamped proof of delivery is recorded when it arrives.',
    'We collect across Reading and its neighbours, including the town centre, Caversham, Earley, Woodley, Tilehurst, Whitley, Calcot and Theale, together with business parks such as Green Park, Thames Valley Park and Winnersh Triangle. Further out we cover Wokingham, Bracknell, Newbury, Henley-on-Thames, Basingstoke, Maidenhead and Slough, so jobs that link offices across Berkshire and the neighbouring counties can be handled in a single run.',
    'Technology is the biggest story in Reading’s economy: large software, telecoms and IT services firms have offices at Thames Valley Park, Green Park and along the M4. That means regular runs for servers, laptops, network equipment and confidential documents, with extra insurance cover available for high-value hardware. Supplies for the Royal Berkshire Hospital, equipment for the University of Reading, stock for retailers in The Oracle and freight for businesses near Heathrow are also typical.',
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
} satisfies CityContent;
