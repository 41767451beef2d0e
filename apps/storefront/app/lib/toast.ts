import type { Renderable, ToastOptions } from 'react-hot-toast';
import { clientT } from './i18n';

/*
 * react-hot-toast, saying its texts in the page's language: a text that reaches a toast in English
 * (the API's detail from before a language switch, a shared schema's message, the request layer's
 * "An unexpected error occurred") is translated when the catalog has it; others show as they are.
 *
 * The library is loaded after the page is hydrated (`loadToasts`, called by `Toasts`), not with the
 * page's code: its styles are made when its module runs, ~2 ms on a laptop and four times that on a
 * phone, inside the one task that runs all of the page's modules (ADR 032). A toast asked for
 * before it is here shows as soon as it is, in the order asked.
 */
type Message = Renderable;
type Kind = 'blank' | 'success' | 'error' | 'loading';
const said = (message: Message): Message => (typeof message === 'string' ? clientT().text(message) : message);

let library: Promise<typeof import('react-hot-toast')> | undefined;
export const loadToasts = () => (library ??= import('react-hot-toast'));

let made = 0;

/** Shows a toast once the library is here; its id is known at once (our own), so a later toast can replace it. */
function show(kind: Kind, message: Message, options?: ToastOptions): string {
  const text = said(message);
  const id = options?.id ?? `sw-toast-${++made}`;
  void loadToasts().then(({ default: hotToast }) => {
    if (kind === 'blank') hotToast(text, { ...options, id });
    else hotToast[kind](text, { ...options, id });
  });
  return id;
}

function toast(message: Message, options?: ToastOptions): string {
  return show('blank', message, options);
}
toast.success = (message: Message, options?: ToastOptions) => show('success', message, options);
toast.error = (message: Message, options?: ToastOptions) => show('error', message, options);
toast.loading = (message: Message, options?: ToastOptions) => show('loading', message, options);
toast.dismiss = (id?: string) => void loadToasts().then(({ default: hotToast }) => hotToast.dismiss(id));

export default toast;
