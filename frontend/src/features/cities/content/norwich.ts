import type { CityContent } from '../city-content';

export default {
  description:
    'Norwich same-day courier for Norfolk: Broadland, the Research Park and the coast. A dedicated vehicle, usually collected within 60 minutes, runs door to door.',
  paragraphs: [
    'Norwich is the regional centre for Norfolk, and because the county has no motorway, long-distance freight from the city relies on A-roads. That makes a direct, dedicated vehicle especially useful. When you book with us, one driver collects your goods, usually within 60 minutes, and takes them straight to the delivery address. There is no overnight depot, no sorting and no transfer between vans, and tracking is live throughout.',
    'We cover Norwich and its suburbs, including the city centre, Thorpe St Andrew, Sprowston, Hellesdon, Costessey, Eaton, Drayton and Taverham, and business locations such as Broadland Business Park and the Norwich Research Park. Further out we serve Wymondham, Hethersett, Dereham, Aylsham, Great Yarmouth and Lowestoft, along with the rest of Norfolk and north Suffolk.',
    'Norwich Research Park, home to the John Innes Centre and the Quadram Institute and next to the Norfolk and Norwich University Hospital, generates frequent consignments of samples and laboratory equipment, many of them temperature-controlled. The University of East Anglia, the insurance and financial services firms long established in the city, and the engineering firms around Hethel and Wymondham add further work. Norfolk’s agriculture and food processing businesses, and the offshore energy sector at Great Yarmouth and Lowestoft, complete the picture.',
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
} satisfies CityContent;
