import { Icon, type IconNode } from '../../components/ui/icon';
import { useT } from '../../lib/i18n';

/** Brand marks drawn in lucide's line style (lucide ships no brand logos), as lucide's own drawings are. */
const SOCIAL: { name: string; href: string; icon: IconNode }[] = [
  {
    name: 'Facebook',
    href: 'https://www.facebook.com/',
    icon: [['path', { d: 'M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z' }]],
  },
  { name: 'Twitter', href: 'https://twitter.com/', icon: [['path', { d: 'M4 4l11.7 16H20L8.3 4H4zM4 20l6.8-6.8M20 4l-6.8 6.8' }]] },
  {
    name: 'Instagram',
    href: 'https://www.instagram.com/',
    icon: [
      ['rect', { x: '2', y: '2', width: '20', height: '20', rx: '5' }],
      ['circle', { cx: '12', cy: '12', r: '4' }],
      ['path', { d: 'M17.5 6.5h.01' }],
    ],
  },
  {
    name: 'LinkedIn',
    href: 'https://www.linkedin.com/',
    icon: [
      ['path', { d: 'M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z' }],
      ['rect', { x: '2', y: '9', width: '4', height: '12' }],
      ['circle', { cx: '4', cy: '4', r: '2' }],
    ],
  },
  {
    name: 'YouTube',
    href: 'https://www.youtube.com/',
    icon: [
      ['rect', { x: '2', y: '5', width: '20', height: '14', rx: '4' }],
      ['path', { d: 'M10 9l5 3-5 3z', fill: 'currentColor' }],
    ],
  },
];

/** Links to the shop's social networks; they open in a new tab. */
export function SocialLinks() {
  const t = useT();
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t('footer.followUs')}>
      {SOCIAL.map((s) => (
        <li key={s.name}>
          <a
            href={s.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={s.name}
            title={t('footer.newTab', { name: s.name })}
            className="social-link"
          >
            <Icon node={s.icon} />
          </a>
        </li>
      ))}
    </ul>
  );
}
