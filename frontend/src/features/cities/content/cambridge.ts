import type { CityContent } from '../city-content';

export default {
  description:
    'Cambridge same-day courier for labs, biotech and the university, from the Science Park to the Biomedical Campus. Collection usually within 60 minutes.',
  paragraphs: [
    'Cambridge’s laboratories and technology companies often need something moved the same day: a sample to a partner lab, a prototype to an investor, or a part for an instrument that has stopped working. We send one vehicle for each booking, with collection usually within 60 minutes, and it goes directly to the destination. Temperature-controlled vehicles are available, and the service runs 24 hours a day, every day of the year.',
    'We cover the city from Chesterton, Arbury and Trumpington to Cherry Hinton, Newnham and the Cambridge Biomedical Campus, and serve the research parks to the south, including Babraham, Granta Park and the Wellcome Genome Campus at Hinxton. Nearby towns and villages include Histon, Impington, Girton, Milton, Sawston, Cambourne, Ely, Newmarket, St Ives and Huntingdon.',
    'The Cambridge Biomedical Campus brings together Addenbrooke’s Hospital, Royal Papworth Hospital and large pharmaceutical research laboratories, and with the Cambridge Science Park and the companies clustered nearby it creates steady demand for the transport of samples, reagents and laboratory equipment. Chip designers, software firms and university departments send prototypes and hardware, while the horse racing industry at Newmarket, agriculture in the Fens and the shops of the city centre add variety.',
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
} satisfies CityContent;
