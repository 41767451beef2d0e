import { useState, type FormEvent } from 'react';
import { Send } from 'lucide-react';
import {
  ADMIN_NEWSLETTER_MESSAGES as M,
  NEWSLETTER_TEXT_MAX,
  SendNewsletterSchema,
  type NewsletterCampaignDetail,
  type SendNewsletterInput,
} from '@shopwright/shared/admin';
import { errorMessage } from '@shopwright/shared/http';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input, Textarea } from '../../../components/ui/field';
import { apiFieldErrors, zodFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { useNewsletterAudience, useSendNewsletter } from '../api/newsletter';
import { SendNewsletterDialog } from './send-newsletter-dialog';

/** Subject and plain text; sending asks first, showing how many confirmed subscribers will receive it. */
export function NewsletterForm({ onSent }: { onSent: (campaign: NewsletterCampaignDetail) => void }) {
  const [values, setValues] = useState({ subject: '', text: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [ready, setReady] = useState<SendNewsletterInput | null>(null);
  const audience = useNewsletterAudience();
  const send = useSendNewsletter();

  function review(event: FormEvent) {
    event.preventDefault();
    const parsed = SendNewsletterSchema.safeParse(values);
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    void audience.refetch();
    setReady(parsed.data);
  }

  function confirm() {
    if (!ready) return;
    send.mutate(ready, {
      onSuccess: (campaign) => {
        setReady(null);
        toast.success(M.sent(campaign.recipients));
        onSent(campaign);
      },
      onError: (error) => {
        setReady(null);
        setErrors(apiFieldErrors(error) ?? {});
        toast.error(errorMessage(error));
      },
    });
  }

  const set = (name: 'subject' | 'text') => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value }));
  return (
    <Card>
      <form onSubmit={review} noValidate className="space-y-5">
        <Input label="Subject" value={values.subject} error={errors.subject} onChange={set('subject')} autoComplete="off" />
        <Textarea
          label="Text"
          rows={14}
          value={values.text}
          error={errors.text}
          onChange={set('text')}
          hint={`Plain text, up to ${NEWSLETTER_TEXT_MAX.toLocaleString('en-US')} characters (${values.text.length.toLocaleString('en-US')} so far). Every mail ends with the subscriber's unsubscribe link.`}
        />
        <div className="flex justify-end">
          <Button type="submit">
            <Send className="h-4 w-4" aria-hidden="true" />
            Review and send
          </Button>
        </div>
      </form>
      <SendNewsletterDialog
        input={ready}
        recipients={audience.isFetching ? undefined : audience.data?.confirmed}
        audienceError={audience.isError ? audience.error : null}
        pending={send.isPending}
        onConfirm={confirm}
        onClose={() => setReady(null)}
      />
    </Card>
  );
}
