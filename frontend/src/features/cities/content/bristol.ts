import type { CityContent } from '../city-content';

export default {
  description:
    'Bristol same-day courier for Avonmouth, Filton, Clifton and the city centre, with a dedicated van usually collecting within 60 minutes and next-day UK delivery.',
  paragraphs: [
    'From the docks at Avonmouth to the aerospace sites at Filton, Bristol produces a steady stream of consignments that cannot wait for tomorrow. Book a same-day courier and a vehicle is assigned to your job alone, with collection normally made within 60 minutes. The driver goes straight to the delivery address, you can watch the journey on live GPS tracking, and a timestamped proof of delivery is recorded when the goods arrive.',
    'Our drivers know the city well, from Clifton, Redland and Cotham to Bedminster, Southville, St Philips and the Temple Meads area. North of the centre we cover Filton, Patchway, Bradley Stoke and Cribbs Causeway, and to the east Kingswood, Emersons Green and Yate. Avonmouth and Portbury, Keynsham, Portishead and Bath are all within our regular collection area.',
    'Bristol has one of the largest aerospace clusters in the country, centred on Filton and Patchway, where wings, aero engines and aircraft structures are designed and built, so engineering parts and tooling are a regular part of the work. Avonmouth and Royal Portbury docks handle bulk cargo, vehicles and containers, and their warehouses often need urgent onward delivery. The creative and media sector, the University of Bristol, UWE and hospitals including Southmead and the Bristol Royal Infirmary add everything from camera equipment to clinical supplies.',
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
} satisfies CityContent;
