import { LogIn } from 'lucide';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { useDialogActions } from '../../lib/dialogs';

/** What a guest sees on a page that needs an account. */
export function SignInPrompt({ text }: { text: string }) {
  const { show } = useDialogActions();
  return <EmptyState icon={LogIn} title="Please sign in" text={text} action={<Button onClick={() => show('login')}>Sign in</Button>} />;
}
