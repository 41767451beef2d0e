import { Mail, MapPin, Phone } from 'lucide';
import { Icon } from '../components/ui/icon';
import { ContactForm } from '../features/contact/contact-form';
import { useRootData } from '../root';
import { FALLBACK_SETTINGS } from '../lib/shop-settings';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/contact';
import { metaT, useT } from '../lib/i18n';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: metaT(matches)('contactPage.metaTitle'),
    description: metaT(matches)('contactPage.metaDescription'),
    path: '/contact',
    matches,
  });

export default function ContactPage() {
  const settings = useRootData()?.settings ?? FALLBACK_SETTINGS;
  const t = useT();
  // Side by side from desktop widths only: beside the intro on a tablet (820 px) the form's fields
  // were 339 px, and an account's 32-character e-mail address of wide letters was cut.
  return (
    <div className="container-page grid gap-10 py-12 lg:grid-cols-[1fr_1.4fr]">
      <section>
        <h1 className="text-3xl font-semibold tracking-tight">{t('contact.title')}</h1>
        <p className="mt-3 text-muted">{t('contact.intro')}</p>
        <ul className="mt-8 space-y-4 text-sm">
          <li className="flex items-center gap-3">
            <Icon node={Mail} className="h-5 w-5 text-brand-600" />
            <a href={`mailto:${settings.contact_email}`} className="hover:underline">
              {settings.contact_email}
            </a>
          </li>
          <li className="flex items-center gap-3">
            <Icon node={Phone} className="h-5 w-5 text-brand-600" />
            <a href={`tel:${settings.contact_phone.replace(/[^+\d]/g, '')}`} className="hover:underline">
              {settings.contact_phone}
            </a>
          </li>
          <li className="flex items-center gap-3">
            <Icon node={MapPin} className="h-5 w-5 text-brand-600" />
            <span>{settings.contact_address}</span>
          </li>
        </ul>
      </section>
      <section className="rounded-2xl border border-line p-6 sm:p-8" aria-label={t('contactPage.form')}>
        <ContactForm />
      </section>
    </div>
  );
}
