/** Copy for the /FAQ page. Plain text only; no prices, fees or rates. */

export interface FaqItem {
  question: string;
  /** Plain-text paragraphs. */
  answer: string[];
}

/** Plain-text intro paragraphs shown under the page title 'Same Day & Next Day Courier Services'. */
export const faqIntro: string[] = [
  'Whether you need urgent documents taken across town, a pallet moved to the other end of the country or a regular collection from your warehouse, this page answers the questions we are asked most often about our same-day and next-day courier services.',
  "Every job runs in a dedicated vehicle as standard, with live GPS tracking, timestamped proof of delivery and goods-in-transit insurance included. If your question isn't answered here, request a free quote or get in touch: we are available 24 hours a day, 7 days a week.",
];

/** The 20 questions, in the topic order of the specification. */
export const faqItems: FaqItem[] = [
  {
    question: 'What does same-day courier mean?',
    answer: [
      'A same-day courier collects your goods and takes them straight to their destination on the same day, without sorting depots or overnight stops. Once you book, a driver is assigned to your job, collects from your address and drives directly to the delivery point.',
      'Because the vehicle is dedicated to your consignment, the delivery time depends mainly on distance and traffic rather than on a network timetable. It is the fastest way to move urgent documents, parts, samples, stock or pallets between two places in the UK.',
    ],
  },
  {
    question: 'Do you deliver across the whole UK?',
    answer: [
      'Yes. We cover every UK postcode, from city centres to rural addresses, across England, Scotland, Wales and Northern Ireland. Our drivers regularly run long-distance jobs, such as Leicester to Glasgow or London to Cardiff, as well as short local trips.',
      'For journeys that involve a ferry crossing, such as deliveries to Northern Ireland or the Scottish islands, we plan the route around sailing times and confirm a realistic delivery time with your quote.',
    ],
  },
  {
    question: 'How quickly can you collect?',
    answer: [
      'For same-day jobs we usually collect within 60 minutes of your booking being confirmed, and often sooner in and around major towns and cities. The exact collection time depends on where the nearest suitable vehicle is and on the size of the load.',
      'We operate 24/7, so this applies in the evenings, at weekends and on bank holidays too. If you would rather have the goods collected at a specific later time, give us the time window when you request your quote and we will schedule it.',
    ],
  },
  {
    question: 'What is the difference between same-day and next-day delivery?',
    answer: [
      'Same-day delivery means we collect and deliver on the same day, driving directly from pickup to drop-off. Next-day delivery means we collect your goods and deliver them on the following business day, at a time or within a window agreed with you.',
      'Next-day suits consignments that do not need to arrive today, or recipients who cannot accept goods outside working hours. Both services come with the same tracking, proof of delivery and insurance, so you can simply choose the one that matches your deadline.',
    ],
  },
  {
    question: 'Can you move pallets?',
    answer: [
      'Yes. We move single and multiple pallets, including standard UK, Euro and half pallets. Depending on the weight and size we send a suitable van, a Luton van with a tail lift or a 7.5 tonne truck, so pallets can be loaded and unloaded safely even where there is no forklift.',
      'Please give the number of pallets, their approximate dimensions and weight in the load details of your quote request, and tell us whether a forklift or loading bay is available at each end.',
    ],
  },
  {
    question: 'Do you handle heavy or bulky freight?',
    answer: [
      'Yes. Our fleet runs from small vans to Luton vans with tail lifts and 7.5 tonne trucks, which carry machinery parts, multiple pallets, building materials, exhibition stands and other bulky freight. We match the vehicle to the weight, size and loading conditions of each job.',
      'For very heavy single items, tell us the weight and dimensions and whether lifting equipment will be available on site. If a load needs a larger vehicle or specialist equipment, we will tell you clearly before you book.',
    ],
  },
  {
    question: 'Do you run direct inter-city deliveries?',
    answer: [
      'Yes. Inter-city runs are a large part of our work, for example Manchester to London, Birmingham to Leeds or Bristol to Edinburgh. Your goods stay in the same vehicle with the same driver from collection to delivery, with no depot stops or handovers along the way.',
      'This makes inter-city delivery fast and predictable. The driver takes the most efficient motorway route, you can follow progress with live GPS tracking, and you receive timestamped proof of delivery as soon as the goods arrive.',
    ],
  },
  {
    question: 'Do you cover my area?',
    answer: [
      'Almost certainly. We cover all UK postcodes and have local pages for cities including Leicester, London, Birmingham, Manchester, Leeds, Liverpool, Bristol, Glasgow, Edinburgh, Cardiff and Belfast, as well as the towns and rural areas around them.',
      'Enter your pickup and delivery postcodes in the quote form to see an estimated distance and journey time. We also arrange deliveries to Europe and help with imports, so if your consignment is travelling further afield, mention it in the notes.',
    ],
  },
  {
    question: 'How is the price of a delivery worked out?',
    answer: [
      'Every job is priced individually. The price depends on the distance, the size and weight of the load, the type of vehicle needed and the timing, including how urgent the job is, the time of day and any extra stops or return journeys.',
      'You receive an all-inclusive quote before pickup, so you know the cost before you commit. Quotes are free and without obligation. If you do not need a dedicated vehicle, ask about our co-load option, which can reduce the cost in exchange for wider collection and delivery windows.',
    ],
  },
  {
    question: 'Will I get tracking and proof of delivery?',
    answer: [
      'Yes. Every vehicle is tracked by live GPS, so we can tell you where your consignment is at any point during the journey, and we keep you informed if anything affects the expected arrival time.',
      "When the goods are delivered, the driver records timestamped proof of delivery, including the recipient's name and a signature where one can be taken. We send this to you as soon as the job is complete, and it remains available later for your records or for your own customer.",
    ],
  },
  {
    question: 'Is my delivery in a dedicated vehicle, or do you co-load?',
    answer: [
      'Dedicated vehicles are our standard. Your consignment is the only load on board, with no co-loading, no depots and no handovers between drivers, which keeps the risk of damage or delay to a minimum and gets your goods there by the most direct route.',
      'If your delivery is less urgent, you can ask for a co-load instead. Your goods then share a vehicle with other consignments travelling the same way, which lowers the price, but the pickup and delivery windows are wider. We will explain both options when we quote.',
    ],
  },
  {
    question: 'Can you do multi-drop deliveries?',
    answer: [
      'Yes. We regularly run multi-drop routes, collecting from one or more addresses and delivering to several destinations in a single journey. It is an efficient way to distribute stock to shops, supply several sites or bring goods back to a central point.',
      'Add each extra stop with its location and postcode in the quote form and we will plan the most sensible order. Each drop receives its own timestamped proof of delivery, and you can follow the vehicle on live GPS tracking throughout the route.',
    ],
  },
  {
    question: 'Can you collect late in the day or overnight?',
    answer: [
      'Yes. We operate 24/7, so late and overnight collections are routine for us. If goods come off the production line late, a shipment arrives after hours or a part is needed first thing in the morning, we can collect in the evening or overnight and deliver through the night or early the next day.',
      'Tell us the latest time the goods will be ready and when they must arrive, and we will plan the collection around it.',
    ],
  },
  {
    question: 'Do you deliver to businesses and to home addresses?',
    answer: [
      'We do both. Many of our customers are businesses such as manufacturers, retailers, logistics coordinators, healthcare providers and legal and research firms, but we also help private customers who need something moved urgently or on a set date.',
      'We deliver to offices, factories, warehouses, shops, hospitals, construction sites and homes. For residential deliveries, let us know about any access restrictions, parking limits or stairs so that the right vehicle arrives and the driver comes prepared.',
    ],
  },
  {
    question: 'How do I book a courier?',
    answer: [
      'The quickest way is to use the quote form on our home page. Enter the pickup and delivery details, the dates, the vehicle type and a short description of the load, and we will come back to you with a quote.',
      'You can also call us, or message us using the chat link in the contact section, if the job is urgent or you would rather talk it through. Once you accept the quote, we confirm the booking and dispatch a driver.',
    ],
  },
  {
    question: 'Do you offer regular or contract collections?',
    answer: [
      'Yes. If you send goods regularly, we can set up scheduled collections daily, weekly or on whatever pattern suits your business, as part of a contract logistics arrangement. Regular runs use the same tracking and proof of delivery, with vehicles and timings planned around your operation.',
      'It saves you booking each job individually and gives you a consistent, predictable service. Tell us about your typical volumes, routes and timings and we will put together a proposal that fits.',
    ],
  },
  {
    question: 'Are my goods insured?',
    answer: [
      'Yes. Goods-in-transit insurance is included with every delivery as standard. The limits of our liability for loss or damage are set out in our Terms and Conditions, so please read them before you book.',
      'If you are sending high-value freight, such as electronics, medical equipment or precious items, ask for extra cover when you request your quote and tell us the value of the consignment. Extended cover applies once it has been agreed with you in writing.',
    ],
  },
  {
    question: 'How should I package my goods?',
    answer: [
      'Good packaging protects your goods and speeds up loading. Use sturdy boxes or crates that are suitable for the weight of the contents, with padding around anything that could move or break, and seal them securely.',
      'Pallets should be shrink-wrapped and strapped so the load cannot shift, with nothing overhanging the edges. Attach clear labels to every item showing the destination address and a contact name and phone number, so the driver can check each piece at collection and delivery.',
    ],
  },
  {
    question: 'Can you transport fragile items?',
    answer: [
      'Yes. Because your consignment travels in a dedicated vehicle with no depots or handovers, it is handled only by the driver who collects it, which greatly reduces the risk of damage. The driver secures the load so that it cannot move in transit and drives with fragile goods in mind.',
      'Tell us about fragile, high-value or temperature-controlled items in the load details, pack them well and mark them clearly. For particularly delicate or valuable items, consider arranging extra insurance cover when you request your quote.',
    ],
  },
  {
    question: 'Can you cope at busy times of the year?',
    answer: [
      'Yes. We plan ahead for peak periods such as the run-up to Christmas, month-end and quarter-end deadlines and the trade show season, and because we work 24/7 we can spread collections across the day and night when demand is high.',
      'At busy times it helps to request your quote as early as you can, particularly for larger vehicles or multi-drop routes. If a requested time cannot be met, we will tell you straight away and offer the best available alternative.',
    ],
  },
];
