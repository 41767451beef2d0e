import { useState } from 'react';
import { CheckCircle2, Flag } from 'lucide';
import { Icon } from '../../components/ui/icon';
import toast from '../../lib/toast';
import { errorMessage } from '@shopwright/shared/http';
import type { ErrorReportInput } from '@shopwright/shared/support';
import { Button } from '../../components/ui/button';
import { sendErrorReport } from './api/error-reports';
import type { ErrorInfo } from './describe-error';
import type { ErrorContext } from './use-error-context';
import { useT } from '../../lib/i18n';

const clip = (text: string | undefined, max: number) => (text ? text.slice(0, max) : undefined);

/** The payload of `POST support/error-reports`, cut to the API's limits. */
export function reportPayload(info: ErrorInfo, context: ErrorContext): ErrorReportInput {
  return {
    error_id: context.id,
    type: info.type,
    code: clip(info.code, 64),
    message: clip(info.message, 500),
    status: Math.min(Math.max(Math.trunc(info.status), 0), 999),
    page_url: context.page.slice(0, 2048),
    details: clip([`time: ${context.time}`, info.details].filter(Boolean).join('\n'), 5000),
    user_agent: clip(navigator.userAgent, 512),
  };
}

/** Sends the error to the support team; says so once it is sent. */
export function ReportProblem({ info, context }: { info: ErrorInfo; context: ErrorContext | null }) {
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const t = useT();

  const send = async () => {
    if (!context) return;
    setState('sending');
    setFailure(null);
    try {
      await sendErrorReport(reportPayload(info, context));
      setState('sent');
    } catch (error) {
      const text = t.text(errorMessage(error, t('error.reportFailed')));
      setState('idle');
      setFailure(text);
      toast.error(text);
    }
  };

  if (state === 'sent') {
    return (
      <p role="status" className="inline-flex items-center gap-2 text-sm font-medium text-green-700">
        <Icon node={CheckCircle2} className="h-4 w-4" />
        {t('error.reportSent')}
      </p>
    );
  }
  return (
    <div>
      <Button variant="secondary" onClick={send} loading={state === 'sending'} disabled={!context}>
        {state !== 'sending' && <Icon node={Flag} className="h-4 w-4" />}
        {t('error.report')}
      </Button>
      {failure && (
        <p role="alert" className="mt-2 text-sm text-red-600">
          {failure}
        </p>
      )}
    </div>
  );
}
