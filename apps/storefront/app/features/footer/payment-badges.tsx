import { useT } from '../../lib/i18n';
const METHODS = [
  { letter: 'V', name: 'Visa', className: 'text-[#1a1f71]' },
  { letter: 'M', name: 'Mastercard', className: 'text-[#b3400a]' },
  { letter: 'P', name: 'PayPal', className: 'text-[#003087]' },
] as const;

/** The 'We Accept' row: small drawn badges, no external images. */
export function PaymentBadges() {
  const t = useT();
  return (
    <div className="flex items-center gap-3">
      <span className="text-sm text-muted" id="we-accept">
        {t('footer.weAccept')}
      </span>
      <ul className="flex gap-2" aria-labelledby="we-accept">
        {METHODS.map((m) => (
          <li key={m.name}>
            <span role="img" aria-label={m.name} title={m.name} className={`pay-badge ${m.className}`}>
              <span aria-hidden="true">{m.letter}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
