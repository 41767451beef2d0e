import hotToast, { type Renderable, type ToastOptions } from 'react-hot-toast';
import { clientT } from './i18n';

/*
 * react-hot-toast, saying its texts in the page's language: a text that reaches a toast in English
 * (the API's detail from before a language switch, a shared schema's message, the request layer's
 * "An unexpected error occurred") is translated when the catalog has it; others show as they are.
 */
type Message = Renderable;
const said = (message: Message): Message => (typeof message === 'string' ? clientT().text(message) : message);

function toast(message: Message, options?: ToastOptions): string {
  return hotToast(said(message), options);
}
toast.success = (message: Message, options?: ToastOptions) => hotToast.success(said(message), options);
toast.error = (message: Message, options?: ToastOptions) => hotToast.error(said(message), options);
toast.loading = (message: Message, options?: ToastOptions) => hotToast.loading(said(message), options);
toast.dismiss = hotToast.dismiss;

export default toast;
