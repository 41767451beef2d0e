import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldErrors } from 'react-hook-form';
import toast from '../../lib/toast';
import { GuestContactSchema, INQUIRY_TYPES, SignedInContactSchema, type ContactInput } from '@shopwright/shared/support';
import { errorMessage } from '@shopwright/shared/http';
import { Banner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { Input, Select, Textarea } from '../../components/ui/field';
import { applyServerErrors } from '../../lib/forms/apply-server-errors';
import { useAuth } from '../../lib/session/auth-provider';
import { useFormFeedback } from '../../lib/forms/use-form-feedback';
import { sendTicket } from './api/tickets';
import { clientT, useT } from '../../lib/i18n';

const EMPTY: ContactInput = { inquiry_type: 'general', subject: '', message: '', name: '', email: '' };
const COMMON_FIELDS = ['inquiry_type', 'subject', 'message'] as const;
/**
 * Name and e-mail one above the other, for guests and shoppers alike: a shopper's address is shown
 * whole (side by side, a long one was cut even at desktop widths), and the form keeps its height
 * when the session becomes known.
 */
const IDENTITY_FIELDS = 'space-y-4';

/** A problem with no field of its own on screen (e.g. the whole form) still needs saying. */
function unshownError(errors: FieldErrors<ContactInput>, shown: readonly string[]): string | null {
  const key = Object.keys(errors).find((k) => !shown.includes(k));
  if (!key) return null;
  const error = (errors as Record<string, { message?: string } | undefined>)[key];
  return error?.message || clientT()('contact.formInvalid');
}

/** The contact form: stores a support ticket; guests also give their name and e-mail. */
export function ContactForm({ onSent }: { onSent?: () => void }) {
  const { isAuthenticated, user } = useAuth();
  const { register, handleSubmit, reset, clearErrors, setError, formState } = useForm<ContactInput>({
    resolver: zodResolver(isAuthenticated ? SignedInContactSchema : GuestContactSchema),
    defaultValues: EMPTY,
  });
  const { banner, setBanner, submitted } = useFormFeedback(clearErrors);
  const errors = formState.errors;
  const t = useT();
  const name = user ? `${user.first_name} ${user.last_name}`.trim() : '';
  const shownFields: readonly string[] = isAuthenticated ? COMMON_FIELDS : [...COMMON_FIELDS, 'name', 'email'];

  const onSubmit = handleSubmit(
    async (values) => {
      submitted();
      setBanner(null);
      const body = isAuthenticated ? { inquiry_type: values.inquiry_type, subject: values.subject, message: values.message } : values;
      try {
        const res = await sendTicket(body);
        setBanner({ kind: 'success', text: res.message });
        toast.success(t('contact.sent', { reference: res.reference }));
        reset(EMPTY);
        onSent?.();
      } catch (error) {
        applyServerErrors(error, setError, ['inquiry_type', 'subject', 'message', 'name', 'email']);
        setBanner({ kind: 'error', text: errorMessage(error) });
      }
    },
    (invalid) => {
      submitted();
      const text = unshownError(invalid, shownFields);
      setBanner(text ? { kind: 'error', text } : null);
    },
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Banner message={banner} />
      {/* A signed-in shopper sees the account's name and e-mail in the same two fields, read-only
          (the answer goes to the account's e-mail): the page is rendered for guests, and the form
          keeps its shape when the session becomes known instead of jumping up by a row. */}
      {isAuthenticated ? (
        <div className={IDENTITY_FIELDS} key="account">
          <Input label={t('contact.name')} readOnly value={name} title={name} />
          <Input label={t('contact.email')} type="email" readOnly value={user?.email ?? ''} title={user?.email} />
        </div>
      ) : (
        <div className={IDENTITY_FIELDS} key="guest">
          <Input label={t('contact.name')} autoComplete="name" error={errors.name?.message} {...register('name')} />
          <Input label={t('contact.email')} type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
        </div>
      )}
      <Select
        label={t('contact.inquiryType')}
        options={INQUIRY_TYPES.map((o) => ({ value: o.value, label: t(`support.inquiry.${o.value}`) }))}
        error={errors.inquiry_type?.message}
        {...register('inquiry_type')}
      />
      <Input label={t('contact.subject')} error={errors.subject?.message} {...register('subject')} />
      <Textarea label={t('contact.message')} rows={5} error={errors.message?.message} {...register('message')} />
      <Button type="submit" className="w-full" loading={formState.isSubmitting}>
        {t('contact.send')}
      </Button>
    </form>
  );
}
