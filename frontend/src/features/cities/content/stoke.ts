import type { CityContent } from '../city-content';

export default {
  description:
    'Stoke-on-Trent same-day courier covering the six towns, Newcastle-under-Lyme and the A500 corridor. One dedicated vehicle, collection usually in 60 minutes.',
  paragraphs: [
    'Stoke-on-Trent grew from six separate pottery towns, and an urgent delivery here can start in any one of them. Our same-day courier service sends a vehicle reserved for your consignment alone, and collection is usually made within 60 minutes of your call. Because so much of what the city makes is fragile, it matters that the goods stay on the same vehicle all the way, with no sorting centre and no handling between collection and delivery.',
    'We collect in Tunstall, Burslem, Hanley, Stoke, Fenton and Longton, as well as Etruria, Trentham, Meir and Bucknall. Neighbouring Newcastle-under-Lyme and Kidsgrove are covered as standard, along with Stone, Leek, Biddulph and Cheadle, and the distribution centres that line the A500 through the city. Factory shops, studios and trade counters in the old pottery districts are collected from just as readily as the large warehouses.',
    'Ceramics remain central to the city’s identity. Tableware and giftware are still made across the Potteries, from long-established factories at Barlaston and Middleport to small studios, supported by suppliers of glazes, moulds and packaging. Samples, trade orders and exhibition pieces are typical loads, often packed as fragile goods. Beyond ceramics, the warehouses along the A500, the Royal Stoke University Hospital and offices across the city also need urgent deliveries.',
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
} satisfies CityContent;
