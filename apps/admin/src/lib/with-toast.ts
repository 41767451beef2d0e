import toast from 'react-hot-toast';
import { errorMessage } from '@shopwright/shared/http';

/** Runs a change and says how it went; answers the error (for a dialog's fields) or undefined. */
export async function withToast(work: Promise<unknown>, success: string): Promise<unknown> {
  try {
    await work;
    toast.success(success);
    return undefined;
  } catch (error) {
    toast.error(errorMessage(error));
    return error;
  }
}
