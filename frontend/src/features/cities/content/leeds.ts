import type { CityContent } from '../city-content';

export default {
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
} satisfies CityContent;
