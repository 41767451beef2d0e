import { Dialog } from '../../components/ui/dialog';
import { useDialogs } from '../../lib/dialogs';
import { FormPlaceholder, lazyPart } from '../../components/ui/lazy-part';
import { useT } from '../../lib/i18n';

const ContactForm = lazyPart(() => import('./contact-form').then((m) => m.ContactForm), <FormPlaceholder minHeight="24rem" />);

/** Contact on desktop opens here; phones get the /contact page. */
export function ContactDialog() {
  const { open, close } = useDialogs();
  const t = useT();
  return (
    <Dialog open={open === 'contact'} onClose={close} title={t('contact.title')} className="max-w-lg">
      <h2 className="text-2xl font-semibold tracking-tight">{t('contact.title')}</h2>
      <p className="mb-6 mt-1.5 text-sm text-muted">{t('contact.intro')}</p>
      <ContactForm />
    </Dialog>
  );
}
