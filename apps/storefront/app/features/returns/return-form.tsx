import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ApiError, errorMessage } from '@shopwright/shared/http';
import {
  RETURN_COMMENT_MAX,
  RETURN_MESSAGES,
  RETURN_REASONS,
  type ReturnEligibility,
  type ReturnReason,
  type ReturnRequest,
} from '@shopwright/shared/returns';
import { formatDate } from '@shopwright/shared/i18n/format';
import { Banner, type BannerMessage } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { Textarea } from '../../components/ui/field';
import { orderKeys } from '../../lib/orders/order-keys';
import { requestReturn, returnKeys } from '../../lib/returns/returns-api';
import toast from '../../lib/toast';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { ReturnLineCard, type LineChoice, type LineErrors } from './return-line-card';

interface FormErrors {
  lines?: string;
  reason?: string;
  comment?: string;
  /** By order line id. */
  byLine: Record<number, LineErrors>;
}
const NO_ERRORS: FormErrors = { byLine: {} };

/** The API names a line's field `lines.<index>.<field>`: back to the order line it was sent for. */
function errorsOf(error: unknown, sent: number[]): FormErrors | null {
  if (!(error instanceof ApiError) || !error.errors) return null;
  const found: FormErrors = { byLine: {} };
  for (const [key, messages] of Object.entries(error.errors)) {
    const message = messages[0];
    if (!message) continue;
    const line = /^lines\.(\d+)\.(\w+)$/.exec(key);
    if (line) {
      const id = sent[Number(line[1])];
      if (id !== undefined) found.byLine[id] = { ...found.byLine[id], [line[2]!]: message };
    } else if (key === 'lines' || key === 'reason' || key === 'comment') found[key] = message;
  }
  return found;
}

const reasonPill = (checked: boolean) =>
  cn(
    'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm transition-colors duration-150',
    checked ? 'border-brand-600 bg-brand-50 font-medium' : 'border-line hover:bg-surface',
  );

/** Which items come back, how many, how each is settled, and why: `POST orders/{id}/returns`. */
export function ReturnForm({ eligibility, currency }: { eligibility: ReturnEligibility; currency: string }) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [choices, setChoices] = useState<Record<number, LineChoice>>(() =>
    Object.fromEntries(
      eligibility.lines.map((line) => [
        line.order_line_id,
        // A one-line order has only one thing to return: start it ticked.
        {
          selected: eligibility.lines.length === 1 && line.returnable_quantity > 0,
          quantity: 1,
          resolution: 'refund',
          exchangeVariantId: null,
        },
      ]),
    ),
  );
  const [reason, setReason] = useState<ReturnReason | null>(null);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [banner, setBanner] = useState<BannerMessage>(null);

  const picked = eligibility.lines.filter((line) => choices[line.order_line_id]?.selected);
  const body = (): ReturnRequest => ({
    lines: picked.map((line) => {
      const c = choices[line.order_line_id]!;
      return {
        order_line_id: line.order_line_id,
        quantity: c.quantity,
        resolution: c.resolution,
        ...(c.resolution === 'exchange' ? { exchange_variant_id: c.exchangeVariantId } : {}),
      };
    }),
    reason: reason ?? ('' as ReturnReason),
    comment: comment.trim() || null,
  });

  const submit = useMutation({
    mutationFn: (request: ReturnRequest) => requestReturn(eligibility.order_id, request),
    onSuccess: (created) => {
      void queryClient.invalidateQueries({ queryKey: returnKeys.all });
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      toast.success(t('returnsPage.requested', { number: created.number }));
      navigate(`/returns/${created.number}`);
    },
    onError: (error, request) => {
      const found = errorsOf(
        error,
        request.lines.map((l) => l.order_line_id),
      );
      setErrors(found ?? NO_ERRORS);
      const onField = found && (found.lines || found.reason || found.comment || Object.keys(found.byLine).length > 0);
      setBanner(onField ? null : { kind: 'error', text: errorMessage(error) });
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setBanner(null);
    // The same checks the API makes first, so the shopper hears at once what is missing.
    const missing: FormErrors = { byLine: {} };
    if (picked.length === 0) missing.lines = RETURN_MESSAGES.linesRequired;
    if (!reason) missing.reason = t('returnsPage.reasonRequired');
    if (missing.lines || missing.reason) {
      setErrors(missing);
      document.getElementById(missing.lines ? 'return-lines' : 'return-reason')?.focus();
      return;
    }
    setErrors(NO_ERRORS);
    submit.mutate(body());
  };

  // A fixed choice takes its error away (the rest stay until the next submit).
  const set = (id: number, next: LineChoice) => {
    setChoices((all) => ({ ...all, [id]: next }));
    if (next.selected) setErrors((e) => ({ ...e, lines: undefined }));
  };
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-8" aria-label={t('returnsPage.formLabel')}>
      {banner && <Banner message={banner} />}
      {eligibility.window_ends_at && (
        <p className="text-sm text-muted">
          {t('returnsPage.windowOpen', { date: formatDate(eligibility.window_ends_at, t.lang, { dateStyle: 'long' }) })}
        </p>
      )}
      <fieldset>
        <legend id="return-lines" tabIndex={-1} className="text-lg font-semibold">
          {t('returnsPage.whichItems')}
        </legend>
        {errors.lines && (
          <p className="mt-1 text-sm text-red-600" role="alert">
            {t.text(errors.lines)}
          </p>
        )}
        <ul className="mt-3 space-y-3">
          {eligibility.lines.map((line) => (
            <ReturnLineCard
              key={line.order_line_id}
              line={line}
              choice={choices[line.order_line_id]!}
              onChange={(next) => set(line.order_line_id, next)}
              errors={errors.byLine[line.order_line_id] ?? {}}
              currency={currency}
            />
          ))}
        </ul>
      </fieldset>
      <fieldset aria-describedby={errors.reason ? 'return-reason-error' : undefined}>
        <legend id="return-reason" tabIndex={-1} className="text-lg font-semibold">
          {t('returnsPage.why')}
        </legend>
        <div className="mt-3 grid gap-2 sm:grid-cols-2">
          {RETURN_REASONS.map((value) => (
            <label key={value} className={reasonPill(reason === value)}>
              <input
                type="radio"
                name="reason"
                value={value}
                checked={reason === value}
                onChange={() => {
                  setReason(value);
                  setErrors((e) => ({ ...e, reason: undefined }));
                }}
                className="accent-brand-600"
                aria-invalid={errors.reason ? true : undefined}
              />
              {t(`returnReason.${value}`)}
            </label>
          ))}
        </div>
        {errors.reason && (
          <p id="return-reason-error" className="mt-1 text-sm text-red-600" role="alert">
            {t.text(errors.reason)}
          </p>
        )}
      </fieldset>
      <Textarea
        label={t('returnsPage.comment')}
        hint={t('returnsPage.commentHint')}
        value={comment}
        maxLength={RETURN_COMMENT_MAX}
        onChange={(e) => setComment(e.target.value)}
        error={errors.comment}
        className="min-h-24"
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        <Button variant="secondary" onClick={() => navigate(`/orders/${eligibility.order_number}`)} disabled={submit.isPending}>
          {t('returnsPage.backToOrder')}
        </Button>
        <Button type="submit" loading={submit.isPending}>
          {t('returnsPage.submit', { count: picked.reduce((n, line) => n + choices[line.order_line_id]!.quantity, 0) })}
        </Button>
      </div>
    </form>
  );
}
