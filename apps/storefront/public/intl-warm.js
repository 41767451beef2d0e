// Started by the page's boot script (app/lib/defer-boot.ts) on a thread of its own. The browser's
// first Intl formatter loads ICU's data for the whole process, which costs 10-20 ms on a laptop and
// four times that on a phone. Paid here, the formatters the page makes while hydrating cost well
// under 1 ms on the main thread (docs/decisions/032-first-render-and-hydration-measured.md).
try {
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(1);
  new Intl.DisplayNames(['en'], { type: 'language' }).of('de');
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(0);
} finally {
  close();
}
