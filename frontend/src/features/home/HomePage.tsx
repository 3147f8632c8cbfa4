import { phoneHref } from '@courier/common/site-config';
import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../components/Icon';
import { site } from '../../config/site';
import { usePageMeta } from '../../lib/page-meta';
import { HeroBand, HeroIllustration } from './HeroIllustration';
import { services, servicesLead } from './services';
import './home.css';

/** SPEC §1's claims, and only those: no reviews, ratings or accreditations. */
const trustPoints: { icon: IconName; text: string }[] = [
  { icon: 'shield', text: 'Goods-in-transit insurance included' },
  { icon: 'clock', text: 'Collection usually within 60 minutes' },
  { icon: 'calendar', text: 'Available 24/7' },
  { icon: 'van', text: 'Dedicated vehicle, no co-loading' },
  { icon: 'map', text: 'Every UK postcode' },
];

const steps = [
  {
    title: 'Tell us about the job',
    text: 'Send the quote form below, or call us: pickup and delivery, dates, what you are sending and the vehicle.',
  },
  {
    title: 'Get an all-inclusive quote',
    text: 'One price before pickup, based on distance, load, vehicle and timing, valid for 7 days.',
  },
  {
    title: 'We collect and drive direct',
    text: 'A dedicated vehicle collects, usually within 60 minutes, with live GPS tracking and timestamped proof of delivery.',
  },
];

/** `quoteSection` is the quote form's section, placed by the app (features do not import each other). */
export default function HomePage({ quoteSection }: { quoteSection: ReactNode }) {
  usePageMeta({
    title: `${site.companyName} | Same Day & Next Day Courier, UK-Wide`,
    description:
      'Same-day and next-day couriers across the UK: a dedicated vehicle, collection usually within 60 minutes, live tracking and proof of delivery. Request a free quote.',
    path: '/',
  });
  return (
    <>
      <section id="home" className="hero" aria-labelledby="hero-title">
        <div className="container hero__inner">
          <div>
            <HeroBand />
            <p className="hero__tagline">Same Day • Next Day • UK-Wide</p>
            <h1 id="hero-title">Same day couriers, collected within the hour</h1>
            <p className="hero__lead">
              One vehicle, one driver, your goods only: we collect, drive direct and deliver, day or night, to any UK
              postcode. Need it cheaper and not urgent? Ask for a co-load with wider pickup and delivery windows.
            </p>
            <div className="actions">
              <a className="button button--primary" href="#quote">
                Get a Quote
              </a>
              <a className="button button--ghost" href="#contact">
                Contact
              </a>
            </div>
            <p className="hero__call">
              Urgent? Call <a href={phoneHref(site.phone)}>{site.phone}</a>, 24 hours a day.
            </p>
          </div>
          <HeroIllustration />
        </div>
      </section>

      <section className="trust" aria-label="Why book with us">
        <ul className="container trust__list">
          {trustPoints.map(({ icon, text }) => (
            <li key={text}>
              <Icon name={icon} size={22} />
              {text}
            </li>
          ))}
        </ul>
      </section>

      <section className="section services" aria-labelledby="services-title">
        <div className="container">
          <h2 id="services-title">Courier and logistics services</h2>
          <p className="section-lead">{servicesLead}</p>
          <ul className="service-grid">
            {services.map((service) => (
              <li key={service.title} className="service-card">
                <span className="service-card__icon">
                  <Icon name={service.icon} size={28} />
                </span>
                <h3>{service.title}</h3>
                <p>{service.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section steps" aria-labelledby="steps-title">
        <div className="container">
          <h2 id="steps-title">How it works</h2>
          <ol className="steps__list">
            {steps.map((step) => (
              <li key={step.title}>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      {quoteSection}

      <section id="contact" className="section contact" aria-labelledby="contact-title">
        <div className="container">
          <h2 id="contact-title">Contact us</h2>
          <p className="section-lead">Talk to a controller now, 24 hours a day, 7 days a week.</p>
          <ul className="contact-list">
            <li>
              <a className="contact-card" href={phoneHref(site.phone)}>
                <Icon name="phone" size={28} />
                <span>
                  <span className="contact-card__label">Call</span> {site.phone}
                </span>
              </a>
            </li>
            <li>
              <a className="contact-card" href={`https://wa.me/${site.whatsappNumber}`} rel="noopener">
                <Icon name="chat" size={28} />
                <span>
                  <span className="contact-card__label">WhatsApp</span> Message us
                </span>
              </a>
            </li>
            <li>
              <a className="contact-card" href={`mailto:${site.publicEmail}`}>
                <Icon name="mail" size={28} />
                <span>
                  <span className="contact-card__label">Email</span> {site.publicEmail}
                </span>
              </a>
            </li>
          </ul>
        </div>
      </section>
    </>
  );
}
