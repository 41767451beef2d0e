import type { FormEventHandler, FormHTMLAttributes, InputHTMLAttributes, Ref } from 'react';
import { Link } from 'react-router';
import { Banner, type BannerMessage } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Input, PasswordInput } from '../../components/ui/field';

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'ref'> & { ref?: Ref<HTMLInputElement> };

export interface LoginFieldsProps {
  fields: { email: FieldProps; password: FieldProps; remember: FieldProps };
  errors?: { email?: string; password?: string };
  banner?: BannerMessage;
  submitting?: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose?: () => void;
  formRef?: Ref<HTMLFormElement>;
  /** More on the form element (the light form listens for the shopper's first input there). */
  formProps?: Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'ref'>;
}

/**
 * The sign-in form's markup (spec section 2), shared by the form with its validation and by the
 * light one the dialog shows before that code has loaded: both look and sit exactly the same.
 */
export function LoginFields({ fields, errors = {}, banner = null, submitting = false, onSubmit, onClose, formRef, formProps }: LoginFieldsProps) {
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-4" {...formProps}>
      <Banner message={banner} />
      <Input label="Email" type="email" autoComplete="email" placeholder="you@example.com" error={errors.email} {...fields.email} />
      <PasswordInput label="Password" autoComplete="current-password" placeholder="Your password" error={errors.password} {...fields.password} />
      <div className="flex items-center justify-between gap-4">
        <Checkbox label="Remember me" {...fields.remember} />
        <Link to="/auth/forgot-password" onClick={onClose} className="text-sm font-medium text-brand-600 hover:underline">
          Forgot password?
        </Link>
      </div>
      <Button type="submit" className="w-full" loading={submitting}>
        Sign In
      </Button>
    </form>
  );
}
