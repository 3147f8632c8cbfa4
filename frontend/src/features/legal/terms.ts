import { hasAnalytics, type SiteConfig } from '@courier/common/site-config';
import type { LegalDocument } from './legal-document';

/** Content of /terms: Terms and Conditions, Privacy, Cookie Policy, Complaints and Claims, Governing law. */
export function termsDocument(site: SiteConfig): LegalDocument {
  const analyticsEnabled = hasAnalytics(site);

  return {
    title: 'Terms and Conditions',
    description:
      'Terms and Conditions for our same-day and next-day courier services: quotes, bookings, waiting time, cancellations, liability, cookies and complaints.',
    lastUpdated: 'October 2025',
    intro: [
      `These terms apply to every collection and delivery carried out by ${site.legalName}. Please read them before you request a quote or book a job. By ticking the terms box on the quote form, or by accepting a quote, you agree to them.`,
      `If you have any questions about these terms, email ${site.publicEmail} or call ${site.phone}.`,
    ],
    sections: [
      {
        id: 'terms-and-conditions',
        heading: 'Terms and Conditions',
        blocks: [
          `${site.legalName} provides same-day, next-day, dedicated vehicle, pallet and freight, multi-drop and contract courier services across the UK, with deliveries to Europe and imports on request. These terms form the contract between you and us for each job, together with the quote we confirm to you.`,
          'If you book as a consumer, nothing in these terms affects your statutory rights, including your rights under the Consumer Rights Act 2015. If anything in a written agreement signed by both of us conflicts with these terms, that agreement takes priority.',
        ],
      },
      {
        id: 'definitions',
        heading: 'Definitions',
        blocks: [
          'In these terms:',
          {
            list: [
              `"We", "us" and "our" mean ${site.legalName}.`,
              '"You" and "customer" mean the person or business that requests a quote or books a job with us.',
              '"Consignment" and "goods" mean everything you ask us to collect and deliver under one booking, including its packaging and any pallet.',
              '"Business day" means Monday to Friday, excluding bank and public holidays in the part of the UK where delivery takes place.',
              '"Same-day service" means collection and delivery on the same day.',
              '"Next-day service" means collection on one day and delivery on the following business day.',
              '"Dedicated vehicle" means a vehicle that carries only your consignment for the whole journey.',
              '"Co-load" means a service in which your consignment shares a vehicle with other customers\' goods.',
              '"Quote" means the all-inclusive price and job description we give you before pickup.',
            ],
          },
        ],
      },
      {
        id: 'quotes-and-bookings',
        heading: 'Quotes and bookings',
        blocks: [
          'Every quote is based on the information you give us: the collection and delivery addresses and postcodes, any additional stops, the dates and times, the vehicle type, and the size, weight and nature of the load. Distances and journey times shown on the quote form are estimates for guidance only.',
          'Quotes are valid for 7 days from the date we send them, unless the quote says otherwise. A quote is all-inclusive for the job described in it and is given before pickup.',
          'A booking is confirmed only when we confirm it to you by email, phone or message after you accept the quote. If the job turns out to be different from the one described (for example, a heavier or larger load, extra stops, a different address or extra waiting), we may revise the quote, and we will tell you before carrying on wherever we can.',
          'Dedicated vehicles are our standard service. A co-load can be requested instead; co-load jobs have wider pickup and delivery windows, which we will confirm when we quote.',
        ],
      },
      {
        id: 'collection-and-delivery',
        heading: 'Collection and delivery',
        blocks: [
          'For same-day jobs we aim to collect within 60 minutes of confirming the booking, or at the time agreed with you. Next-day jobs are delivered on the following business day. Collection and delivery times are estimates unless we have expressly agreed a timed delivery in writing, and they can be affected by traffic, weather, road closures, ferry sailings and other events outside our control.',
          'Each delivery is tracked by GPS and completed with a timestamped proof of delivery. We may deliver to any person at the delivery address who appears authorised to accept the goods.',
          'If we cannot deliver because nobody is available to receive the goods, the address is wrong or inaccessible, or delivery is refused, we will contact you for instructions. Returning the goods, re-delivering or storing them is extra work that we will quote for before we carry it out.',
        ],
      },
      {
        id: 'your-responsibilities',
        heading: 'Your responsibilities',
        blocks: [
          'You agree to:',
          {
            list: [
              'give us complete and accurate addresses, postcodes, contact details, and descriptions, dimensions, weights and values of the goods;',
              'pack the goods so that they can withstand normal handling and transport: sturdy boxes or crates, shrink-wrapped and strapped pallets, and clear labels with the destination and contact details;',
              'make sure the goods are ready at the agreed time and that someone is available to hand them over and to receive them;',
              'tell us about access restrictions, parking limits, loading equipment and anything else the driver needs to know;',
              'provide any documents needed to move the goods lawfully, including customs paperwork for deliveries to or from outside the UK.',
            ],
          },
        ],
      },
      {
        id: 'waiting-time',
        heading: 'Waiting time',
        blocks: [
          'Our quotes allow time for loading and unloading at each collection and delivery point. Waiting beyond 30 minutes at any collection or delivery point, for reasons outside our control, may incur charges. Where possible, we will let you know before waiting charges start to apply.',
        ],
      },
      {
        id: 'cancellations',
        heading: 'Cancellations',
        blocks: [
          `To cancel a booking, call us on ${site.phone} or email ${site.publicEmail} as soon as you can.`,
          'A cancellation made within 2 hours of the agreed collection time, or after a vehicle has been dispatched, may be charged in full. If you cancel earlier than that and before a vehicle has been dispatched, you will not be charged.',
          'Because every booking is for a specific date, the statutory cancellation period under the Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013 does not apply to the transport of goods.',
        ],
      },
      {
        id: 'prohibited-goods',
        heading: 'Prohibited goods',
        blocks: [
          'We do not carry the following unless we have agreed otherwise in writing before collection:',
          {
            list: [
              'dangerous goods, including goods classed as dangerous for carriage by road, such as explosives, flammable, toxic or corrosive substances, gases and lithium batteries shipped on their own;',
              'illegal goods, controlled drugs, counterfeit goods, and firearms, ammunition or weapons;',
              'live animals and human remains;',
              'cash, bullion, precious metals and stones, jewellery and other goods of exceptional value;',
              'perishable or temperature-sensitive goods, unless a temperature-controlled service has been agreed;',
              'goods that are inadequately packed or that could damage the vehicle, other goods or people.',
            ],
          },
          'We may refuse or stop carrying any consignment that we reasonably believe falls into these categories. You are responsible for any loss, damage, cost or fine that results from goods being misdescribed or not declared.',
        ],
      },
      {
        id: 'liability-and-insurance',
        heading: 'Liability and insurance',
        blocks: [
          'Goods-in-transit insurance is included with every job. Our liability for loss of or damage to the goods is limited to the lower of the value of the consignment or £100, unless extended insurance has been agreed in writing before collection. If your goods are worth more, tell us their value when you request a quote and ask for extended cover.',
          'We are not liable for:',
          {
            list: [
              'loss or damage caused by inadequate packaging or labelling, or by inaccurate information you have given us;',
              'loss or damage caused by the nature of the goods themselves, such as natural deterioration;',
              'delay or failure caused by events outside our reasonable control, such as severe weather, accidents, road or ferry closures, industrial action or restrictions imposed by the authorities;',
              'for business customers, loss of profit, loss of business or any indirect or consequential loss.',
            ],
          },
          'Nothing in these terms limits or excludes our liability for death or personal injury caused by our negligence, for fraud, or for anything else that cannot be limited or excluded by law.',
        ],
      },
      {
        id: 'payment',
        heading: 'Payment',
        blocks: [
          'You pay the amount in the quote we confirmed, together with any additional charges that apply under these terms, such as waiting time or changes to the job that we have told you about.',
          'Unless we have agreed a credit account with you, payment is due when the booking is confirmed. Account customers pay each invoice by the due date shown on it. Whether VAT is included will be shown on the quote and invoice.',
          'We may suspend services to an account with overdue invoices. Business customers who pay late may also be charged statutory interest and compensation under the Late Payment of Commercial Debts (Interest) Act 1998.',
        ],
      },
      {
        id: 'changes-to-these-terms',
        heading: 'Changes to these terms',
        blocks: [
          'We may update these terms from time to time. The version that applies to your job is the one published on this page when your booking was confirmed. The date at the top of the page shows when the terms were last updated.',
        ],
      },
      {
        id: 'privacy',
        heading: 'Privacy',
        blocks: [
          `${site.legalName} uses the personal details you give us, such as your name, email address, phone number and the collection and delivery details in your quote request, to prepare your quote, carry out your booking and keep the records the law requires. We never sell your personal data.`,
          'Our full privacy notice, including who processes your data, how long we keep it and your rights under UK data protection law, is on our Legal Notice and Privacy page at /legal.',
        ],
      },
      {
        id: 'cookie-policy',
        heading: 'Cookie Policy',
        blocks: analyticsEnabled
          ? [
              'This website uses no cookies except analytics cookies, and those are set only after you give your consent.',
              'When you first visit, we ask whether you accept analytics cookies. If you accept, Google Analytics sets cookies that help us understand how visitors use the site, such as which pages are viewed and whether the quote form was submitted. If you decline, no analytics cookies are set.',
              'We do not use advertising cookies. You can also block or delete cookies at any time through your browser settings.',
            ]
          : [
              'This website currently sets no cookies. We do not use advertising or tracking cookies.',
              'If we enable analytics in the future, analytics cookies will be the only cookies we use, and they will be set only after you give your consent through a banner on the site. This policy will be updated before that happens.',
              'You can block or delete cookies at any time through your browser settings.',
            ],
      },
      {
        id: 'complaints-and-claims',
        heading: 'Complaints and Claims',
        blocks: [
          `If you are unhappy with our service, or need to make a claim for loss, damage or delay, email ${site.publicEmail} or call ${site.phone}. We answer complaints within 2 working days of receiving them.`,
          'If a complaint or claim needs further investigation, our answer will explain the next steps and when you can expect a final outcome. To help us deal with a claim quickly, please include:',
          {
            list: [
              'your name and the booking date, with the collection and delivery addresses;',
              'a description of the problem, and photographs of any damage to the goods and packaging;',
              'evidence of the value of the goods, such as an invoice.',
            ],
          },
          'Where possible, note any visible damage or shortage on the proof of delivery at the time of delivery, and report any loss or damage in writing as soon as you discover it. Please keep damaged goods and their packaging until your claim has been settled, as we may need to inspect them.',
        ],
      },
      {
        id: 'governing-law',
        heading: 'Governing law',
        blocks: [
          'These terms, and any dispute arising from them or from our services, are governed by the law of England and Wales, and the courts of England and Wales have jurisdiction. If you are a consumer living in Scotland or Northern Ireland, you may also bring proceedings in your local courts.',
        ],
      },
    ],
  };
}
