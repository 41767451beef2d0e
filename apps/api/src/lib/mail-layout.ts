/** The shop's look in mail (DESIGN.md tokens), inline styles only: mail clients drop <style>. */
const INK = '#111827';
const MUTED = '#6b7280';
const LINE = '#e5e7eb';
const SURFACE = '#f9fafb';
const BRAND = '#4f46e5';
const FONT = "Inter, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** One paragraph of the plain text: escaped, links made clickable, line breaks kept. */
function paragraph(text: string, muted: boolean): string {
  const html = escapeHtml(text)
    .replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}" style="color:${BRAND};word-break:break-all">${url}</a>`)
    .replaceAll('\n', '<br>');
  return `<p style="margin:0 0 16px;color:${muted ? MUTED : INK};font-size:${muted ? 13 : 16}px;line-height:1.5">${html}</p>`;
}

/**
 * The HTML part of a mail, made from its plain-text part so both always say the same: the shop
 * name on top, the paragraphs, and what follows a "--" line (newsletter footers) in small print.
 */
export function mailHtml(shopName: string, subject: string, text: string): string {
  const [body = '', footer] = text.split(/\n--\n/, 2);
  const paragraphs = (s: string, muted: boolean) =>
    s
      .split(/\n{2,}/)
      .filter((p) => p.trim())
      .map((p) => paragraph(p.trim(), muted))
      .join('');
  return [
    '<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
    `<title>${escapeHtml(subject)}</title></head>`,
    `<body style="margin:0;padding:24px 12px;background:${SURFACE};font-family:${FONT}">`,
    `<div style="max-width:560px;margin:0 auto;background:#fff;border:1px solid ${LINE};border-radius:8px;padding:32px 24px">`,
    `<div style="font-size:20px;font-weight:700;color:${BRAND};margin:0 0 24px">${escapeHtml(shopName)}</div>`,
    paragraphs(body, false),
    footer ? `<div style="border-top:1px solid ${LINE};margin-top:24px;padding-top:16px">${paragraphs(footer, true)}</div>` : '',
    '</div></body></html>',
  ].join('');
}
