import { Dialog } from '../../components/ui/dialog';
import { useDialogs } from '../../lib/dialogs';
import { FormPlaceholder, lazyPart } from '../../components/ui/lazy-part';

const ContactForm = lazyPart(() => import('./contact-form').then((m) => m.ContactForm), <FormPlaceholder minHeight="24rem" />);

export const CONTACT_TITLE = 'Contact Us';

/** Contact on desktop opens here; phones get the /contact page. */
export function ContactDialog() {
  const { open, close } = useDialogs();
  return (
    <Dialog open={open === 'contact'} onClose={close} title={CONTACT_TITLE} className="max-w-lg">
      <h2 className="text-2xl font-semibold tracking-tight">{CONTACT_TITLE}</h2>
      <p className="mb-6 mt-1.5 text-sm text-muted">
        Questions about an order, a product or your account? We usually answer within one business day.
      </p>
      <ContactForm />
    </Dialog>
  );
}
