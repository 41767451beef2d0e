import { LogIn } from 'lucide';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { useDialogActions } from '../../lib/dialogs';
import { useT } from '../../lib/i18n';

/** What a guest sees on a page that needs an account. */
export function SignInPrompt({ text }: { text: string }) {
  const { show } = useDialogActions();
  const t = useT();
  return (
    <EmptyState
      icon={LogIn}
      title={t('auth.pleaseSignIn')}
      text={text}
      action={<Button onClick={() => show('login')}>{t('auth.signInLink')}</Button>}
    />
  );
}
